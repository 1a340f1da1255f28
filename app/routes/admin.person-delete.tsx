import { Form, Link, data, redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import { personLabel } from "~/trust/person.server";
import { findPerson } from "~/trust/person-find.server";
import { erasePerson } from "~/services/person-erase.server";
import { PersonFound } from "~/components/admin/PersonFound";
import { personFromLead } from "./admin.person.server";
import type { Route } from "./+types/admin.person-delete";

export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`Delete ${d?.name ?? "this person"}'s data | Lakeside Ridge CMS`);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Delete {name}'s data" (owners only, decisions 0033 and 0054), from a lead: first everything
 * found by that lead's address and phone number, what is theirs, what only mentions them in
 * someone else's message, and what is kept and why; then, on a plain form post, the erase.
 */
export const loader = (args: Route.LoaderArgs) => personFromLead(args);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData().catch(() => null);
  const id = String(form?.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) return data({ error: "That message no longer exists: nothing was deleted." }, { status: 404 });
  const expected = Number(form?.get("leads"));
  const found = await findPerson(context.services.db, lead);
  // Something arrived (or went) since the confirmation was shown: show the new list first.
  if (expected !== found.leads.length) {
    return data(
      { error: `The number of messages from ${personLabel(lead)} is now ${found.leads.length}. Check the list below and confirm again.` },
      { status: 409 },
    );
  }
  const done = await erasePerson(context.services, lead, found);
  // The log names no one: the line is about a deleted person (decision 0054).
  const detail = `Deleted a person's data: ${plural(done.leads, "message")}, ${plural(done.files, "photo")}, ${plural(done.reviewRequests, "review request")}, ${plural(done.jobPages, "job page")}; their address cut out of ${plural(done.mentioned, "other message")}${done.kept ? `; ${plural(done.kept, "signed proposal")} kept by law` : ""}`;
  await logActivity(context.services.db, { actor: user.email, action: "person-delete", detail, ip: context.clientIp });
  return redirect("/admin/messages", {
    headers: { "Set-Cookie": await flashHeader({ kind: "success", title: "Person deleted", description: `${detail}.` }, context.services) },
  });
}

export default function DeletePerson({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = (actionData as { error?: string } | undefined)?.error;
  const n = d.found.leads.length;
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl font-bold text-lake-900">{`Delete ${d.name}'s data`}</h2>
      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      )}
      <p className="mt-4 text-lg text-slate-800" data-testid="delete-person-summary">
        {`This deletes every message sent from ${d.label}: ${plural(n, "message")}${d.found.jobPages.length ? `, ${plural(d.found.jobPages.length, "job page")} with their updates and comments` : ""} and ${plural(d.found.photos, "photo")}, with your notes on them, their site visits and review requests, and the proposals not signed. It cannot be undone. This is what was found:`}
      </p>
      <PersonFound f={d.found} label={d.label} mode="delete" />
      <p className="mt-4 text-slate-700">
        If they asked for a copy first, download it before deleting:{" "}
        <a className="font-semibold underline" href={`/admin/messages/person/export?id=${encodeURIComponent(d.id)}`}>
          {`Download ${d.name}'s data`}
        </a>
        .
      </p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={d.id} />
        <input type="hidden" name="leads" value={n} />
        <button type="submit" className="btn-primary bg-red-800 hover:bg-red-900">
          {`Delete ${plural(n, "message")} from ${d.label}`}
        </button>
        <Link to="/admin/messages" className="btn-secondary">
          Keep them
        </Link>
      </Form>
    </div>
  );
}
