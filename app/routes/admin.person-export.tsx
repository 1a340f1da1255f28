import { Link } from "react-router";
import { privateMeta } from "~/platform/meta";
import { PersonFound } from "~/components/admin/PersonFound";
import { personFromLead } from "./admin.person.server";
import type { Route } from "./+types/admin.person-export";

export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`Download ${d?.name ?? "this person"}'s data | Lakeside Ridge CMS`);

/**
 * "Download {name}'s data" (owners only, decision 0054), from a lead: what was found by that
 * lead's address and phone number, theirs apart from other people's messages that mention them,
 * before the copy is made by a plain form post (app/routes/admin.person-download.ts).
 */
export const loader = (args: Route.LoaderArgs) => personFromLead(args);

export default function ExportPerson({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl font-bold text-lake-900">{`Download ${d.name}'s data`}</h2>
      <p className="mt-4 text-lg text-slate-800" data-testid="export-person-summary">
        {`The copy holds what is theirs: everything below under “Theirs”, their photos and files, and any signed proposal. Check it is the right person before sending it to them.`}
      </p>
      <PersonFound f={d.found} label={d.label} mode="download" />
      <form method="post" action="/admin/messages/person/download" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={d.id} />
        <button type="submit" className="btn-primary">{`Download ${d.name}'s data (zip)`}</button>
        <Link to="/admin/messages" className="btn-secondary">
          Back to Messages
        </Link>
      </form>
    </div>
  );
}
