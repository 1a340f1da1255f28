import { Link, data } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { countNewLeads, listContactMessages, listNewLeads } from "~/models/contact-messages.server";
import { countFailingAlerts } from "~/models/lead-alerts.server";
import { countSpam } from "~/leads/spam.server";
import { responseReport } from "~/leads/response-times.server";
import { ResponseTimes } from "~/components/admin/ResponseTimes";
import { getLeadSettings } from "~/models/settings.server";
import { formatAge, isOverdue } from "~/leads/overdue";
import { listWaitingReviews } from "~/reviews/requests.server";
import { listContentItems } from "~/models/content-items.server";
import { listImages } from "~/models/images.server";
import { privateMeta } from "~/platform/meta";
import { proposalCounts } from "~/models/proposals.server";
import { analyticsReport } from "~/models/analytics.server";
import { change } from "~/analytics/periods";
import { siteHealth } from "~/services/site-health.server";
import { feedProblem } from "~/services/visit-feed.server";
import { getVisitSettings } from "~/models/visits.server";
import { SiteHealth } from "~/components/admin/SiteHealth";
import type { Route } from "./+types/admin.dashboard";
import { clockNow } from "~/platform/clock";
import { failuresToShow } from "~/services/background-failures.server";

export const meta: Route.MetaFunction = () => privateMeta("Admin Dashboard | Lakeside Ridge CMS");

/** The dashboard, one tab away from Content (where /admin opens): what needs a person's attention. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, analytics } = context.services;
  await analytics.flush();
  const [messages, newLeads, items, images, waiting, settings, failingAlerts, week, health] = await Promise.all([
    listContactMessages(db),
    countNewLeads(db),
    listContentItems(db),
    listImages(db),
    listNewLeads(db),
    getLeadSettings(db),
    countFailingAlerts(db),
    analyticsReport(db, 7),
    // The launch checklist is the owner's: most of its fixes are in Settings, which only owners open.
    user.role === "owner" ? siteHealth(context) : null,
  ]);
  const [spam, responses, visitSettings] = await Promise.all([countSpam(db), responseReport(db, 7), getVisitSettings(db)]);
  // The owner's calendar cannot be read: no visit times are offered (decision 0050).
  const calendarProblem = await feedProblem(context.services, visitSettings).catch(() => "The calendar could not be read.");
  // Reviews clients sent through their link wait for an owner (decision 0032).
  const reviewsWaiting = (await listWaitingReviews(db)).length;
  const proposals = await proposalCounts(db);
  // Background work that keeps failing where nobody looks (decision 0055).
  const failing = await failuresToShow(db);
  const now = clockNow();
  const overdue = waiting.filter((m) => isOverdue(m, settings.overdueHours, now));
  return data(
    {
      overdue: overdue.slice(0, 5).map((m) => ({ id: m.id, name: m.full_name, age: formatAge(m.created_at, now) })),
      overdueCount: overdue.length,
      overdueHours: settings.overdueHours,
      failingAlerts,
      reviewsWaiting,
      calendarProblem,
      proposals,
      newLeads,
      spam,
      responses,
      failedEmails: messages.filter((m) => m.email_status === "failed" || m.email_status === "gave-up").length,
      drafts: items.filter((i) => !i.is_published).length,
      missingAlt: images.filter((i) => !i.alt_text?.trim()).length,
      week: { ...week.totals, change: change(week.totals.visitors, week.before.visitors) },
      health,
      failing: failing.map((f) => ({ job: f.job, sentence: f.sentence, short: f.short, todo: f.todo, since: formatAge(f.since, now), failures: f.failures })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** One row of "What needs attention": its count, its line, where it is handled, and its words in the summary. */
interface AttentionRow {
  n: number;
  text: (n: number) => string;
  short: (n: number) => string;
  /** Where it is handled; none when only whoever runs the server can (the detail says what to do). */
  to?: string;
  link?: string;
  detail?: string;
  urgent?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  // Launch checklist lines not yet in order count as attention too (decision 0038): the owner never
  // reads "Nothing needs your attention" above a red checklist.
  const launchTodo = d.health ? d.health.checks.filter((c) => !c.ok).length : 0;
  const rows: AttentionRow[] = [
    {
      n: d.overdueCount,
      text: (n: number) => `${n} overdue lead${n === 1 ? "" : "s"}: still New after ${d.overdueHours} business hour${d.overdueHours === 1 ? "" : "s"}`,
      to: "/admin/messages?status=new",
      link: "Answer the overdue leads",
      short: (n: number) => `${n} overdue`,
      detail: d.overdue.map((o) => `${o.name} (waiting ${o.age})`).join(", ") + (d.overdueCount > d.overdue.length ? ", …" : ""),
      urgent: true,
    },
    {
      n: d.newLeads,
      text: (n: number) => `${n} new message${n === 1 ? "" : "s"}`,
      to: "/admin/messages?status=new",
      link: "Read the new messages",
      short: (n: number) => plural(n, "new lead", "new leads"),
    },
    {
      n: d.reviewsWaiting,
      text: (n: number) => `${n} review${n === 1 ? "" : "s"} from clients waiting for approval`,
      to: "/admin/projects",
      link: "Read and approve",
      short: (n: number) => plural(n, "review waiting", "reviews waiting"),
    },
    {
      n: d.proposals.signed,
      text: (n: number) => `${plural(n, "proposal", "proposals")} signed, the deposit not paid yet`,
      to: "/admin/proposals",
      link: "See the proposals",
      short: (n: number) => plural(n, "deposit to collect", "deposits to collect"),
    },
    {
      n: d.proposals.sent + d.proposals.opened,
      text: (n: number) => `${plural(n, "proposal", "proposals")} sent and not signed yet (${d.proposals.opened} opened by the client)`,
      to: "/admin/proposals",
      link: "See the proposals",
      short: (n: number) => plural(n, "proposal out", "proposals out"),
    },
    {
      n: d.failedEmails,
      text: (n: number) => `${n} message notification${n === 1 ? "" : "s"} could not be e-mailed yet`,
      to: "/admin/messages",
      link: "See them",
      short: (n: number) => plural(n, "notification not e-mailed", "notifications not e-mailed"),
    },
    {
      n: d.failingAlerts,
      text: (n: number) => `${n} lead alert${n === 1 ? "" : "s"} (webhook or auto-reply) could not be delivered yet`,
      to: "/admin/settings/leads",
      link: "Check the lead settings",
      short: (n: number) => plural(n, "lead alert not delivered", "lead alerts not delivered"),
    },
    {
      n: d.spam,
      text: (n: number) => `${n} message${n === 1 ? "" : "s"} in Spam (kept 30 days, in case a real customer was caught)`,
      to: "/admin/messages?view=spam",
      link: "Look through Spam",
      short: (n: number) => `${n} in Spam`,
    },
    {
      n: launchTodo,
      text: (n: number) => `${plural(n, "item", "items")} of the ${d.health?.launched ? "site health list" : "launch checklist"} still to fix`,
      to: "#health-heading",
      link: d.health?.launched ? "See site health" : "See the launch checklist",
      short: (n: number) => plural(n, "launch item still to fix", "launch items still to fix"),
    },
    ...d.failing.map((f) => ({
      n: 1,
      text: () => `${f.sentence} (${f.failures} failed tries, the first ${f.since} ago).`,
      detail: f.todo,
      short: () => f.short,
      urgent: false,
      key: f.job,
    })),
    {
      n: d.drafts,
      text: (n: number) => `${n} draft${n === 1 ? "" : "s"} not published`,
      to: "/admin/content",
      link: "Open Content",
      short: (n: number) => plural(n, "draft", "drafts"),
    },
    {
      n: d.calendarProblem ? 1 : 0,
      text: () => "Visitors cannot book site visits: your calendar could not be read",
      detail: d.calendarProblem ?? undefined,
      to: "/admin/settings/visits",
      link: "Open Site visits",
      short: () => "your calendar could not be read (no visit times offered)",
    },
    {
      n: d.missingAlt,
      text: (n: number) => `${n} image${n === 1 ? "" : "s"} without alt text`,
      to: "/admin/images",
      link: "Open Images",
      short: (n: number) => plural(n, "image without alt text", "images without alt text"),
    },
  ].filter((r) => r.n > 0);
  const w = d.week;
  const visits = (
    <section className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="week-heading">
      <div>
        <h2 id="week-heading" className="font-semibold text-lake-900">
          Last 7 days
        </h2>
        <p className="text-slate-700" data-testid="week-summary">
          {`${w.visitors} visitor${w.visitors === 1 ? "" : "s"} (${w.change === "new" ? "none the week before" : w.change === "no change" ? "same as the week before" : `${w.change} against the week before`}), ${w.views} page view${w.views === 1 ? "" : "s"}, ${w.leads} lead${w.leads === 1 ? "" : "s"}`}
        </p>
      </div>
      <Link to="/admin/analytics" className="btn-secondary px-3 py-1.5 text-sm">
        See visits and leads
      </Link>
    </section>
  );
  return (
    <>
      <h2 className="mb-3 text-xl font-semibold text-lake-900">What needs attention</h2>
      {rows.length === 0 ? (
        <p className="mb-6 rounded-xl bg-slate-50 p-6 text-slate-700" data-testid="attention-summary">
          Nothing needs your attention right now.
        </p>
      ) : (
        <p className="mb-3 text-slate-800" data-testid="attention-summary">
          {`Needs your attention: ${rows.map((r) => r.short(r.n)).join(", ")}.`}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="mb-6 space-y-3" aria-label="What needs attention">
          {rows.map((r) => (
            <li
              key={"key" in r ? String(r.key) : `${r.to}${r.link}`}
              className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${r.urgent ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
              data-testid={r.urgent ? "overdue-leads" : undefined}
            >
              <span>
                <span className={`font-semibold ${r.urgent ? "text-red-900" : "text-lake-900"}`}>{r.text(r.n)}</span>
                {r.detail ? <span className="block text-sm text-red-900">{r.detail}</span> : null}
              </span>
              {r.to && (
                <Link to={r.to} className="btn-secondary px-3 py-1.5 text-sm">
                  {r.link}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {visits}
      <ResponseTimes report={d.responses} />
      {d.health && <SiteHealth launched={d.health.launched} checks={d.health.checks} />}
    </>
  );
}
