import { Form, Link, data } from "react-router";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { LEAD_STATUS_LABELS, isLeadStatus, leadFilterFrom, leadFilterQuery, leadViewAfterSave, leadViewName } from "~/content/lead-status";
import { LeadStatusOptions } from "~/components/admin/LeadStatusOptions";
import { businessMinutesBetween, formatAge, formatBusinessMinutes, isOverdue } from "~/leads/overdue";
import { getContactMessage, listLeads } from "~/models/contact-messages.server";
import { jobPagesOfLeads } from "~/models/job-pages.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { alertsFor } from "~/models/lead-alerts.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { privateMeta } from "~/platform/meta";
import { messageIntents } from "./admin.messages.server";
import { countSpam, listSpam } from "~/leads/spam.server";
import { SPAM_KEEP } from "~/leads/spam-rules";
import { SpamList } from "~/components/admin/SpamList";
import { ReviewLinkPanel } from "~/components/admin/ReviewRequests";
import { reviewRequestIntents } from "~/reviews/admin.server";
import { latestRequests } from "~/reviews/requests.server";
import type { Route } from "./+types/admin.messages";
import { LeadCard } from "./admin.messages.lead";
import { AddLeadForm } from "~/components/admin/AddLeadForm";
import { clockNow } from "~/platform/clock";
import { availability, standingVisitsOf } from "~/services/visits.server";
import { proposalStates } from "./admin.proposals.server";

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
  const wonIds = messages.filter((m) => m.lead_status === "won").map((m) => m.id);
  const asked = await latestRequests(db, { leadIds: wonIds });
  // A Won lead's job page (decision 0051): the newest one made from it.
  const jobs = new Map((await jobPagesOfLeads(db, wonIds)).sort((a, b) => a.created_at.localeCompare(b.created_at)).map((j) => [j.lead_id, j.id]));
  const proposals = await proposalStates(
    db,
    messages.map((m) => m.id),
  );
  const now = clockNow();
  const [visits, offer] = await Promise.all([
    standingVisitsOf(
      db,
      messages.map((m) => m.id),
    ),
    messages.length ? availability(context.services, now, 40) : null,
  ]);
  const leads = messages.map((m) => ({
    ...m,
    answered: m.first_response_at
      ? `answered in ${formatBusinessMinutes(businessMinutesBetween(m.created_at, m.first_response_at))}${VIA[m.first_response_via ?? ""] ?? ""}`
      : null,
    autoReply: autoReplyLine(alerts.find((a) => a.message_id === m.id && a.channel === "auto-reply")),
    age: formatAge(m.created_at, now),
    overdue: isOverdue(m, settings.overdueHours, now),
    reviewAsked: asked[m.id] ?? null,
    visit: visits[m.id] ? { id: visits[m.id]!.id, start: visits[m.id]!.start_at, end: visits[m.id]!.end_at } : null,
    proposal: proposals[m.id] ?? null,
    jobId: jobs.get(m.id) ?? null,
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
      visitSlots: offer?.slots ?? [],
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
  const back =
    intent === "lead-not-spam"
      ? "/admin/messages?view=spam"
      : intent === "lead-add"
        ? (n: { id?: string }) => `/admin/messages#lead-${n.id ?? ""}`
        : leadViewAfterSave(leadFilterFrom(new URL(request.url).searchParams), id);
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

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, owner, filter, moved, viewName, overdueHours, spamCount, spam } = loaderData;
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
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
        Everything sent through the contact form, and the leads staff added, newest first. Notes are private to staff.{" "}
        <Link to="/admin/messages?view=spam" className="font-semibold text-lake-800 underline" data-testid="spam-link">
          {`Spam (${spamCount})`}
        </Link>{" "}
        ·{" "}
        <Link to="/admin/jobs" className="font-semibold text-lake-800 underline">
          Job pages
        </Link>
      </p>
      <AddLeadForm result={result} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" action="/admin/messages" className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter messages">
          <div>
            <label htmlFor="filter-status" className="label">
              Show
            </label>
            <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className="field">
              <option value="">All statuses</option>
              <LeadStatusOptions />
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
          {messages.map((m) => (
            <LeadCard key={m.id} m={m} result={result} overdueHours={overdueHours} query={query} owner={owner} slots={loaderData.visitSlots} />
          ))}
        </ul>
      )}
    </div>
  );
}
