import { Form, Link, data, redirect } from "react-router";
import { requireApiUser, requireUser } from "~/auth/guard.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import { deletePerson, personCounts, personLabel } from "~/trust/person.server";
import type { Route } from "./+types/admin.person-delete";

export const meta: Route.MetaFunction = () => privateMeta("Delete this person | Lakeside Ridge CMS");

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Delete this person" (owners only, decision 0033): first what would go, named and counted; then the deletion. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) throw data("That message no longer exists.", { status: 404, headers: { "Cache-Control": "no-store" } });
  const counts = await personCounts(context.services.db, lead);
  return data({ ...counts, id: lead.id, email: personLabel(lead), name: lead.full_name }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData().catch(() => null);
  const id = String(form?.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) return data({ error: "That message no longer exists: nothing was deleted." }, { status: 404 });
  const expected = Number(form?.get("leads"));
  const counts = await personCounts(context.services.db, lead);
  // Something arrived (or went) since the confirmation was shown: show the new numbers first.
  if (expected !== counts.leads) {
    return data(
      { error: `The number of messages from ${personLabel(lead)} is now ${counts.leads}. Check the numbers below and confirm again.` },
      { status: 409 },
    );
  }
  const done = await deletePerson(context.services, lead);
  const detail = `Deleted every message from ${personLabel(lead)}: ${plural(done.leads, "message")} and ${plural(done.files, "photo")}`;
  await logActivity(context.services.db, { actor: user.email, action: "person-delete", detail, ip: context.clientIp });
  return redirect("/admin/messages", {
    headers: { "Set-Cookie": await flashHeader({ kind: "success", title: "Person deleted", description: `${detail}.` }, context.services) },
  });
}

export default function DeletePerson({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = (actionData as { error?: string } | undefined)?.error;
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl font-bold text-lake-900">Delete this person</h2>
      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      )}
      <p className="mt-4 text-lg text-slate-800" data-testid="delete-person-summary">
        {`This deletes every message sent from ${d.email}: ${plural(d.leads, "message")}${d.jobPages ? `, ${plural(d.jobPages, "job page")} with their updates and comments` : ""} and ${plural(d.photos, "photo")}, with your notes on them, and the proposals not signed. It cannot be undone.`}
      </p>
      {d.signedProposals > 0 && (
        <p className="mt-2 text-slate-800" data-testid="delete-person-kept">
          {`${plural(d.signedProposals, "signed proposal")} stay until ${d.keptUntil}: Washington (RCW 18.27.114) asks a contractor to keep a signed disclosure statement 3 years, so they are kept even when the person asks for deletion, as the privacy notice says.`}
        </p>
      )}
      <p className="mt-2 text-slate-700">
        If they asked for a copy first, download it before deleting:{" "}
        <a className="font-semibold underline" href={`/admin/messages/person/download?id=${encodeURIComponent(d.id)}`}>
          {`Download ${d.name}'s data`}
        </a>
        .
      </p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={d.id} />
        <input type="hidden" name="leads" value={d.leads} />
        <button type="submit" className="btn-primary bg-red-800 hover:bg-red-900">
          {`Delete ${plural(d.leads, "message")} from ${d.email}`}
        </button>
        <Link to="/admin/messages" className="btn-secondary">
          Keep them
        </Link>
      </Form>
    </div>
  );
}
