import type { IntentHandler } from "~/admin/action.server";
import { contentCreateSchema, contentUpdateSchema } from "~/forms/content";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import { createContentItem, deleteContentItem, updateContentItem } from "~/models/content-items.server";

/** Admin → Content: create, update and delete content items. */
export const contentIntents: Record<string, IntentHandler> = {
  "content-create": {
    errorTitle: "Error creating content",
    async run({ values, context }) {
      const p = parseForm(contentCreateSchema, { ...values, type: values.type || "page" });
      if (!p.ok) return { notice: fail("content-create", "Error creating content", p.formError) };
      const item = await createContentItem(context.services.db, { ...p.data, title: p.data.title?.trim() || null, content: p.data.content ?? null });
      return { notice: ok("content-create", "Content created successfully", { id: item.id }) };
    },
  },
  "content-update": {
    errorTitle: "Error updating content",
    async run({ values, context }) {
      const p = parseForm(contentUpdateSchema, { ...values, is_published: values.is_published === "on" || values.is_published === "true" });
      if (!p.ok) return { notice: fail("content-update", "Error updating content", p.formError) };
      const item = await updateContentItem(context.services.db, p.data.id, {
        title: p.data.title.trim() || null,
        content: p.data.content,
        is_published: p.data.is_published,
      });
      if (!item) return { notice: fail("content-update", "Error updating content", "That content item no longer exists."), status: 404 };
      return { notice: ok("content-update", "Content updated successfully", { id: item.id }) };
    },
  },
  "content-delete": {
    errorTitle: "Error deleting content",
    async run({ values, context }) {
      const deleted = await deleteContentItem(context.services.db, values.id ?? "");
      if (!deleted) return { notice: fail("content-delete", "Error deleting content", "That content item no longer exists."), status: 404 };
      return { notice: ok("content-delete", "Content deleted") };
    },
  },
};
