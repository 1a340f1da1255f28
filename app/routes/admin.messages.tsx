// Longer than 300 lines: one list of leads, each card with the lead, its photos, status and note, and its follow-ups (send again, ask for a review, the owner's data buttons).
import { telHref } from "~/content/text";
import { Form, Link, data, useNavigation } from "react-router";
import { Badge, NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { NOTE_MAX } from "~/forms/lead";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus, leadFilterFrom, leadFilterQuery, leadViewAfterSave, leadViewName } from "~/leads/status";
import { businessMinutesBetween, formatAge, formatBusinessMinutes, isOverdue } from "~/leads/overdue";
import { getContactMessage, listLeads } from "~/models/contact-messages.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { alertsFor } from "~/models/lead-alerts.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { privateMeta } from "~/platform/meta";
import { messageIntents } from "./admin.messages.server";
import { countSpam, listSpam } from "~/leads/spam.server";
import { SPAM_KEEP } from "~/leads/spam-rules";
import { SpamList } from "~/components/admin/SpamList";
import { AskForReview, ReviewLinkPanel } from "~/components/admin/ReviewRequests";
import { reviewRequestIntents } from "~/reviews/admin.server";
import { latestRequests } from "~/reviews/requests.server";
import { cameFrom } from "~/leads/origin";
import type { Route } from "./+types/admin.messages";
import { clockNow } from "~/platform/clock";

export const meta: Route.MetaFunction = () => privateMeta("Messages | Lakeside Ridge CMS");

/** The contact form's messages as leads, newest first, filtered by status and a search text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFrom(params);
  const { db } = context.services;
  const spamView = params.get("view") === "spam";
  const [messages, profile, settings, spamCount, spam] = await Promise.all([
    spamView ? [] : listLeads(db, filter),
    getProfile(db),
    getLeadSettings(db),
    countSpam(db),
    spamView ? listSpam(db) : null,
  ]);
  const photos = await listLeadPhotos(
    db,
    messages.map((m) => m.id),
  );
  const alerts = await alertsFor(
    db,
    messages.map((m) => m.id),
  );
  const asked = await latestRequests(db, { leadIds: messages.filter((m) => m.lead_status === "won").map((m) => m.id) });
  const now = clockNow();
  const leads = messages.map((m) => ({
    ...m,
    answered: m.first_response_at
      ? `answered in ${formatBusinessMinutes(businessMinutesBetween(m.created_at, m.first_response_at))}${VIA[m.first_response_via ?? ""] ?? ""}`
      : null,
    autoReply: autoReplyLine(alerts.find((a) => a.message_id === m.id && a.channel === "auto-reply")),
    age: formatAge(m.created_at, now),
    overdue: isOverdue(m, settings.overdueHours, now),
    reviewAsked: asked[m.id] ?? null,
    photos: photos.filter((p) => p.message_id === m.id).map((p) => ({ id: p.id, name: p.original_filename })),
  }));
  // After a save: where the lead went, when it left this view.
  const savedId = params.get("saved");
  const saved = savedId ? await getContactMessage(db, savedId.slice(0, 64)) : null;
  const moved =
    saved && isLeadStatus(saved.lead_status) && !leads.some((m) => m.id === saved.id)
      ? { name: saved.full_name, status: saved.lead_status, href: `/admin/messages${leadFilterQuery({ status: saved.lead_status, q: filter.q })}` }
      : null;
  return data(
    {
      messages: leads,
      owner: user.role === "owner",
      filter,
      company: profile.companyName,
      moved,
      viewName: leadViewName(filter),
      overdueHours: settings.overdueHours,
      spamCount,
      spam: spam?.map((m) => ({
        id: m.id,
        full_name: m.full_name,
        email: m.email,
        phone: m.phone,
        message: m.message,
        spam_reason: m.spam_reason ?? null,
        created_at: m.created_at,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = async ({ request, context }: Route.ActionArgs) => {
  // Back to the same view (status and search), naming the saved lead so the page can say where it went.
  const sent = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = sent?.get("intent");
  const id = intent === "lead-save" ? String(sent?.get("id") ?? "") : null;
  const back = intent === "lead-not-spam" ? "/admin/messages?view=spam" : leadViewAfterSave(leadFilterFrom(new URL(request.url).searchParams), id);
  return runAdminAction(request, context, back, {
    ...messageIntents,
    ...reviewRequestIntents,
  });
};

/** How the first answer was given (decision 0031). */
const VIA: Record<string, string> = { status: " (status changed)", email: " (by e-mail)", call: " (by phone)" };

/** What became of the visitor's auto-reply (decision 0031), in a line for staff; null when none was due. */
function autoReplyLine(alert: { status: string; last_error: string | null } | undefined) {
  if (!alert) return null;
  if (alert.status === "sent") return "Auto-reply sent.";
  if (alert.status === "skipped") return `Auto-reply ${(alert.last_error ?? "not sent.").replace(/^Not sent/, "not sent")}`;
  if (alert.status === "gave-up") return `Auto-reply not sent: ${alert.last_error ?? "it failed."}`;
  return "Auto-reply waiting to be sent.";
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });
const EMAIL_STATUS: Record<string, { label: string; tone: "green" | "amber" | "red" | "slate" }> = {
  sent: { label: "E-mailed", tone: "green" },
  pending: { label: "E-mail pending", tone: "amber" },
  failed: { label: "E-mail failed, retrying", tone: "red" },
  "gave-up": { label: "E-mail not sent (tried for 72 hours)", tone: "red" },
  skipped: { label: "Stored (no e-mail set up)", tone: "slate" },
};
const LEAD_TONE = { new: "amber", contacted: "blue", won: "green", lost: "slate" } as const;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, owner, filter, moved, viewName, overdueHours, spamCount, spam } = loaderData;
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const nav = useNavigation();
  if (spam) {
    return (
      <div>
        <NoticeBanner notice={result?.notice} />
        <SpamList items={spam} keepDays={SPAM_KEEP.days} />
      </div>
    );
  }
  const query = leadFilterQuery(filter);
  const filtered = Boolean(filter.status || filter.q);
  return (
    <div>
      <NoticeBanner notice={result?.notice} />
      <ReviewLinkPanel result={result} />
      {moved && (
        <p role="status" className="mb-4 rounded-md border border-lake-200 bg-lake-50 px-4 py-3 text-lake-900" data-testid="lead-moved">
          {`${moved.name} is now ${LEAD_STATUS_LABELS[moved.status]}, so it left this view (${viewName}). `}
          <a className="font-semibold underline" href={moved.href}>
            {`Show the ${LEAD_STATUS_LABELS[moved.status]} leads`}
          </a>
        </p>
      )}
      <p className="text-slate-700">
        Everything sent through the contact form, newest first. Notes are private to staff.{" "}
        <Link to="/admin/messages?view=spam" className="font-semibold text-lake-800 underline" data-testid="spam-link">
          {`Spam (${spamCount})`}
        </Link>
      </p>
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
        {messages.length > 0 ? (
          <a
            className="btn-secondary"
            href={`/admin/messages/export.csv${query}`}
            aria-label={`Export CSV of this view (${viewName}): ${messages.length} message${messages.length === 1 ? "" : "s"}`}
          >
            Export CSV
          </a>
        ) : (
          <p className="text-sm text-slate-700">Nothing to export in this view.</p>
        )}
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
              <li key={m.id} id={`lead-${m.id}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="message">
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
                          <a className="underline" href={telHref(m.phone)}>
                            {m.phone}
                          </a>
                        </>
                      ) : null}
                      {" · prefers "}
                      {m.preferred_contact ?? "Email"}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {m.answered ? (
                      <span data-testid="lead-answered">
                        <Badge tone="green">{m.answered}</Badge>
                      </span>
                    ) : null}
                    {m.overdue ? <Badge tone="red">{`Overdue: New for over ${overdueHours} business hours`}</Badge> : null}
                    <Badge tone={LEAD_TONE[lead]}>{LEAD_STATUS_LABELS[lead]}</Badge>
                    {m.kind === "accessibility" ? <Badge tone="red">Accessibility report</Badge> : <Badge tone="blue">{m.project_type ?? "Other"}</Badge>}
                    <Badge tone={status.tone}>{status.label}</Badge>
                    {(m.email_status === "failed" || m.email_status === "gave-up") && (
                      <Form method="post" className="inline">
                        <input type="hidden" name="intent" value="notify-again" />
                        <input type="hidden" name="id" value={m.id} />
                        <button
                          type="submit"
                          className="btn-secondary ml-2 min-h-11 px-3 text-sm"
                          aria-label={`Send the e-mail about ${m.full_name}'s message again`}
                        >
                          Send again
                        </button>
                      </Form>
                    )}
                  </div>
                </div>
                <LeadDetails lead={m} />
                <p className="mt-3 whitespace-pre-wrap text-slate-800">{m.message}</p>
                {m.photos.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${m.full_name}`}>
                    {m.photos.map((p, i) => (
                      <li key={p.id}>
                        <a href={`/admin/messages/photo/${p.id}`} target="_blank" rel="noreferrer" className="block rounded border border-slate-200">
                          <img
                            src={`/admin/messages/photo/${p.id}?size=thumb`}
                            alt={`Photo ${i + 1} of ${m.photos.length} from ${m.full_name} (${p.name})`}
                            width={160}
                            height={120}
                            loading="lazy"
                            className="h-24 w-32 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {lead === "won" && (
                  <AskForReview kind="lead" id={m.id} name={m.full_name} email={m.email} subject={m.full_name} asked={m.reviewAsked} result={result} />
                )}
                <p className="mt-3 text-xs text-slate-600">
                  Received {when.format(new Date(m.created_at))} (Pacific time) ·{" "}
                  <span data-testid="lead-age">{m.age === "just now" ? "just now" : `${m.age} ago`}</span>
                  {m.autoReply ? (
                    <>
                      {" · "}
                      <span data-testid="auto-reply">{m.autoReply}</span>
                    </>
                  ) : null}
                </p>
                <Form
                  method="post"
                  action={`/admin/messages${query}`}
                  preventScrollReset
                  className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-[12rem_1fr]"
                >
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
                    {/* Both post their own plain forms below (no nesting): the reply is recorded, then the mail client opens (decision 0031). */}
                    <button type="submit" form={`reply-${m.id}`} className="btn-secondary" aria-label={`Reply by e-mail to ${m.full_name}`}>
                      Reply by e-mail
                    </button>
                    <button type="submit" form={`called-${m.id}`} className="btn-secondary" aria-label={`Called ${m.full_name}: record the call`}>
                      Called
                    </button>
                    {owner && (
                      <>
                        <a className="btn-secondary" href={`/admin/messages/person/download?id=${encodeURIComponent(m.id)}`} download>
                          {`Download ${m.full_name}'s data`}
                        </a>
                        <a className="btn-secondary" href={`/admin/messages/person/delete?id=${encodeURIComponent(m.id)}`}>
                          {`Delete ${m.full_name}`}
                        </a>
                      </>
                    )}
                  </div>
                </Form>
                <form id={`reply-${m.id}`} method="post" action="/admin/messages/reply" hidden>
                  <input type="hidden" name="id" value={m.id} />
                </form>
                <Form id={`called-${m.id}`} method="post" action={`/admin/messages${query}`} preventScrollReset hidden>
                  <input type="hidden" name="intent" value="lead-called" />
                  <input type="hidden" name="id" value={m.id} />
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The quote request's details, when the visitor gave any: town, address, budget, timeline, how they heard of us, where they came from. */
function LeadDetails({
  lead,
}: {
  lead: {
    town: string | null;
    street_address: string | null;
    budget: string | null;
    timeline: string | null;
    heard_from: string | null;
    landing_page: string | null;
    source: string | null;
    origin_basis?: string | null;
  };
}) {
  const rows = [
    ["Town", lead.town],
    ["Street address", lead.street_address],
    ["Budget", lead.budget],
    ["Timeline", lead.timeline],
    ["Heard of us", lead.heard_from],
    ["Came from", cameFrom(lead)],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  if (rows.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="font-semibold text-slate-700">{`${k}:`}</dt>
          <dd className="text-slate-800">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
