/**
 * The one writer of content items (decision 0034). Every create, change, pending change, trash,
 * restore and version restore, from the page editor, the All items form or a restored version,
 * goes through here: in one transaction, the value is checked against its block's declared kind
 * and limits (the same rules and messages whichever screen sent it), the version is recorded, a
 * redirect is left where a post's address changes, and the model names the pages it touches for
 * the page cache. Reads stay in app/models/content-items.server.ts.
 */
import type { FieldSpec } from "~/admin/history.server";
import { describeVersions } from "~/admin/history.server";
import { ruledColumns, storedBlockError } from "~/content/block-values";
import { contentStatus, formatZoned } from "~/content/schedule";
import { sectionsFor, unknownSectionMessage } from "~/content/sections";
import { staffPostSlug } from "~/content/paths";
import { htmlToText } from "~/content/text";
import type { Db } from "~/db/schema";
import { inTransaction } from "~/db/client.server";
import { getContentItem, hasVisibleItemAt, insertContentItem, moveToTrash, restoreFromTrash, updateContentItem } from "~/models/content-items.server";
import { getImage } from "~/models/images.server";
import { addRedirect, clearRedirectFrom } from "~/models/redirects.server";
import { ensureBaseline, getVersion, listVersions, recordVersion } from "~/models/versions.server";
import {
  historyFields,
  ITEM_FIELD_NAMES,
  fieldLabel,
  fieldMax,
  snapshot,
  type ContentItem,
  type ContentItemChanges,
  type ContentSnapshot,
  type ItemField,
  type ItemValues,
  type NewContentItem,
} from "~/content/item-fields";

export { snapshot, type ContentSnapshot };

/** What a write answers: the item as saved, or why nothing was saved (with the form field to mark). */
export type ItemResult = { item: ContentItem } | { error: string; field?: string; status: 400 | 404 };

const GONE = { error: "That content item no longer exists.", status: 404 } as const;

/** A refusal that ends a transaction without writing: thrown inside, answered outside. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

/** Runs a write that may refuse; a refusal rolls everything back and is answered as a result. */
export async function refusable<T>(work: () => Promise<T>): Promise<T | { error: string; field?: string; status: 400 | 404 }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return { error: error.message, field: error.field, status: error.status };
    throw error;
  }
}

/**
 * Why an item would be refused, or null: the column limits, then its block's kind (a button's link,
 * a card's link, list shape, lengths), a picture that must be in the library, and a section its
 * page has before it may show.
 */
export async function itemError(db: Db, next: ItemValues): Promise<{ error: string; field: string } | null> {
  const def = sectionsFor(next.page_path).find((d) => d.id === next.section_id);
  const ruled: readonly string[] = def ? ruledColumns(def) : [];
  if (def) {
    const problem = storedBlockError(def, next);
    if (problem)
      return {
        error: problem,
        field:
          def.kind === "text" || (def.kind === "link" && next.title && next.title.length > (def.max ?? 0))
            ? "title"
            : def.kind === "image"
              ? "image_id"
              : "content",
      };
  }
  for (const k of ITEM_FIELD_NAMES) {
    const v = next[k];
    const max = ruled.includes(k) ? 0 : fieldMax(k);
    if (max && typeof v === "string" && v.length > max)
      return { error: `${fieldLabel(k)} is too long (${max.toLocaleString("en-US")} characters at most).`, field: k };
  }
  if (next.image_id && !(await getImage(db, next.image_id)))
    return { error: "That picture is no longer in the Images library. Choose another.", field: "image_id" };
  if (next.is_published) {
    const problem = unknownSectionMessage(next.page_path, next.section_id);
    if (problem) return { error: problem, field: "section_id" };
  }
  return null;
}

/** Creates an item (a draft unless told) and records its first version. */
export async function createItem(db: Db, input: NewContentItem, actor: string, note = "Created"): Promise<ItemResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const problem = await itemError(tx, { ...blank(), ...given, is_published: input.is_published ?? false } as ItemValues);
      if (problem) throw new Refused(problem.error, problem.field);
      const item = await insertContentItem(tx, input);
      await recordVersion(tx, { entity: "content", entity_id: item.id, data: snapshot(item), actor, note });
      return { item };
    }),
  );
}

/** An item with nothing set: every written column null, then what a column cannot be without. */
function blank(): ItemValues {
  const empty = Object.fromEntries(ITEM_FIELD_NAMES.map((k) => [k, null]));
  return { ...empty, page_path: "/", section_id: "", type: "page", is_published: false } as ItemValues;
}

/** A post that is a page of its own (a staff post at /blog/{slug}): moving it leaves a redirect. */
const isOwnPage = (i: Pick<ContentItem, "type" | "page_path">) => i.type === "blog" && staffPostSlug(i.page_path) !== null;

/**
 * Changes an item not in Deleted items: checked by its rules, a version kept, and when a published
 * post moves, a 301 left at its old address.
 */
export async function changeItem(db: Db, id: string, changes: ContentItemChanges, actor: string, note: string): Promise<ItemResult> {
  return refusable(() => inTransaction(db, (tx) => changeInside(tx, id, changes, actor, note)));
}

async function changeInside(tx: Db, id: string, given: ContentItemChanges, actor: string, note: string): Promise<ItemResult> {
  // A field the form did not carry (undefined) stays as it is.
  const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as ContentItemChanges;
  const before = await getContentItem(tx, id);
  if (!before || before.deleted_at) throw new Refused(GONE.error, undefined, 404);
  const problem = await itemError(tx, { ...before, ...changes });
  if (problem) throw new Refused(problem.error, problem.field);
  await ensureBaseline(tx, "content", before.id, snapshot(before), before.updated_at);
  const after = await updateContentItem(tx, before.id, changes);
  if (!after) throw new Refused(GONE.error, undefined, 404);
  if (changedSnapshot(before, after)) await recordVersion(tx, { entity: "content", entity_id: after.id, data: snapshot(after), actor, note });
  const moved = before.page_path !== after.page_path;
  if (moved && isOwnPage(before) && contentStatus(before) === "Published" && !(await hasVisibleItemAt(tx, before.page_path))) {
    await addRedirect(tx, before.page_path, after.page_path, actor);
  }
  if (isOwnPage(after) && after.is_published) await clearRedirectFrom(tx, after.page_path);
  return { item: after };
}

const changedSnapshot = (a: ItemValues, b: ItemValues) => JSON.stringify(snapshot(a)) !== JSON.stringify(snapshot(b));

/**
 * Keeps a change of a live block waiting (decision 0019): visitors keep the published words until
 * it is published or its time comes. Checked by the same rules as a change that goes live.
 */
export async function setPendingChange(
  db: Db,
  id: string,
  pending: Partial<Pick<ItemValues, "title" | "content" | "image_id">>,
  at: string | null,
): Promise<ItemResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const before = await getContentItem(tx, id);
      if (!before || before.deleted_at) throw new Refused(GONE.error, undefined, 404);
      const problem = await itemError(tx, { ...before, ...pending });
      if (problem) throw new Refused(problem.error, problem.field);
      const after = await updateContentItem(tx, id, { draft: JSON.stringify(pending), draft_at: at });
      if (!after) throw new Refused(GONE.error, undefined, 404);
      return { item: after };
    }),
  );
}

/** Moves an item to Deleted items, with a version saying so. */
export async function trashItem(db: Db, id: string, actor: string): Promise<ItemResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const item = await getContentItem(tx, id);
      if (!item || item.deleted_at || !(await moveToTrash(tx, item.id))) throw new Refused(GONE.error, undefined, 404);
      await ensureBaseline(tx, "content", item.id, snapshot(item), item.updated_at);
      await recordVersion(tx, { entity: "content", entity_id: item.id, data: snapshot(item), actor, note: "Moved to Deleted items" });
      return { item };
    }),
  );
}

/** Brings an item back from Deleted items, as it was. */
export async function untrashItem(db: Db, id: string, actor: string): Promise<ItemResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const item = await restoreFromTrash(tx, id);
      if (!item) throw new Refused("That item is no longer in Deleted items.", undefined, 404);
      await recordVersion(tx, { entity: "content", entity_id: item.id, data: snapshot(item), actor, note: "Restored from Deleted items" });
      if (isOwnPage(item) && item.is_published) await clearRedirectFrom(tx, item.page_path);
      return { item };
    }),
  );
}

/** Brings an earlier version's words and place back as a new version; publishing stays as it is. */
export async function restoreItemVersion(db: Db, versionId: string, actor: string): Promise<ItemResult & { versionAt?: string }> {
  const version = await getVersion<ContentSnapshot>(db, versionId);
  if (!version || version.entity !== "content") return { error: "That version or its item no longer exists.", status: 404 };
  const d = version.data;
  // The words and the place come back; whether and when it is published stays as it is now.
  const kept = new Set<ItemField>(["type", "is_published", "publish_at", "unpublish_at"]);
  const restored = Object.fromEntries(ITEM_FIELD_NAMES.filter((k) => !kept.has(k)).map((k) => [k, d[k] ?? null])) as ContentItemChanges;
  const result = await changeItem(db, version.entity_id, restored, actor, `Restored the version of ${formatZoned(version.created_at)}`);
  return "item" in result ? { ...result, versionAt: version.created_at } : result;
}

/** A block's words as the History compares them: rich text as its text, lists and cards as lines. */
function readableContent(content: string | null) {
  if (!content) return content;
  const t = content.trimStart();
  if (t.startsWith("[")) {
    try {
      const v = JSON.parse(t) as unknown[];
      return v.map((e) => (typeof e === "string" ? e : Object.values(e as Record<string, string>).join(": "))).join("\n");
    } catch {
      return content;
    }
  }
  return t.startsWith("<") ? htmlToText(content, { lines: true }) : content;
}

export const CONTENT_FIELDS: FieldSpec<ContentSnapshot>[] = historyFields(readableContent);

/** The History list of one item's edit view. */
export async function contentHistory(db: Db, id: string) {
  return describeVersions(await listVersions<ContentSnapshot>(db, "content", id), CONTENT_FIELDS);
}
