import { data } from "react-router";
import { SeoTab } from "~/components/admin/SeoTab";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { listSeoSettings } from "~/models/seo-settings.server";
import { privateMeta } from "~/platform/meta";
import { listRedirects } from "~/models/redirects.server";
import { formatZoned } from "~/content/schedule";
import { seoHistory, seoIntents } from "./admin.seo.server";
import type { Route } from "./+types/admin.seo";

export const meta: Route.MetaFunction = () => privateMeta("SEO | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const { db } = context.services;
  const [rows, redirects] = await Promise.all([listSeoSettings(db), listRedirects(db)]);
  const editId = url.searchParams.get("edit");
  const editing = rows.find((r) => r.id === editId);
  const history = editing ? await seoHistory(db, editing.page_path) : [];
  return data(
    {
      rows,
      editId,
      history,
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
      <SeoTab rows={d.rows} editId={d.editId} siteUrl={d.siteUrl} history={d.history} redirects={d.redirects} />
    </>
  );
}
