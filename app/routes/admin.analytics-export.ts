import { requireUser } from "~/auth/guard.server";
import { analyticsReport, parsePeriod, reportCsv } from "~/models/analytics.server";
import type { Route } from "./+types/admin.analytics-export";

/** "Download … as CSV" on /admin/analytics: visitors and page views per day of the period (staff only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, analytics } = context.services;
  await analytics.flush();
  const report = await analyticsReport(db, parsePeriod(new URL(request.url).searchParams.get("days")));
  return new Response(reportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="visits-${report.from}-to-${report.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
