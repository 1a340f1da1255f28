import type { IntentHandler } from "~/admin/action.server";
import { describeVersions, type FieldSpec } from "~/admin/history.server";
import type { SeoFields } from "~/content/types";
import { formatZoned } from "~/content/schedule";
import type { Db } from "~/db/schema";
import { fail, ok } from "~/forms/notice";
import { seoSaveSchema } from "~/forms/seo";
import { parseForm } from "~/forms/validate";
import { stopRedirect } from "~/services/redirects.server";
import { emptyToNull, getSeoForPath, getSeoSetting, parseHeadingList } from "~/models/seo-settings.server";
import { getVersion, listVersions } from "~/models/versions.server";
import { changeSeo } from "~/services/seo.server";

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

/** Admin → SEO: save one page's settings, restore an earlier version, remove a redirect. */
export const seoIntents: Record<string, IntentHandler> = {
  "seo-save": {
    errorTitle: "Failed to update SEO settings",
    async run({ values, context, user }) {
      const p = parseForm(seoSaveSchema, values);
      if (!p.ok) return { notice: fail("seo-save", "Failed to update SEO settings", p.formError) };
      const { db } = context.services;
      const before = await getSeoSetting(db, p.data.id);
      const r = before
        ? await changeSeo(
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
      if (!r || !("row" in r))
        return {
          notice: fail(
            "seo-save",
            "Failed to update SEO settings",
            r?.error ?? "That page's settings no longer exist.",
            r?.field ? { fieldErrors: { [r.field]: r.error } } : {},
          ),
          status: r?.status ?? 404,
        };
      return { notice: ok("seo-save", "SEO settings updated successfully", { id: r.row.id }) };
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
      const r = await changeSeo(db, before, version.data, user.email, `Restored the version of ${formatZoned(version.created_at)}`);
      if (!("row" in r)) return { notice: fail("seo-restore-version", "Failed to update SEO settings", r.error), status: r.status };
      return {
        notice: ok("seo-restore-version", "Version restored", { description: `${before.page_path} is as it was on ${formatZoned(version.created_at)}.` }),
      };
    },
  },
  "redirect-remove": {
    errorTitle: "Failed to remove the redirect",
    async run({ values, context }) {
      const from = values.from_path ?? "";
      if (!(await stopRedirect(context.services.db, from))) {
        return { notice: fail("redirect-remove", "Failed to remove the redirect", "That redirect no longer exists."), status: 404 };
      }
      return { notice: ok("redirect-remove", "Redirect removed", { description: `${from} no longer points anywhere.` }) };
    },
  },
};
