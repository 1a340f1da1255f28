import type { IntentHandler } from "~/admin/action.server";
import { describeVersions, type FieldSpec } from "~/admin/history.server";
import type { SeoFields, SeoSetting } from "~/content/types";
import { formatZoned } from "~/content/schedule";
import type { Db } from "~/db/schema";
import { fail, ok } from "~/forms/notice";
import { seoSaveSchema } from "~/forms/seo";
import { parseForm } from "~/forms/validate";
import { removeRedirect } from "~/models/redirects.server";
import { emptyToNull, getSeoForPath, getSeoSetting, parseHeadingList, updateSeoSetting } from "~/models/seo-settings.server";
import { ensureBaseline, getVersion, listVersions, recordVersion } from "~/models/versions.server";

const snapshot = (r: SeoSetting): SeoFields => ({ title: r.title, description: r.description, h1_tag: r.h1_tag, h2_tags: r.h2_tags, h3_tags: r.h3_tags });

const SEO_FIELDS: FieldSpec<SeoFields>[] = [
  { label: "Title", read: (d) => d.title, kind: "text" },
  { label: "Description", read: (d) => d.description, kind: "text" },
  { label: "H1", read: (d) => d.h1_tag, kind: "text" },
  { label: "H2 headings", read: (d) => d.h2_tags, kind: "text" },
  { label: "H3 headings", read: (d) => d.h3_tags, kind: "text" },
];

/** The History list of one page's SEO settings. */
export async function seoHistory(db: Db, pagePath: string) {
  return describeVersions(await listVersions<SeoFields>(db, "seo", pagePath), SEO_FIELDS);
}

/** Saves a page's SEO fields and keeps the version. */
async function saveSeo(db: Db, before: SeoSetting, fields: SeoFields, actor: string, note: string) {
  await ensureBaseline(db, "seo", before.page_path, snapshot(before), before.updated_at);
  const row = await updateSeoSetting(db, before.id, fields);
  if (row) await recordVersion(db, { entity: "seo", entity_id: row.page_path, data: snapshot(row), actor, note });
  return row;
}

/** Admin → SEO: save one page's settings, restore an earlier version, remove a redirect. */
export const seoIntents: Record<string, IntentHandler> = {
  "seo-save": {
    errorTitle: "Failed to update SEO settings",
    async run({ values, context, user }) {
      const p = parseForm(seoSaveSchema, values);
      if (!p.ok) return { notice: fail("seo-save", "Failed to update SEO settings", p.formError) };
      const { db } = context.services;
      const before = await getSeoSetting(db, p.data.id);
      const row = before
        ? await saveSeo(
            db,
            before,
            {
              title: emptyToNull(p.data.title),
              description: emptyToNull(p.data.description),
              h1_tag: emptyToNull(p.data.h1_tag),
              h2_tags: parseHeadingList(p.data.h2_tags),
              h3_tags: parseHeadingList(p.data.h3_tags),
            },
            user.email,
            "Saved",
          )
        : null;
      if (!row) return { notice: fail("seo-save", "Failed to update SEO settings", "That page's settings no longer exist."), status: 404 };
      return { notice: ok("seo-save", "SEO settings updated successfully", { id: row.id }) };
    },
  },
  "seo-restore-version": {
    errorTitle: "Failed to update SEO settings",
    async run({ values, context, user }) {
      const { db } = context.services;
      const version = await getVersion<SeoFields>(db, values.version_id ?? "");
      const before = version?.entity === "seo" ? await getSeoForPath(db, version.entity_id) : null;
      if (!version || !before)
        return { notice: fail("seo-restore-version", "Failed to update SEO settings", "That version or its page no longer exists."), status: 404 };
      await saveSeo(db, before, version.data, user.email, `Restored the version of ${formatZoned(version.created_at)}`);
      return {
        notice: ok("seo-restore-version", "Version restored", { description: `${before.page_path} is as it was on ${formatZoned(version.created_at)}.` }),
      };
    },
  },
  "redirect-remove": {
    errorTitle: "Failed to remove the redirect",
    async run({ values, context }) {
      const from = values.from_path ?? "";
      if (!(await removeRedirect(context.services.db, from))) {
        return { notice: fail("redirect-remove", "Failed to remove the redirect", "That redirect no longer exists."), status: 404 };
      }
      return { notice: ok("redirect-remove", "Redirect removed", { description: `${from} no longer points anywhere.` }) };
    },
  },
};
