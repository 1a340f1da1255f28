import { SelectField, TextField } from "~/components/admin/Field";
import { Form, data } from "react-router";
import { NoticeBanner, confirmSubmit, useNoticeToast, useSubmitting } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
import type { ActionResult } from "~/forms/notice";
import { lastSignIns } from "~/models/activity.server";
import { listOpenInvites } from "~/models/staff-tokens.server";
import { listStaff } from "~/models/staff.server";
import { ROLES, ROLE_LABELS, toRole } from "~/platform/policy";
import { privateMeta } from "~/platform/meta";
import { staffIntents } from "./admin.staff.server";
import type { Route } from "./+types/admin.staff";

export const meta: Route.MetaFunction = () => privateMeta("Staff | Lakeside Ridge CMS");

/** Owners only (the guard answers 403 to editors): the staff, invitations, roles, removal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  const { db, auth, config } = context.services;
  const [staff, signIns, invites] = await Promise.all([listStaff(auth), lastSignIns(db), listOpenInvites(db)]);
  return data(
    {
      me: me.email,
      mailConfigured: Boolean(config.smtpUrl),
      staff: staff.map((u) => ({ id: u.id, email: u.email, role: u.role, lastSignIn: signIns.get(u.email) ?? null })),
      invites: invites.map((i) => ({ ...i, role: toRole(i.role) })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/staff", staffIntents);

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export default function Staff({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const inviting = useSubmitting("invite");
  const inviteError = result?.notice.intent === "invite" && result.notice.kind === "error" ? result : null;
  const link = result?.notice.link;
  return (
    <div className="space-y-8">
      <NoticeBanner notice={result?.notice} />
      {link && (
        <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
          <p className="font-semibold">{result?.notice.title}</p>
          <p className="mt-1 text-sm">{result?.notice.description}</p>
          <label htmlFor="one-time-link" className="label mt-3">
            Link to copy
          </label>
          <div className="flex flex-wrap gap-2">
            <input id="one-time-link" readOnly value={link} className="field flex-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn-secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
              Copy link
            </button>
          </div>
        </div>
      )}

      <section aria-labelledby="invite-heading">
        <h3 id="invite-heading" className="text-lg font-semibold text-lake-900">
          Invite someone
        </h3>
        <p className="text-sm text-slate-700">
          They get a link that works once, for 72 hours, to choose a password.{" "}
          {d.mailConfigured ? "It is e-mailed to them and shown here once." : "E-mail is not set up, so copy the link and send it yourself."}
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <TextField
            id="invite-email"
            label="Email"
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={inviteError?.values?.email ?? ""}
            error={inviteError?.notice.fieldErrors?.email}
          />
          <SelectField id="invite-role" label="Role" name="role" defaultValue={inviteError?.values?.role ?? "editor"}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="btn-primary" disabled={inviting}>
            {inviting ? "Inviting..." : "Invite"}
          </button>
        </Form>
        {d.invites.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm text-slate-700" aria-label="Open invitations">
            {d.invites.map((i) => (
              <li key={i.id}>{`Invited ${i.email} as ${ROLE_LABELS[i.role].toLowerCase()}; the link works until ${when.format(new Date(i.expires_at))}.`}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="staff-heading">
        <h3 id="staff-heading" className="text-lg font-semibold text-lake-900">
          Staff
        </h3>
        {/* On a phone each person is a block of lines; the roles keep it a table for screen readers. */}
        <div className="mt-3">
          <table role="table" className="w-full text-left text-sm max-md:block">
            <thead role="rowgroup" className="border-b border-slate-200 text-slate-700 max-md:sr-only">
              <tr role="row">
                <th role="columnheader" className="py-2 pr-4">
                  E-mail
                </th>
                <th role="columnheader" className="py-2 pr-4">
                  Role
                </th>
                <th role="columnheader" className="py-2 pr-4">
                  Last sign-in
                </th>
                <th role="columnheader" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="max-md:block">
              {d.staff.map((u) => (
                <tr key={u.id} role="row" className="border-b border-slate-100 align-top max-md:block max-md:py-2" data-testid="staff-row">
                  <td role="cell" className="break-all py-3 pr-4 font-semibold text-lake-900 max-md:block max-md:py-1">
                    {u.email}
                    {u.email === d.me ? " (you)" : ""}
                  </td>
                  <td role="cell" className="py-3 pr-4 max-md:block max-md:py-1">
                    <Form method="post" className="flex gap-2">
                      <input type="hidden" name="intent" value="set-role" />
                      <input type="hidden" name="id" value={u.id} />
                      <label htmlFor={`role-${u.id}`} className="sr-only">
                        {`Role of ${u.email}`}
                      </label>
                      <select id={`role-${u.id}`} name="role" defaultValue={u.role} key={u.role} className="field py-1">
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="btn-secondary px-3 py-1 text-sm" aria-label={`Change role of ${u.email}`}>
                        Change
                      </button>
                    </Form>
                  </td>
                  <td role="cell" className="py-3 pr-4 text-slate-700 max-md:block max-md:py-1">
                    <span className="md:hidden">Last sign-in: </span>
                    {u.lastSignIn ? when.format(new Date(u.lastSignIn)) : "Never"}
                  </td>
                  <td role="cell" className="flex flex-wrap gap-2 py-3 max-md:py-1">
                    <Form method="post">
                      <input type="hidden" name="intent" value="reset-link" />
                      <input type="hidden" name="id" value={u.id} />
                      <button type="submit" className="btn-secondary px-3 py-1 text-sm" aria-label={`Make a reset link for ${u.email}`}>
                        Reset link
                      </button>
                    </Form>
                    <Form method="post" onSubmit={confirmSubmit(`Remove ${u.email}? They are signed out at once.`)}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={u.id} />
                      <button type="submit" className="btn-secondary px-3 py-1 text-sm text-red-800" aria-label={`Remove ${u.email}`}>
                        Remove
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
