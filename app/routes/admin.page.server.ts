/**
 * The page editor's server side (decision 0019): a page's blocks with what visitors see now (or the
 * pending change), and the save intent (the save itself is services/pages.server.ts).
 */
import type { IntentHandler } from "~/admin/action.server";
import { blockFingerprint, typedBlocks } from "~/services/page-form.server";
import { describeVersions } from "~/admin/history.server";
import type { VersionView } from "~/admin/history";
import { blockDefaults } from "~/content/block-defaults.server";
import { blockText, type BlockValue } from "~/content/block-values";
import { formatZoned } from "~/content/schedule";
import type { SectionDef } from "~/content/sections";
import { findSitePage, listSitePages, markSpanishChecked, type SitePage } from "~/services/site-pages.server";
import type { ContentItem } from "~/content/types";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { fail, ok } from "~/forms/notice";
import { editedBlocks, editorValue, savePage, slotItems } from "~/services/pages.server";
import { getContentItem, listItemsForPage } from "~/models/content-items.server";
import { CONTENT_FIELDS, type ContentSnapshot } from "~/services/content-items.server";
import { getImagesByIds } from "~/models/images.server";
import { ITEM_FIELDS } from "~/content/item-fields";
import { imageUrl } from "~/content/images";
import { defaultPicture } from "~/content/place-pictures";
import { cropsFor, type Crop } from "~/content/crops";
import { getSeoForPath } from "~/models/seo-settings.server";
import { listVersions, type Version } from "~/models/versions.server";

export type BlockState = "Published" | "Draft" | "Unpublished change" | "Scheduled";

export interface EditorBlock {
  def: SectionDef;
  value: BlockValue | null;
  /** The slot's content item, or null while the block still shows its seed value. */
  itemId: string | null;
  state: BlockState;
  /** When a scheduled change goes live, in the business's zone. */
  scheduledText: string;
  /** A fingerprint of `value`, sent back with the save, so a change made meanwhile in another tab is not overwritten. */
  opened: string;
  /** A picture block's drawing, shown while no photo is chosen (the place pictures, issue 48). */
  defaultThumb?: string | null;
  /** A picture block's shapes on the site, shown with the focal point (issue 48). */
  crops?: readonly Crop[];
}

function blockState(item: ContentItem | undefined, now: string): { state: BlockState; scheduledText: string } {
  if (!item) return { state: "Published", scheduledText: "" };
  if (item.draft && item.draft_at && item.draft_at > now) return { state: "Scheduled", scheduledText: formatZoned(item.draft_at) };
  if (item.draft) return { state: "Unpublished change", scheduledText: "" };
  if (!item.is_published) return { state: "Draft", scheduledText: "" };
  if (item.publish_at && item.publish_at > now) return { state: "Scheduled", scheduledText: formatZoned(item.publish_at) };
  return { state: "Published", scheduledText: "" };
}

export interface PageEditorData {
  page: SitePage;
  blocks: EditorBlock[];
  history: Array<VersionView & { block: string }>;
  seo: { title: string; description: string; id: string | null };
  pending: boolean;
}

export async function loadPageEditor(db: Db, path: string): Promise<PageEditorData | null> {
  const page = await findSitePage(db, path);
  if (!page) return null;
  const now = nowIso();
  const defs = editedBlocks(path);
  const items = await listItemsForPage(db, path);
  const slots = slotItems(defs, items, now);
  const defaults = blockDefaults(path);
  const blocks = defs
    .map((def) => {
      const item = slots.get(def.id);
      const value = editorValue(def, item, defaults);
      const drawing = def.kind === "image" ? defaultPicture(path, def.id) : null;
      return {
        def,
        value,
        opened: blockFingerprint(value),
        itemId: item?.id ?? null,
        ...blockState(item, now),
        ...(drawing ? { defaultThumb: imageUrl(drawing.id, 320, "webp") } : {}),
        ...(def.kind === "image" ? { crops: cropsFor(path, def.id) ?? [] } : {}),
      };
    })
    // A block this page does not use (a list another service page has) is not shown; pictures always are.
    .filter((b) => b.def.kind === "image" || b.itemId || b.value);
  const seoRow = await getSeoForPath(db, path);
  return {
    page,
    blocks,
    history: await pageHistory(db, blocks),
    seo: { title: seoRow?.title ?? "", description: seoRow?.description ?? "", id: seoRow?.id ?? null },
    pending: blocks.some((b) => b.state !== "Published"),
  };
}

/**
 * The page's History: every saved version of its blocks, newest first, each named by its block.
 * A save that changed nothing a person can see is left out, and pictures are named by their file
 * ("porch-after.jpg → dock-winter.jpg"), not "a picture from the library" (decision 0039).
 */
async function pageHistory(db: Db, blocks: EditorBlock[]) {
  const all: Array<VersionView & { block: string; at: string }> = [];
  const pictureIds = new Set<string>();
  const perBlock: Array<{ b: EditorBlock; versions: Version<ContentSnapshot>[]; views: VersionView[] }> = [];
  for (const b of blocks) {
    if (!b.itemId) continue;
    const versions = await listVersions<ContentSnapshot>(db, "content", b.itemId, 20);
    for (const v of versions) if (v.data.image_id) pictureIds.add(v.data.image_id);
    perBlock.push({ b, versions, views: describeVersions(versions, CONTENT_FIELDS) });
  }
  const names = new Map((await getImagesByIds(db, [...pictureIds])).map((r) => [r.id, r.original_filename]));
  const pictureName = (id: string | null | undefined) => (!id ? "the drawing" : (names.get(id) ?? "a picture since deleted from the library"));
  for (const { b, versions, views } of perBlock) {
    views.forEach((v, i) => {
      const older = versions[i + 1];
      // The oldest version is where the block's history starts; any later one that changed nothing shown is noise.
      if (older && v.changes.length === 0) return;
      const changes = v.changes.map((c) =>
        c.label === PICTURE_LABEL && older ? { ...c, from: pictureName(older.data.image_id), to: pictureName(versions[i]!.data.image_id) } : c,
      );
      all.push({ ...v, changes, block: b.def.label, at: versions[i]!.created_at });
    });
  }
  return all
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 40)
    .map(({ at: _at, ...v }) => v);
}

/** The History's name for the picture column (item-fields.ts). */
const PICTURE_LABEL = ITEM_FIELDS.image_id.history.label;

export const pageIntents: Record<string, IntentHandler> = {
  "spanish-checked": {
    errorTitle: "The Spanish words could not be marked as checked",
    async run({ values, context }) {
      const path = values.path ?? "";
      const page = await findSitePage(context.services.db, path);
      if (!page || !(await markSpanishChecked(context.services.db, path)))
        return { notice: fail("spanish-checked", "The Spanish words could not be marked as checked", "That page has no Spanish words."), status: 400 };
      return {
        notice: ok("spanish-checked", "Spanish marked as up to date", { description: `${page.name} is no longer flagged in Content.` }),
        activity: `Marked the Spanish words of ${page.name} as up to date with the English`,
      };
    },
  },
  "page-save": {
    errorTitle: "The page could not be saved",
    async run({ values, context, user }) {
      const { db } = context.services;
      const path = values.path ?? "";
      const r = await savePage(db, path, values, user.email);
      if ("error" in r)
        return {
          notice: fail("page-save", "The page could not be saved", r.error, r.field ? { fieldErrors: { [r.field]: r.error } } : {}),
          status: r.status ?? 400,
          // The blocks as typed go back into the form, so without JavaScript (where the page is drawn again) nothing typed is lost.
          kept: typedBlocks(path, values),
        };
      const what = r.saved.length ? ` Saved: ${r.saved.join(", ")}.` : "";
      return { notice: ok("page-save", r.changed ? "Page saved" : "No changes", { description: r.message }), activity: `${r.message}${what} (${path})` };
    },
  },
};

export { listSitePages, getContentItem, blockText };
export { blockFingerprint, typedBlocks };
