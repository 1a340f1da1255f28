import { data } from "react-router";
import { ContentTab } from "~/components/admin/ContentTab";
import { ContentGenerator } from "~/components/ai/ContentGenerator";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { pageOfItems, readItemQuery } from "~/admin/item-pages";
import { listContentItems, listDeletedItems, purgeTrash } from "~/models/content-items.server";
import { contentStatus, formatZoned, isoToZonedInput, TRASH_DAYS } from "~/content/schedule";
import type { ContentItem, ContentItemView } from "~/content/types";
import { privateMeta } from "~/platform/meta";
import { listPictureChoices } from "~/models/staff-pages.server";
import { contentHistory, contentIntents } from "./admin.content.server";
import { listSitePages, spanishOlder } from "~/services/site-pages.server";
import { PagesList } from "~/components/admin/PagesList";
import { spanishPath } from "~/content/locale";
import type { Route } from "./+types/admin.content";
import { clockDate } from "~/platform/clock";

export const meta: Route.MetaFunction = () => privateMeta("Content | Lakeside Ridge CMS");

/** An item as the list and the edit form show it: status and times already in the business's zone. */
function forView(item: ContentItem, now: string): ContentItemView {
  return {
    ...item,
    status: contentStatus(item, now),
    publishAtText: formatZoned(item.publish_at),
    unpublishAtText: formatZoned(item.unpublish_at),
    publishAtInput: isoToZonedInput(item.publish_at),
    unpublishAtInput: isoToZonedInput(item.unpublish_at),
    deletedText: formatZoned(item.deleted_at),
    purgeText: item.deleted_at ? formatZoned(new Date(Date.parse(item.deleted_at) + TRASH_DAYS * 86_400_000).toISOString()) : "",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  const url = new URL(request.url);
  // What has been in Deleted items for 30 days goes for good whenever staff open Content.
  await purgeTrash(db);
  const now = clockDate().toISOString();
  const asked = url.searchParams.get("view");
  // The Content tab opens on the site's pages; "All items" is the spec's list over the same rows.
  const view: "pages" | "list" | "deleted" =
    asked === "deleted" ? "deleted" : asked === "items" || url.searchParams.has("new") || url.searchParams.has("edit") ? "list" : "pages";
  if (view === "pages") {
    const [pages, items, older] = await Promise.all([listSitePages(db), listContentItems(db), spanishOlder(db)]);
    const now = clockDate().toISOString();
    const pending = new Set(items.filter((i) => i.draft || !i.is_published || (i.publish_at && i.publish_at > now)).map((i) => i.page_path));
    return data(
      {
        view,
        pages: pages.map((p) => ({ ...p, pending: pending.has(p.path), spanish: spanishPath(p.path), spanishOlder: older.has(p.path) })),
        items: [],
        paging: null,
        deleted: [],
        deletedCount: 0,
        pictures: [],
        editId: null,
        history: [],
        showNew: false,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const [items, deleted, pictures] = await Promise.all([listContentItems(db), listDeletedItems(db), listPictureChoices(db)]);
  const editId = view === "list" ? url.searchParams.get("edit") : null;
  const history = editId && items.some((i) => i.id === editId) ? await contentHistory(db, editId) : [];
  const { shown, ...paging } = pageOfItems(items, readItemQuery(url.searchParams));
  return data(
    {
      view,
      pages: [],
      items: shown.map((i) => forView(i, now)),
      paging,
      // The list only shows how many there are; their words load only in the Deleted items view.
      deleted: view === "deleted" ? deleted.map((i) => forView(i, now)) : [],
      deletedCount: deleted.length,
      pictures,
      editId,
      history,
      showNew: view === "list" && url.searchParams.get("new") === "1",
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

// A saved item is focused when the list comes back (ContentTab reads the #item-{id}).
export const action = ({ request, context }: Route.ActionArgs) =>
  runAdminAction(request, context, (n) => `/admin/content?view=items${n.id ? `&around=${n.id}#item-${n.id}` : ""}`, contentIntents);

export default function ContentRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  if (d.view === "pages") return <PagesList pages={d.pages} />;
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <ContentTab
        view={d.view}
        items={d.items}
        paging={d.paging}
        deleted={d.deleted}
        deletedCount={d.deletedCount}
        pictures={d.pictures}
        history={d.history}
        editId={d.editId}
        showNew={d.showNew || result?.notice.intent === "content-create"}
        values={result?.values ?? null}
        errors={result?.notice.kind === "error" ? (result.notice.fieldErrors ?? null) : null}
        generator={ContentGenerator}
      />
    </>
  );
}
