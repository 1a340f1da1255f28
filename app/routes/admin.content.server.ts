import { htmlToText } from "~/content/text";
import type { IntentHandler } from "~/admin/action.server";
import type { FieldSpec } from "~/admin/history.server";
import { describeVersions } from "~/admin/history.server";
import { contentStatus, formatZoned, TRASH_DAYS } from "~/content/schedule";
import { unknownSectionMessage } from "~/content/sections";
import type { ContentItem } from "~/content/types";
import { staffPostSlug } from "~/content/paths";
import type { Db } from "~/db/schema";
import { contentCreateSchema, contentUpdateSchema } from "~/forms/content";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import {
  createContentItem,
  getContentItem,
  hasVisibleItemAt,
  moveToTrash,
  restoreFromTrash,
  updateContentItem,
  type ContentItemChanges,
} from "~/models/content-items.server";
import { addRedirect, clearRedirectFrom } from "~/models/redirects.server";
import { ensureBaseline, getVersion, listVersions, recordVersion } from "~/models/versions.server";
import { getImage } from "~/models/images.server";

/** What a content item's history keeps of it. */
export type ContentSnapshot = Pick<
  ContentItem,
  "page_path" | "section_id" | "title" | "content" | "type" | "is_published" | "publish_at" | "unpublish_at" | "category" | "excerpt" | "image_id" | "cta_label"
>;

export const snapshot = (i: ContentItem): ContentSnapshot => ({
  page_path: i.page_path,
  section_id: i.section_id,
  title: i.title,
  content: i.content,
  type: i.type,
  is_published: i.is_published,
  publish_at: i.publish_at,
  unpublish_at: i.unpublish_at,
  category: i.category,
  excerpt: i.excerpt,
  image_id: i.image_id,
  cta_label: i.cta_label,
});

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

export const CONTENT_FIELDS: FieldSpec<ContentSnapshot>[] = [
  { label: "Title", read: (d) => d.title, kind: "text" },
  { label: "Content", read: (d) => readableContent(d.content), kind: "text" },
  { label: "Page path", read: (d) => d.page_path, kind: "value" },
  { label: "Section id", read: (d) => d.section_id, kind: "value" },
  { label: "Published", read: (d) => d.is_published, kind: "value", show: (v) => (v ? "Yes" : "No") },
  { label: "Publish at", read: (d) => d.publish_at, kind: "value", show: (v) => formatZoned(v as string | null) || "(none)" },
  { label: "Unpublish at", read: (d) => d.unpublish_at, kind: "value", show: (v) => formatZoned(v as string | null) || "(none)" },
  { label: "Category", read: (d) => d.category, kind: "value" },
  { label: "Excerpt", read: (d) => d.excerpt, kind: "text" },
  { label: "Picture", read: (d) => d.image_id, kind: "value", show: (v) => (v ? "a picture from the library" : "the drawing") },
  { label: "Button label", read: (d) => d.cta_label, kind: "value" },
];

/** The details a staff post or a new service page may carry; "" becomes null. A picture must be in the library. */
/** Each detail: a value, null to clear it, or undefined when the form did not have the field (left as it is). */
type Details = { [K in "category" | "excerpt" | "image_id" | "cta_label"]?: string | null };

async function pageDetails(
  db: Db,
  v: { category?: string; excerpt?: string; image_id?: string; cta_label?: string },
): Promise<{ error: string } | { details: Details }> {
  const read = (x: string | undefined) => (x === undefined ? undefined : x.trim() || null);
  const image_id = read(v.image_id);
  if (image_id && !(await getImage(db, image_id))) return { error: "That picture is no longer in the Images library. Choose another." };
  return { details: { category: read(v.category), excerpt: read(v.excerpt), image_id, cta_label: read(v.cta_label) } };
}

/** The History list of one item's edit view. */
export async function contentHistory(db: Db, id: string) {
  return describeVersions(await listVersions<ContentSnapshot>(db, "content", id), CONTENT_FIELDS);
}

/** A post that is a page of its own (a staff post at /blog/{slug}): moving it leaves a redirect. */
const isOwnPage = (i: Pick<ContentItem, "type" | "page_path">) => i.type === "blog" && staffPostSlug(i.page_path) !== null;

/**
 * Saves changes to an item the way every path does (the edit form, a restored version): refuses
 * an item that would show in a section its page does not have, keeps a version, and when a
 * published post moves, leaves a 301 at its old path.
 */
type SaveResult = { error: string | null } | { item: ContentItem };

export async function saveItem(db: Db, before: ContentItem, changes: ContentItemChanges, actor: string, note: string): Promise<SaveResult> {
  const next = { ...before, ...changes };
  const willShow = next.is_published;
  if (willShow) {
    const problem = unknownSectionMessage(next.page_path, next.section_id);
    if (problem) return { error: problem };
  }
  await ensureBaseline(db, "content", before.id, snapshot(before), before.updated_at);
  const after = await updateContentItem(db, before.id, changes);
  if (!after) return { error: null };
  await recordVersion(db, { entity: "content", entity_id: after.id, data: snapshot(after), actor, note });
  const moved = before.page_path !== after.page_path;
  if (moved && isOwnPage(before) && contentStatus(before) === "Published" && !(await hasVisibleItemAt(db, before.page_path))) {
    await addRedirect(db, before.page_path, after.page_path, actor);
  }
  if (isOwnPage(after) && after.is_published) await clearRedirectFrom(db, after.page_path);
  return { item: after };
}

/** Admin → Content: create, update, delete (to Deleted items), restore, and restore a version. */
export const contentIntents: Record<string, IntentHandler> = {
  "content-create": {
    errorTitle: "Error creating content",
    async run({ values, context, user }) {
      const p = parseForm(contentCreateSchema, { ...values, type: values.type || "page" });
      if (!p.ok) return { notice: fail("content-create", "Error creating content", p.formError) };
      const { db } = context.services;
      const d = await pageDetails(db, p.data);
      if ("error" in d) return { notice: fail("content-create", "Error creating content", d.error, { fieldErrors: { image_id: d.error } }) };
      const item = await createContentItem(db, {
        page_path: p.data.page_path,
        section_id: p.data.section_id,
        type: p.data.type,
        title: p.data.title?.trim() || null,
        content: p.data.content ?? null,
        ...d.details,
      });
      await recordVersion(db, { entity: "content", entity_id: item.id, data: snapshot(item), actor: user.email, note: "Created" });
      // "Created" never silently means "live": the notice says it is a draft until published.
      return {
        notice: ok("content-create", "Content created successfully", {
          id: item.id,
          description: "It is a draft: visitors will not see it until you tick Published and save.",
        }),
      };
    },
  },
  "content-update": {
    errorTitle: "Error updating content",
    async run({ values, context, user }) {
      const p = parseForm(contentUpdateSchema, { ...values, is_published: values.is_published === "on" || values.is_published === "true" });
      if (!p.ok) return { notice: fail("content-update", "Error updating content", p.formError, { fieldErrors: p.fieldErrors }) };
      const { db } = context.services;
      const before = await getContentItem(db, p.data.id);
      if (!before || before.deleted_at) return { notice: fail("content-update", "Error updating content", "That content item no longer exists."), status: 404 };
      const d = await pageDetails(db, p.data);
      if ("error" in d) return { notice: fail("content-update", "Error updating content", d.error, { fieldErrors: { image_id: d.error } }) };
      const now = new Date().toISOString();
      // A future "Publish at" schedules the item even when Published is not ticked; a past one
      // with Published unticked is dropped, so unticking always takes an item down.
      const scheduled = Boolean(p.data.publish_at && p.data.publish_at > now);
      const is_published = p.data.is_published || scheduled;
      const publish_at = is_published ? p.data.publish_at : null;
      if (p.data.unpublish_at && p.data.unpublish_at <= now && is_published) {
        return {
          notice: fail("content-update", "Error updating content", "Unpublish at is already past: clear it or pick a later time.", {
            fieldErrors: { unpublish_at: "Pick a time in the future." },
          }),
        };
      }
      const result = await saveItem(
        db,
        before,
        {
          page_path: p.data.page_path ?? before.page_path,
          section_id: p.data.section_id ?? before.section_id,
          title: p.data.title.trim() || null,
          content: p.data.content,
          is_published,
          publish_at,
          unpublish_at: p.data.unpublish_at,
          ...d.details,
        },
        user.email,
        "Saved",
      );
      if ("error" in result) {
        if (result.error === null) return { notice: fail("content-update", "Error updating content", "That content item no longer exists."), status: 404 };
        return { notice: fail("content-update", "Error updating content", result.error, { fieldErrors: { section_id: result.error } }) };
      }
      const status = contentStatus(result.item);
      const description = status === "Scheduled" ? `Scheduled to publish ${formatZoned(result.item.publish_at)}.` : undefined;
      return { notice: ok("content-update", "Content updated successfully", { id: result.item.id, description }) };
    },
  },
  "content-delete": {
    errorTitle: "Error deleting content",
    async run({ values, context, user }) {
      const { db } = context.services;
      const item = await getContentItem(db, values.id ?? "");
      if (!item || item.deleted_at || !(await moveToTrash(db, item.id))) {
        return { notice: fail("content-delete", "Error deleting content", "That content item no longer exists."), status: 404 };
      }
      await ensureBaseline(db, "content", item.id, snapshot(item), item.updated_at);
      await recordVersion(db, { entity: "content", entity_id: item.id, data: snapshot(item), actor: user.email, note: "Moved to Deleted items" });
      return {
        notice: ok("content-delete", "Content deleted", { description: `“${item.title || "Untitled"}” is in Deleted items for ${TRASH_DAYS} days.` }),
      };
    },
  },
  "content-untrash": {
    errorTitle: "Error restoring content",
    async run({ values, context, user }) {
      const { db } = context.services;
      const item = await restoreFromTrash(db, values.id ?? "");
      if (!item) return { notice: fail("content-untrash", "Error restoring content", "That item is no longer in Deleted items."), status: 404 };
      await recordVersion(db, { entity: "content", entity_id: item.id, data: snapshot(item), actor: user.email, note: "Restored from Deleted items" });
      if (isOwnPage(item) && item.is_published) await clearRedirectFrom(db, item.page_path);
      return { notice: ok("content-untrash", "Content restored", { description: `“${item.title || "Untitled"}” is back in the Content list.` }) };
    },
  },
  "content-restore-version": {
    errorTitle: "Error restoring content",
    async run({ values, context, user }) {
      const { db } = context.services;
      const version = await getVersion<ContentSnapshot>(db, values.version_id ?? "");
      const item = version?.entity === "content" ? await getContentItem(db, version.entity_id) : null;
      if (!version || !item || item.deleted_at) {
        return { notice: fail("content-restore-version", "Error restoring content", "That version or its item no longer exists."), status: 404 };
      }
      // The words and the place come back; whether and when it is published stays as it is now.
      const result = await saveItem(
        db,
        item,
        {
          title: version.data.title,
          content: version.data.content,
          page_path: version.data.page_path,
          section_id: version.data.section_id,
          category: version.data.category ?? null,
          excerpt: version.data.excerpt ?? null,
          image_id: version.data.image_id ?? null,
          cta_label: version.data.cta_label ?? null,
        },
        user.email,
        `Restored the version of ${formatZoned(version.created_at)}`,
      );
      if ("error" in result) {
        return {
          notice: fail("content-restore-version", "Error restoring content", result.error ?? "That content item no longer exists."),
          status: result.error ? 400 : 404,
        };
      }
      return {
        notice: ok("content-restore-version", "Version restored", {
          description: `“${result.item.title || "Untitled"}” is as it was on ${formatZoned(version.created_at)}.`,
        }),
      };
    },
  },
};
