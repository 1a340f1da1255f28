import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { Link } from "react-router";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { PageEditor } from "~/components/admin/PageEditor";
import { PagesList } from "~/components/admin/PagesList";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import { defaultSeoRows } from "~/services/seed.server";
import type { ActionResult } from "~/forms/notice";
import type { BlockValue } from "~/content/block-values";
import { imageJson } from "~/media/library.server";
import { listImages } from "~/models/images.server";
import { privateMeta } from "~/platform/meta";
import { contentIntents } from "./admin.content.server";
import { listSitePages, loadPageEditor, pageIntents } from "./admin.page.server";
import { LanguageBar, type PageLanguages } from "~/components/admin/page-editor/LanguageBar";
import { englishPath, localeOf, spanishPath } from "~/content/locale";
import { inLocale } from "~/content/request-locale.server";
import { formatZoned } from "~/content/schedule";
import { spanishOlder } from "~/services/site-pages.server";
import type { Route } from "./+types/admin.page";

export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`Edit ${d?.editor?.page.name ?? "a page"} | Lakeside Ridge CMS`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const path = url.searchParams.get("path") ?? "";
  const { db, storage } = context.services;
  if (!path) {
    // No page named: the list to choose from (the same as Content's first view).
    const pages = (await listSitePages(db)).map((p) => ({ ...p, pending: false }));
    return data({ choose: pages, editor: null }, { headers: { "Cache-Control": "no-store" } });
  }
  const editor = await loadPageEditor(db, path);
  if (!editor) throw redirect("/admin/content");
  // A Spanish twin's search defaults are its Spanish words (content/es/).
  const english = englishPath(path);
  const spanish = spanishPath(english);
  // Which pages' Spanish is older is read only for a page that has Spanish.
  const [pages, images, older] = await Promise.all([listSitePages(db), listImages(db), spanish ? spanishOlder(db) : new Map<string, string>()]);
  const defaults = inLocale(localeOf(path), () => defaultSeoRows().find((r) => r.path === english));
  const englishPage = pages.find((p) => p.path === english);
  const languages: PageLanguages | null =
    spanish && englishPage
      ? { english, spanish, name: englishPage.name, editing: localeOf(path), olderSince: older.has(english) ? formatZoned(older.get(english)) : null }
      : null;
  return data(
    {
      choose: null,
      editor: {
        ...editor,
        seo: { ...editor.seo, defaultTitle: defaults?.title ?? editor.page.name, defaultDescription: defaults?.description ?? "" },
        pages: pages.map((p) => ({ path: p.path, label: p.label })),
        images: images.map((r) => imageJson(storage, r)),
        focusBlock: url.searchParams.get("block"),
        languages,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => {
  const url = new URL(request.url);
  return runAdminAction(request, context, `/admin/content/page?path=${encodeURIComponent(url.searchParams.get("path") ?? "")}`, {
    ...pageIntents,
    "content-restore-version": contentIntents["content-restore-version"]!,
  });
};

/** Decision 0045: after a save refused because a block changed meanwhile, the fingerprints are read again, so saving again replaces it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function PageEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  // A refused page save hands back the blocks as typed (pageIntents["page-save"]).
  const typed = result?.kept as Record<string, BlockValue> | undefined;
  useNoticeToast(result?.notice);
  if (!loaderData.editor) return <PagesList pages={loaderData.choose ?? []} />;
  const d = loaderData.editor;
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/content" className="underline">
          Pages
        </Link>{" "}
        › {d.page.label}
      </nav>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
        <h3 className="text-xl font-semibold text-lake-900">Edit {d.page.name}</h3>
        <a href={d.page.path} className="inline-flex min-h-11 items-center text-sm font-semibold text-lake-800 underline" target="_blank" rel="noreferrer">
          View {d.page.name} on the site
        </a>
      </div>
      {d.languages && <LanguageBar languages={d.languages} />}
      <NoticeBanner notice={result?.notice} />
      <PageEditor
        key={d.page.path}
        page={d.page}
        blocks={typed ? d.blocks.map((b) => (typed[b.def.id] ? { ...b, value: typed[b.def.id]! } : b)) : d.blocks}
        images={d.images}
        pages={d.pages}
        seo={d.seo}
        history={d.history}
        errors={result?.notice.kind === "error" ? (result.notice.fieldErrors ?? null) : null}
        focusBlock={d.focusBlock}
      />
    </>
  );
}
