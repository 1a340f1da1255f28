/**
 * The page editor's save (decision 0034): a page's blocks, its pictures' details and its search
 * fields checked first, then written together in one transaction through the content and SEO
 * writers, so a refused or failed save changes nothing at all.
 */
import { sanitizeAhead } from "~/content/render-ahead.server";
import { blockFingerprint, readBlock } from "./page-form.server";
import { blockDefaults } from "~/content/block-defaults.server";
import { blockMessages, fromStored, itemTitle, sameValue, toStored, type BlockValue, type StoredBlock } from "~/content/block-values";
import { formatZoned, scheduledTime } from "~/content/schedule";
import { sectionsFor, type SectionDef } from "~/content/sections";
import { findSitePage } from "~/services/site-pages.server";
import type { ContentItem } from "~/content/types";
import type { Db } from "~/db/schema";
import { inTransaction, nowIso } from "~/db/client.server";
import { changeSeoInside, seoRowFor, seoSnapshot } from "~/services/seo.server";
import { localeOf } from "~/content/locale";
import { listItemsForPage, readDraft, visibleNow } from "~/models/content-items.server";
import { changeItem, createItem, Refused, refusable, setPendingChange, type ItemResult } from "~/services/content-items.server";
import { getImage, updateImage } from "~/models/images.server";
import { getSeoForPath } from "~/models/seo-settings.server";

/**
 * The blocks the page editor edits on this page: all of them, or on a Spanish twin its words only,
 * since a picture has no language and both pages show the English page's (decision 0066).
 */
export function editedBlocks(path: string): SectionDef[] {
  const defs = sectionsFor(path);
  return localeOf(path) === "es" ? defs.filter((d) => d.kind !== "image") : defs;
}

/** The one item per block: the newest one visitors see now, else the newest one at all. */
export function slotItems(defs: SectionDef[], items: ContentItem[], now: string): Map<string, ContentItem> {
  const out = new Map<string, ContentItem>();
  for (const def of defs) {
    const mine = items.filter((i) => i.section_id === def.id);
    const pick = mine.find((i) => visibleNow(i, now)) ?? mine[0];
    if (pick) out.set(def.id, pick);
  }
  return out;
}

/** What the editor shows for a block: the pending change if there is one, else the live words, else the seed. */
export function editorValue(def: SectionDef, item: ContentItem | undefined, defaults: Record<string, BlockValue>): BlockValue | null {
  if (item) {
    const v = fromStored(def, { ...item, ...readDraft(item) });
    if (v) return def.kind === "text" || def.kind === "rich" ? v : v;
    if (def.kind === "text" && item.content?.trim()) return { text: item.content.trim() };
  }
  return defaults[def.id] ?? null;
}

export type SaveMode = "draft" | "publish" | "schedule";

/** A picture's details as the page editor's picture field sent them, read before anything is written. */
interface PictureDetails {
  alt: Map<string, string | null>;
  focal: Map<string, { x: number; y: number }>;
}

/** Reads the pictures' alt text and focal points; refuses a picture that is not in the library. */
async function readPictureDetails(db: Db, values: Record<string, string>): Promise<PictureDetails | { error: string; field: string }> {
  const out: PictureDetails = { alt: new Map(), focal: new Map() };
  let n = 0;
  for (const [key, value] of Object.entries(values)) {
    const alt = /^alt:(.{1,64})$/.exec(key);
    const focal = /^focal:(.{1,64})$/.exec(key);
    if (!alt && !focal) continue;
    // A form carries one field of each kind per picture on the page; more is not the editor's form.
    if (++n > 200) return { error: "Too many picture details in one save.", field: key };
    const id = (alt ?? focal)![1]!;
    const image = await getImage(db, id);
    if (!image) return { error: "That picture is no longer in the Images library. Choose another.", field: key };
    if (alt) {
      const text = value.trim();
      if (text.length > 300) return { error: "Keep the picture's description under 300 characters.", field: key };
      if (text !== (image.alt_text ?? "")) out.alt.set(id, text || null);
    } else {
      // A position off the picture (a stray key press) is left out, as the picture field never sends one.
      const xy = /^(\d{1,3}),(\d{1,3})$/.exec(value.trim());
      if (!xy) continue;
      out.focal.set(id, { x: Math.min(100, Number(xy[1])), y: Math.min(100, Number(xy[2])) });
    }
  }
  return out;
}

/**
 * Saves the page's changes together (decision 0034): the pictures' details, every block and the SEO
 * fields are read and checked first, then written in one transaction, so a refused or failed save
 * changes nothing at all. Returns what happened in one sentence and the blocks saved, or the error.
 */
export async function savePage(
  db: Db,
  path: string,
  values: Record<string, string>,
  actor: string,
): Promise<{ error: string; field?: string; status?: 400 | 404 | 409 } | { message: string; changed: number; saved: string[] }> {
  const page = await findSitePage(db, path);
  if (!page) return { error: "That page no longer exists.", status: 404 };
  const mode: SaveMode = values.mode === "publish" || values.mode === "schedule" ? values.mode : "draft";
  const now = nowIso();
  let at: string | null = null;
  if (mode === "schedule") {
    const when = scheduledTime(values.at ?? "", { goesLive: "the changes go live", schedule: "the changes" }, now);
    if ("error" in when) return { error: when.error, field: "at" };
    at = when.at;
  }
  const pictures = await readPictureDetails(db, values);
  if ("error" in pictures) return pictures;
  const defs = editedBlocks(path);
  const items = await listItemsForPage(db, path);
  const slots = slotItems(defs, items, now);
  const defaults = blockDefaults(path);
  // Long rich text is sanitized off the main thread first (decision 0040); readBlock then finds it done.
  await sanitizeAhead(defs.filter((d) => d.kind === "rich").map((d) => values[`block:${d.id}`]));
  // Read and check every block first: nothing is saved when one is wrong.
  const typed = new Map<string, Partial<StoredBlock>>();
  for (const def of defs) {
    const r = readBlock(def, values);
    if (!r) continue;
    if ("error" in r) return { error: r.error, field: `block:${def.id}` };
    if ("imageId" in r.value && r.value.imageId && !(await getImage(db, r.value.imageId))) {
      return { error: "That picture is no longer in the Images library. Choose another.", field: `block:${def.id}` };
    }
    const current = editorValue(def, slots.get(def.id), defaults);
    if (sameValue(r.value, current)) continue;
    // Someone saved this block (in another tab or on another device) after this form was opened:
    // a block left as it was keeps their change, and one changed here too is refused, not overwritten.
    const opened = values[`present:${def.id}`];
    if (opened && opened !== "1" && opened !== blockFingerprint(current)) {
      if (blockFingerprint(r.value) === opened) continue;
      return { error: blockMessages.changedMeanwhile(def), field: `block:${def.id}`, status: 409 };
    }
    typed.set(def.id, toStored(def, r.value));
  }
  const result = await refusable(() =>
    inTransaction(db, async (tx) => {
      for (const [id, alt] of pictures.alt) await updateImage(tx, id, { alt_text: alt });
      for (const [id, xy] of pictures.focal) await updateImage(tx, id, { focal_x: xy.x, focal_y: xy.y });
      // What goes live: what was typed now, and any change saved as a draft before.
      const saved: string[] = [];
      for (const def of defs) {
        const item = slots.get(def.id);
        const stored = typed.get(def.id);
        const pending = item && mode !== "draft" && (item.draft || !item.is_published || (item.publish_at && item.publish_at > now));
        if (!stored && !pending) continue;
        const r = await saveBlock(tx, path, def, item, stored ?? readDraft(item!) ?? {}, mode, at, actor);
        if (!("item" in r)) throw new Refused(r.error, `block:${def.id}`, r.status);
        saved.push(def.label);
      }
      if (await saveSeoFields(tx, path, values, actor)) saved.push("Search title and description");
      if (pictures.alt.size || pictures.focal.size) saved.push("Picture details");
      return { saved, changed: saved.length };
    }),
  );
  if ("error" in result) return result;
  if (result.changed === 0) return { message: "Nothing had changed, so nothing was saved.", changed: 0, saved: [] };
  const what = `${page.name}`;
  const done = { changed: result.changed, saved: result.saved };
  if (mode === "publish") return { message: `${what} is published: visitors see the changes now.`, ...done };
  if (mode === "schedule") return { message: `${what}: the changes go live ${formatZoned(at)}.`, ...done };
  return { message: `${what}: draft saved. Visitors still see the published page until you publish.`, ...done };
}

/** Writes one block through the one writer of content items (app/services/content-items.server.ts). */
async function saveBlock(
  db: Db,
  path: string,
  def: SectionDef,
  item: ContentItem | undefined,
  stored: Partial<StoredBlock>,
  mode: SaveMode,
  at: string | null,
  actor: string,
): Promise<ItemResult> {
  const type = def.kind === "image" ? ("image" as const) : ("page" as const);
  if (!item) {
    const note = mode === "draft" ? "Draft created in the page editor" : "Created in the page editor";
    const input = { page_path: path, section_id: def.id, type, title: itemTitle(def), ...stored };
    return createItem(db, { ...input, is_published: mode !== "draft", publish_at: mode === "schedule" ? at : null }, actor, note);
  }
  const live = item.is_published && !(item.publish_at && item.publish_at > nowIso());
  // A live block keeps showing its words; the change waits as a draft (until `at`, when scheduled).
  if (live && mode !== "publish") return setPendingChange(db, item.id, stored, mode === "schedule" ? at : null);
  const changes = {
    ...stored,
    is_published: mode !== "draft" || item.is_published,
    publish_at: mode === "schedule" ? at : mode === "publish" ? null : item.publish_at,
    draft: null,
    draft_at: null,
  };
  const note = mode === "publish" ? "Published from the page editor" : mode === "schedule" ? `Scheduled for ${formatZoned(at)}` : "Draft saved";
  return changeItem(db, item.id, changes, actor, note);
}

/**
 * The search title and description typed in the page editor, saved by the one SEO writer in the
 * page's transaction. A Spanish twin gets its row on its first search-field change.
 */
async function saveSeoFields(db: Db, path: string, values: Record<string, string>, actor: string) {
  if (values["seo:title"] === undefined && values["seo:description"] === undefined) return false;
  const title = (values["seo:title"] ?? "").trim() || null;
  const description = (values["seo:description"] ?? "").trim() || null;
  const existing = await getSeoForPath(db, path);
  if (!existing && localeOf(path) === "es" && (title || description)) await seoRowFor(db, path);
  const row = existing ?? (await getSeoForPath(db, path));
  if (!row) return false;
  if (title === row.title && description === row.description) return false;
  const r = await changeSeoInside(db, row, { ...seoSnapshot(row), title, description }, actor, "Saved in the page editor");
  if (!("row" in r)) throw new Refused(r.error, r.field ? `seo:${r.field}` : undefined, r.status);
  return true;
}
