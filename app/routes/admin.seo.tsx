import { data } from "react-router";
import { SeoTab } from "~/components/admin/SeoTab";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { seoRowsForEveryPage } from "~/services/seo.server";
import { privateMeta } from "~/platform/meta";
import { listRedirects } from "~/models/redirects.server";
import { formatZoned } from "~/content/schedule";
import { seoHistory, seoIntents } from "./admin.seo.server";
import { headingCounts } from "~/admin/page-headings.server";
import type { Route } from "./+types/admin.seo";

export const meta: Route.MetaFunction = () => privateMeta("SEO | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const { db } = context.services;
  // Every page by the name the owner knows it by, staff-added posts and service pages included.
  const [{ pages, rows }, redirects] = await Promise.all([seoRowsForEveryPage(db), listRedirects(db)]);
  const names = Object.fromEntries(pages.map((p) => [p.path, p.label]));
  const editId = url.searchParams.get("edit");
  const editing = rows.find((r) => r.id === editId);
  // The headings each page's content really has, read from the page as visitors get it (decision 0038).
  const [history, headings] = await Promise.all([
    editing ? seoHistory(db, editing.page_path) : [],
    headingCounts(
      context,
      rows.map((r) => r.page_path),
    ),
  ]);
  return data(
    {
      rows,
      names,
      editId,
      history,
      headings,
      redirects: redirects.map((r) => ({ ...r, when: formatZoned(r.created_at) })),
      siteUrl: context.services.config.siteUrl,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/seo", seoIntents);

export default function SeoRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <SeoTab rows={d.rows} names={d.names} editId={d.editId} siteUrl={d.siteUrl} history={d.history} headings={d.headings} redirects={d.redirects} />
    </>
  );
}
