import { Form, data, useNavigation } from "react-router";
import { Badge, NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { NOTE_MAX } from "~/forms/lead";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus, leadFilterFrom, leadFilterQuery, replyMailto } from "~/leads/status";
import { listLeads } from "~/models/contact-messages.server";
import { getProfile } from "~/models/settings.server";
import { privateMeta } from "~/platform/meta";
import { messageIntents } from "./admin.messages.server";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = () => privateMeta("Messages | Lakeside Ridge CMS");

/** The contact form's messages as leads, newest first, filtered by status and a search text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const filter = leadFilterFrom(new URL(request.url).searchParams);
  const { db } = context.services;
  const [messages, profile] = await Promise.all([listLeads(db, filter), getProfile(db)]);
  return data({ messages, filter, company: profile.companyName }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => {
  const back = leadFilterQuery(leadFilterFrom(new URL(request.url).searchParams));
  return runAdminAction(request, context, `/admin/messages${back}`, messageIntents);
};

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const EMAIL_STATUS: Record<string, { label: string; tone: "green" | "amber" | "red" | "slate" }> = {
  sent: { label: "E-mailed", tone: "green" },
  pending: { label: "E-mail pending", tone: "amber" },
  failed: { label: "E-mail failed, retrying", tone: "red" },
  skipped: { label: "Stored (no e-mail set up)", tone: "slate" },
};
const LEAD_TONE = { new: "amber", contacted: "blue", won: "green", lost: "slate" } as const;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, filter, company } = loaderData;
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const nav = useNavigation();
  const query = leadFilterQuery(filter);
  const filtered = Boolean(filter.status || filter.q);
  return (
    <div>
      <NoticeBanner notice={result?.notice} />
      <p className="text-slate-700">Everything sent through the contact form, newest first. Notes are private to staff.</p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" action="/admin/messages" className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter messages">
          <div>
            <label htmlFor="filter-status" className="label">
              Show
            </label>
            <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className="field">
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-q" className="label">
              Search
            </label>
            <input id="filter-q" name="q" type="search" defaultValue={filter.q} placeholder="Name, e-mail or text" className="field" maxLength={200} />
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
        <a className="btn-secondary" href={`/admin/messages/export.csv${query}`} download>
          Export CSV
        </a>
      </div>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">{filtered ? "No messages match this filter." : "No messages yet."}</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Contact messages">
          {messages.map((m) => {
            const status = EMAIL_STATUS[m.email_status] ?? EMAIL_STATUS.skipped!;
            const lead = isLeadStatus(m.lead_status) ? m.lead_status : "new";
            const error = result?.notice.kind === "error" && result.notice.id === m.id ? result : null;
            const saving = nav.state === "submitting" && nav.formData?.get("id") === m.id;
            return (
              <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="message">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-semibold text-lake-900">{m.full_name}</h3>
                    <p className="text-sm text-slate-700">
                      <a className="underline" href={`mailto:${m.email}`}>
                        {m.email}
                      </a>
                      {m.phone ? (
                        <>
                          {" · "}
                          <a className="underline" href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>
                            {m.phone}
                          </a>
                        </>
                      ) : null}
                      {" · prefers "}
                      {m.preferred_contact ?? "Email"}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone={LEAD_TONE[lead]}>{LEAD_STATUS_LABELS[lead]}</Badge>
                    <Badge tone="blue">{m.project_type ?? "Other"}</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </div>
                </div>
                <p className="mt-3 whitespace-pre-wrap text-slate-800">{m.message}</p>
                <p className="mt-3 text-xs text-slate-600">Received {when.format(new Date(m.created_at))}</p>
                <Form method="post" action={`/admin/messages${query}`} className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-[12rem_1fr]">
                  <input type="hidden" name="intent" value="lead-save" />
                  <input type="hidden" name="id" value={m.id} />
                  <div>
                    <label htmlFor={`status-${m.id}`} className="label">
                      Status<span className="sr-only"> of {m.full_name}</span>
                    </label>
                    <select id={`status-${m.id}`} name="status" defaultValue={error?.values?.status ?? lead} className="field" key={`${m.id}-${lead}`}>
                      {LEAD_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {LEAD_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label htmlFor={`note-${m.id}`} className="label">
                      Private note<span className="sr-only"> on {m.full_name}</span>
                    </label>
                    <textarea
                      id={`note-${m.id}`}
                      name="note"
                      rows={2}
                      maxLength={NOTE_MAX}
                      defaultValue={error?.values?.note ?? m.note ?? ""}
                      key={`${m.id}-${m.note ?? ""}`}
                      className="field"
                      aria-invalid={error?.notice.fieldErrors?.note ? true : undefined}
                      aria-describedby={error?.notice.fieldErrors?.note ? `note-${m.id}-error` : undefined}
                    />
                    {error?.notice.fieldErrors?.note && (
                      <p id={`note-${m.id}-error`} className="mt-1 text-sm text-red-800">
                        {error.notice.fieldErrors.note}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <button type="submit" className="btn-primary" disabled={saving}>
                      {saving ? "Saving..." : `Save ${m.full_name}`}
                    </button>
                    <a className="btn-secondary" href={replyMailto(m, company)} aria-label={`Reply by e-mail to ${m.full_name}`}>
                      Reply by e-mail
                    </a>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
