import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/admin/common";
import { AskForReview } from "~/components/admin/ReviewRequests";
import { LeadVisit } from "~/components/admin/LeadVisit";
import type { Slot } from "~/visits/slots";
import type { ContactMessagesTable } from "~/db/tables/leads";
import { telHref } from "~/content/text";
import type { ActionResult } from "~/forms/notice";
import { NOTE_MAX } from "~/forms/lead";
import { LEAD_STATUS_LABELS, isLeadStatus } from "~/content/lead-status";
import { LeadStatusOptions } from "~/components/admin/LeadStatusOptions";
import { cameFrom } from "~/leads/origin";
import { cameByText } from "~/leads/came-by";
import { JobPageControl } from "~/components/admin/JobPageControl";
import type { Route } from "./+types/admin.messages";

// One lead's card on Admin → Messages (admin.messages.tsx): the lead, its photos, status and note,
// and its follow-ups (send again, ask for a review, the owner's data buttons).

type Lead = Route.ComponentProps["loaderData"]["messages"][number];

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });
const EMAIL_STATUS: Record<string, { label: string; tone: "green" | "amber" | "red" | "slate" }> = {
  sent: { label: "E-mailed", tone: "green" },
  pending: { label: "E-mail pending", tone: "amber" },
  failed: { label: "E-mail failed, retrying", tone: "red" },
  "gave-up": { label: "E-mail not sent (tried for 72 hours)", tone: "red" },
  skipped: { label: "Stored (no e-mail set up)", tone: "slate" },
};
const LEAD_TONE = { new: "amber", contacted: "blue", visit_booked: "blue", won: "green", lost: "slate" } as const;

export function LeadCard({
  m,
  result,
  overdueHours,
  query,
  owner,
  slots,
}: {
  m: Lead;
  result: ActionResult | undefined;
  overdueHours: number;
  query: string;
  owner: boolean;
  slots: Slot[];
}) {
  const nav = useNavigation();
  const status = EMAIL_STATUS[m.email_status] ?? EMAIL_STATUS.skipped!;
  const lead = isLeadStatus(m.lead_status) ? m.lead_status : "new";
  const error = result?.notice.kind === "error" && result.notice.id === m.id ? result : null;
  const saving = nav.state === "submitting" && nav.formData?.get("id") === m.id;
  return (
    <li id={`lead-${m.id}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-lake-900">{m.full_name}</h3>
          <p className="text-sm text-slate-700">
            {m.email ? (
              <a className="underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            ) : null}
            {m.phone ? (
              <>
                {m.email ? " · " : null}
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
          {/* Sent from a Spanish page (decision 0068): the owner knows to answer in Spanish. */}
          {m.language === "es" ? <Badge tone="amber">Spanish: answer in Spanish</Badge> : null}
          {m.kind === "accessibility" ? <Badge tone="red">Accessibility report</Badge> : <Badge tone="blue">{m.project_type ?? "Other"}</Badge>}
          <Badge tone={status.tone}>{status.label}</Badge>
          {(m.email_status === "failed" || m.email_status === "gave-up") && (
            <Form method="post" className="inline">
              <input type="hidden" name="intent" value="notify-again" />
              <input type="hidden" name="id" value={m.id} />
              <button type="submit" className="btn-secondary ml-2 min-h-11 px-3 text-sm" aria-label={`Send the e-mail about ${m.full_name}'s message again`}>
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
      <LeadVisit lead={m} visit={m.visit} slots={slots} action={`/admin/messages${query}`} />
      <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm">
        <a
          className="inline-flex min-h-11 items-center font-semibold underline"
          href={`/admin/proposals?lead=${encodeURIComponent(m.id)}`}
        >{`Proposal for ${m.full_name}`}</a>
        {m.proposal ? <span data-testid="proposal-state">{`Version ${m.proposal.version}: ${m.proposal.state}`}</span> : null}
        {m.proposal?.signed.map((v) => (
          <a key={v.id} className="inline-flex min-h-11 items-center underline" href={`/admin/proposals/signed/${encodeURIComponent(v.id)}`}>
            {`Signed version ${v.version} of ${m.full_name}'s proposal (PDF)`}
          </a>
        ))}
      </p>
      {lead === "won" && <JobPageControl leadId={m.id} name={m.full_name} jobId={m.jobId} />}
      {lead === "won" && <AskForReview kind="lead" id={m.id} name={m.full_name} email={m.email} subject={m.full_name} asked={m.reviewAsked} result={result} />}
      <p className="mt-3 text-xs text-slate-600">
        Received {when.format(new Date(m.created_at))} (Pacific time) · <span data-testid="lead-age">{m.age === "just now" ? "just now" : `${m.age} ago`}</span>
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
            <LeadStatusOptions />
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
          {m.email ? (
            <button type="submit" form={`reply-${m.id}`} className="btn-secondary" aria-label={`Reply by e-mail to ${m.full_name}`}>
              Reply by e-mail
            </button>
          ) : null}
          <button type="submit" form={`called-${m.id}`} className="btn-secondary" aria-label={`Called ${m.full_name}: record the call`}>
            Called
          </button>
          {owner && (
            <>
              <a className="btn-secondary" href={`/admin/messages/person/export?id=${encodeURIComponent(m.id)}`}>
                {`Download ${m.full_name}'s data`}
              </a>
              <a className="btn-secondary" href={`/admin/messages/person/delete?id=${encodeURIComponent(m.id)}`}>
                {`Delete ${m.full_name}'s data`}
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
}

/** The quote request's details, when the visitor gave any: town, address, budget, timeline, how they heard of us, where they came from. */
function LeadDetails({
  lead,
}: {
  lead: Pick<ContactMessagesTable, "town" | "street_address" | "budget" | "timeline" | "heard_from" | "landing_page" | "source" | "origin_basis" | "came_by">;
}) {
  const rows = [
    ["Town", lead.town],
    ["Street address", lead.street_address],
    ["Budget", lead.budget],
    ["Timeline", lead.timeline],
    ["Heard of us", lead.heard_from],
    ["Came from", cameFrom(lead)],
    ["How it came", cameByText(lead.came_by)],
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
