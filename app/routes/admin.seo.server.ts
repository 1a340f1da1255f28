import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { seoSaveSchema } from "~/forms/seo";
import { parseForm } from "~/forms/validate";
import { emptyToNull, parseHeadingList, updateSeoSetting } from "~/models/seo-settings.server";

/** Admin → SEO: save one page's settings. */
export const seoIntents: Record<string, IntentHandler> = {
  "seo-save": {
    errorTitle: "Failed to update SEO settings",
    async run({ values, context }) {
      const p = parseForm(seoSaveSchema, values);
      if (!p.ok) return { notice: fail("seo-save", "Failed to update SEO settings", p.formError) };
      const row = await updateSeoSetting(context.services.db, p.data.id, {
        title: emptyToNull(p.data.title),
        description: emptyToNull(p.data.description),
        h1_tag: emptyToNull(p.data.h1_tag),
        h2_tags: parseHeadingList(p.data.h2_tags),
        h3_tags: parseHeadingList(p.data.h3_tags),
      });
      if (!row) return { notice: fail("seo-save", "Failed to update SEO settings", "That page's settings no longer exist."), status: 404 };
      return { notice: ok("seo-save", "SEO settings updated successfully", { id: row.id }) };
    },
  },
};
