/**
 * Admin → Content, All items: the form's fields read and answered. Every write goes through the
 * one writer of content items (app/services/content-items.server.ts, decision 0034), which checks the value
 * by its block's rules, so this form and the page editor refuse the same things with the same words.
 */
import type { IntentHandler } from "~/admin/action.server";
import { contentStatus, formatZoned, TRASH_DAYS } from "~/content/schedule";
import { changeItem, contentHistory, createItem, restoreItemVersion, trashItem, untrashItem, type ItemResult } from "~/services/content-items.server";
import { contentCreateSchema, contentUpdateSchema } from "~/forms/content";
import { DETAIL_FIELDS } from "~/content/item-fields";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import { clockDate } from "~/platform/clock";

export { contentHistory };

/** "" becomes null; a field the form did not have stays as it is (undefined). */
const read = (x: string | undefined) => (x === undefined ? undefined : x.trim() || null);

/** The optional details the form carried (DETAIL_FIELDS of the field list). */
const readDetails = (data: Record<string, unknown>) => Object.fromEntries(DETAIL_FIELDS.map((k) => [k, read(data[k] as string | undefined)]));

function refused(intent: string, title: string, r: Exclude<ItemResult, { item: unknown }>) {
  return { notice: fail(intent, title, r.error, r.field ? { fieldErrors: { [r.field]: r.error } } : {}), status: r.status };
}

/** Admin → Content: create, update, delete (to Deleted items), restore, and restore a version. */
export const contentIntents: Record<string, IntentHandler> = {
  "content-create": {
    errorTitle: "Error creating content",
    async run({ values, context, user }) {
      const p = parseForm(contentCreateSchema, { ...values, type: values.type || "page" });
      if (!p.ok) return { notice: fail("content-create", "Error creating content", p.formError) };
      const r = await createItem(
        context.services.db,
        {
          page_path: p.data.page_path,
          section_id: p.data.section_id,
          type: p.data.type,
          title: p.data.title?.trim() || null,
          content: p.data.content ?? null,
          ...readDetails(p.data),
        },
        user.email,
      );
      if (!("item" in r)) return refused("content-create", "Error creating content", r);
      // "Created" never silently means "live": the notice says it is a draft until published.
      return {
        notice: ok("content-create", "Content created successfully", {
          id: r.item.id,
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
      const now = clockDate().toISOString();
      // A future "Publish at" schedules the item even when Published is not ticked; a past one
      // with Published unticked is dropped, so unticking always takes an item down.
      const scheduled = Boolean(p.data.publish_at && p.data.publish_at > now);
      const is_published = p.data.is_published || scheduled;
      if (p.data.unpublish_at && p.data.unpublish_at <= now && is_published) {
        return {
          notice: fail("content-update", "Error updating content", "Unpublish at is already past: clear it or pick a later time.", {
            fieldErrors: { unpublish_at: "Pick a time in the future." },
          }),
        };
      }
      const r = await changeItem(
        context.services.db,
        p.data.id,
        {
          ...(p.data.page_path ? { page_path: p.data.page_path } : {}),
          ...(p.data.section_id ? { section_id: p.data.section_id } : {}),
          title: p.data.title.trim() || null,
          content: p.data.content,
          is_published,
          publish_at: is_published ? p.data.publish_at : null,
          unpublish_at: p.data.unpublish_at,
          ...readDetails(p.data),
        },
        user.email,
        "Saved",
      );
      if (!("item" in r)) return refused("content-update", "Error updating content", r);
      const description = contentStatus(r.item) === "Scheduled" ? `Scheduled to publish ${formatZoned(r.item.publish_at)}.` : undefined;
      return { notice: ok("content-update", "Content updated successfully", { id: r.item.id, description }) };
    },
  },
  "content-delete": {
    errorTitle: "Error deleting content",
    async run({ values, context, user }) {
      const r = await trashItem(context.services.db, values.id ?? "", user.email);
      if (!("item" in r)) return refused("content-delete", "Error deleting content", r);
      return {
        notice: ok("content-delete", "Content deleted", { description: `“${r.item.title || "Untitled"}” is in Deleted items for ${TRASH_DAYS} days.` }),
      };
    },
  },
  "content-untrash": {
    errorTitle: "Error restoring content",
    async run({ values, context, user }) {
      const r = await untrashItem(context.services.db, values.id ?? "", user.email);
      if (!("item" in r)) return refused("content-untrash", "Error restoring content", r);
      return { notice: ok("content-untrash", "Content restored", { description: `“${r.item.title || "Untitled"}” is back in the Content list.` }) };
    },
  },
  "content-restore-version": {
    errorTitle: "Error restoring content",
    async run({ values, context, user }) {
      const r = await restoreItemVersion(context.services.db, values.version_id ?? "", user.email);
      if (!("item" in r)) {
        const gone = r.status === 404;
        return refused("content-restore-version", "Error restoring content", gone ? { ...r, error: "That version or its item no longer exists." } : r);
      }
      const at = formatZoned(r.versionAt);
      return { notice: ok("content-restore-version", "Version restored", { description: `“${r.item.title || "Untitled"}” is as it was on ${at}.` }) };
    },
  },
};
