import { data } from "react-router";
import { ContentTab } from "~/components/admin/ContentTab";
import { ContentGenerator } from "~/components/ai/ContentGenerator";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { listContentItems } from "~/models/content-items.server";
import { privateMeta } from "~/platform/meta";
import { contentIntents } from "./admin.content.server";
import type { Route } from "./+types/admin.content";

export const meta: Route.MetaFunction = () => privateMeta("Content | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const items = await listContentItems(context.services.db);
  return data({ items, editId: url.searchParams.get("edit"), showNew: url.searchParams.get("new") === "1" }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/content", contentIntents);

export default function ContentRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <ContentTab
        items={d.items}
        editId={d.editId}
        showNew={d.showNew || result?.notice.intent === "content-create"}
        values={result?.values ?? null}
        generator={ContentGenerator}
      />
    </>
  );
}
