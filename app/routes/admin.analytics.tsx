import { PageOptions } from "~/components/admin/Field";
import { Form, Link, data } from "react-router";
import { runAdminAction, type IntentHandler } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { VisitsChart, shortDay } from "~/components/admin/VisitsChart";
import { FiguresOrNone, FiguresTable, formatCount, ReportSection } from "~/components/admin/FiguresTable";
import { listSitePages } from "~/services/site-pages.server";
import { fail, ok, type ActionResult } from "~/forms/notice";
import { PERIODS, change, parsePeriod } from "~/analytics/periods";
import { analyticsReport } from "~/models/analytics.server";
import { listRedirects } from "~/models/redirects.server";
import { redirectToPage } from "~/services/redirects.server";
import { privateMeta } from "~/platform/meta";
import { responseReport } from "~/leads/response-times.server";
import { ResponseTimes } from "~/components/admin/ResponseTimes";
import { tapsReport } from "~/services/phone-taps.server";
import { PhoneTaps } from "~/components/admin/PhoneTaps";
import type { Route } from "./+types/admin.analytics";

export const meta: Route.MetaFunction = () => privateMeta("Visits and leads | Lakeside Ridge CMS");

/** The page a mistyped or old address most likely meant: most words in common, else the home page. */
function likelyTarget(path: string, pages: Array<{ path: string }>) {
  const words = new Set(
    path
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
  let best = { path: "/", score: 0 };
  for (const p of pages) {
    const score = p.path.split(/[^a-z0-9]+/).filter((w) => words.has(w)).length;
    if (score > best.score || (score === best.score && score > 0 && p.path.length < best.path.length)) best = { path: p.path, score };
  }
  return best.path;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, analytics } = context.services;
  // The owner sees views up to this moment, and finished days rolled up.
  await analytics.flush();
  await analytics.rollup().catch((error) => context.services.logger.warn({ err: error }, "could not roll up the analytics"));
  const period = parsePeriod(new URL(request.url).searchParams.get("days"));
  const [report, pages, redirects, responses, taps] = await Promise.all([
    analyticsReport(db, period),
    listSitePages(db),
    listRedirects(db),
    responseReport(db, period),
    tapsReport(db, period),
  ]);
  const redirected = new Set(redirects.map((r) => r.from_path));
  const names = Object.fromEntries(pages.map((p) => [p.path, p.label]));
  return data(
    {
      report: {
        ...report,
        notFound: report.notFound.filter((n) => !redirected.has(n.path)).map((n) => ({ ...n, target: likelyTarget(n.path, pages) })),
      },
      names,
      responses,
      taps,
      targets: pages.map((p) => ({ path: p.path, label: p.label })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const intents: Record<string, IntentHandler> = {
  "redirect-404": {
    errorTitle: "Failed to add the redirect",
    async run({ values, context, user }) {
      const from = (values.from_path ?? "").trim();
      const to = (values.to_path ?? "").trim();
      const r = await redirectToPage(context.services.db, from, to, user.email);
      if ("error" in r) return { notice: fail("redirect-404", "Failed to add the redirect", r.error), status: 400 };
      return { notice: ok("redirect-404", "Redirect added", { description: `${from} now sends visitors to ${to}.` }) };
    },
  },
};

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/analytics", intents);

function Stat({ label, value, before, period }: { label: string; value: number; before: number; period: number }) {
  const c = change(value, before);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-lake-900">{formatCount(value)}</dd>
      <dd className="mt-1 text-sm text-slate-700">
        {c === "new"
          ? `none in the ${period} days before`
          : c === "no change"
            ? `the same as the ${period} days before`
            : `${c} against the ${period} days before (${formatCount(before)})`}
      </dd>
    </div>
  );
}

export default function AnalyticsRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const r = d.report;
  const name = (path: string) => d.names[path] ?? path;
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-lake-900">Visits and leads</h2>
        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {PERIODS.map((p) => (
            <Link
              key={p}
              to={`/admin/analytics?days=${p}`}
              aria-current={p === r.period ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-md border px-3 py-2 text-sm font-semibold ${p === r.period ? "border-lake-900 bg-lake-900 text-white" : "border-slate-300 bg-white text-lake-900"}`}
            >
              Last {p} days
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {shortDay(r.from)} to {shortDay(r.to)}. Counted on this server without cookies: a visitor is recognised for one day only, so someone who comes back on
        another day counts again. Staff, search-engine robots and browsers that ask not to be tracked are not counted.
      </p>

      <dl className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="visit-totals">
        <Stat label="Visitors" value={r.totals.visitors} before={r.before.visitors} period={r.period} />
        <Stat label="Page views" value={r.totals.views} before={r.before.views} period={r.period} />
        <Stat label="Leads" value={r.totals.leads} before={r.before.leads} period={r.period} />
      </dl>

      <div className="mt-4">
        <ResponseTimes report={d.responses} headingLevel={3} />
      </div>

      <VisitsChart days={r.days} id="visits-chart" />
      <p className="mt-3">
        <a href={`/admin/analytics.csv?days=${r.period}`} className="btn-secondary px-3 py-1.5 text-sm" download>
          Download the {r.period} days as CSV
        </a>
      </p>

      <ReportSection id="sources" heading="Where visitors came from">
        <FiguresTable
          testId="sources"
          columns={["Source", "Visitors", "Leads"]}
          rows={r.sources.map((x) => ({ key: x.key, label: x.label, figures: [x.visitors, x.leads] }))}
        />
        <p className="mt-2 text-sm text-slate-700">
          Links you give out can say where they were posted: add <code>?utm_source=gbp</code> to the website link in your Google Business Profile, and its
          visitors are counted under Google Business Profile.
        </p>
      </ReportSection>

      <PhoneTaps taps={d.taps} name={name} />

      <ReportSection id="landings" heading="Leads by the page the visit began on">
        <FiguresOrNone
          none="No visits in this period yet."
          testId="landings"
          columns={["First page of the visit", "Visitors", "Leads"]}
          rows={r.landings.map((l) => ({ key: l.path, label: name(l.path), figures: [l.visitors, l.leads] }))}
        />
      </ReportSection>

      <ReportSection id="pages" heading="Most viewed pages">
        <FiguresOrNone
          none="No page views in this period yet."
          testId="top-pages"
          columns={["Page", "Views", "Visitors"]}
          rows={r.pages.map((p) => ({ key: p.path, label: name(p.path), figures: [p.views, p.visitors] }))}
        />
      </ReportSection>

      <ReportSection id="not-found" heading="Addresses that found no page">
        {r.notFound.length === 0 ? (
          <p className="mt-2 rounded-xl bg-slate-50 p-4 text-slate-700">No visitor asked for a missing page in this period.</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              Visitors asked for these addresses and saw “Page not found”. Send each to the page it most likely meant.
            </p>
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="not-found">
              {r.notFound.map((n) => (
                <li key={n.path} className="p-3">
                  <p className="break-all font-semibold text-lake-900">
                    {n.path} <span className="font-normal text-slate-700">({formatCount(n.views)} times)</span>
                  </p>
                  {n.path.startsWith("/") && n.path !== "(other paths)" ? (
                    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="redirect-404" />
                      <input type="hidden" name="from_path" value={n.path} />
                      <label className="flex min-w-0 flex-col text-sm">
                        <span>Send visitors of {n.path} to</span>
                        <select name="to_path" defaultValue={n.target} className="mt-1 min-h-11 max-w-full rounded-md border border-slate-300 px-2 py-2">
                          <PageOptions pages={d.targets} />
                        </select>
                      </label>
                      <button type="submit" className="btn-primary px-3 py-2 text-sm" aria-label={`Redirect ${n.path}`}>
                        Redirect
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </ReportSection>
    </>
  );
}
