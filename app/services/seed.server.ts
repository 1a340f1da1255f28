import { newItemRow } from "~/models/content-items.server";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { AppServices } from "../platform/services.server";
import { allArticleDocs, allServices, areaPages, bundledGallery, getArea, anyPageCopy } from "../content/files.server";
import { ACCESSIBILITY_PATH, AREAS_PATH, AREA_PATHS, PERMITS_PATH, PRIVACY_PATH } from "~/content/paths";
import { nowIso } from "~/db/client.server";
import { blockDefaults, seededPagePaths } from "~/content/block-defaults.server";
import { itemTitle, toStored } from "~/content/block-values";
import { blockDef } from "~/content/sections";
import { ensureSeoSetting } from "~/models/seo-settings.server";
import { articleDates } from "~/content/blog";
import { createImage, getImageByPath, GALLERY_PATH } from "~/models/images.server";
import { countStaff, createStaff } from "~/models/staff.server";
import { closeSetup, issueSetupCode } from "~/auth/first-start.server";

/** The defaults each public page starts with in the SEO tab (its own copy, from content/). */
export function defaultSeoRows(): Array<{ path: string; title: string; description: string; since?: string }> {
  const page = (name: string, p: string) => {
    const c = anyPageCopy(name);
    return { path: p, title: c.seoTitle, description: c.seoDescription };
  };
  return [
    page("home", "/"),
    page("about", "/about"),
    page("services", "/services"),
    ...allServices().map(({ data: s }) => ({ path: s.path, title: s.seoTitle, description: s.seoDescription })),
    page("gallery", "/gallery"),
    page("about-chelan", "/about-chelan"),
    page("blog", "/blog"),
    ...allArticleDocs().map(({ data: a }) => {
      // An article's row dates from its last revision (or publication), as its sitemap lastmod does.
      const { isoUpdated, isoDate } = articleDates(a);
      const since = isoUpdated ?? isoDate;
      return { path: `/blog/${a.slug}`, title: a.seoTitle, description: a.seoDescription, ...(since ? { since: `${since}T00:00:00.000Z` } : {}) };
    }),
    page("contact", "/contact"),
    page("privacy", PRIVACY_PATH),
    page("accessibility", ACCESSIBILITY_PATH),
    ...[getArea("areas").data, ...areaPages()].map((a) => ({ path: a.path, title: a.seoTitle, description: a.seoDescription })),
  ];
}

async function once(services: Pick<AppServices, "db">, key: string, work: () => Promise<void>) {
  const marker = `seed:${key}`;
  const done = await services.db.selectFrom("site_settings").select("key").where("key", "=", marker).executeTakeFirst();
  if (done) return;
  await work();
  await services.db
    .insertInto("site_settings")
    .values({ key: marker, value: "done", updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** Writes each page's seed blocks as published items, except blocks that already have an item. */
async function seedBlocks(services: Pick<AppServices, "db">, pagePaths: string[]) {
  const now = nowIso();
  const rows = [];
  for (const pagePath of pagePaths) {
    const taken = new Set(
      (await services.db.selectFrom("content_items").select("section_id").where("page_path", "=", pagePath).where("deleted_at", "is", null).execute()).map(
        (r) => r.section_id,
      ),
    );
    for (const [id, value] of Object.entries(blockDefaults(pagePath))) {
      const def = blockDef(pagePath, id);
      if (!def || taken.has(id)) continue;
      // Seeded rows are older than anything staff made, so a staff override still wins its block.
      rows.push(
        newItemRow(
          { page_path: pagePath, section_id: id, title: itemTitle(def), type: "page", is_published: true, ...toStored(def, value) },
          now,
          "2026-11-01T00:00:00.000Z",
        ),
      );
    }
  }
  for (let i = 0; i < rows.length; i += 100)
    await services.db
      .insertInto("content_items")
      .values(rows.slice(i, i + 100))
      .execute();
}

/**
 * Demo content and defaults. Idempotent: a second run adds nothing twice, and what staff
 * changed or removed is never put back (each part runs once, remembered in site_settings).
 */
export async function seed(services: Pick<AppServices, "db" | "storage">) {
  // SEO rows: one per public page; a missing one is added, an existing one is left alone.
  for (const row of defaultSeoRows()) {
    await ensureSeoSetting(services.db, row.path, { title: row.title, description: row.description, h1_tag: null, h2_tags: [], h3_tags: [] }, row.since);
  }
  // Every word of every page, into the database once (decision 0019); a block that already has an
  // item (a published override from before) keeps it.
  await once(services, "blocks-v1", () => seedBlocks(services, seededPagePaths()));
  // The service-area pages and /permits came later: a site seeded before them gets their blocks
  // once too (a fresh install already has them from blocks-v1, so nothing is added twice).
  await once(services, "areas-v1", () => seedBlocks(services, [...AREA_PATHS, PERMITS_PATH]));
  // The privacy notice and the accessibility statement came later still (decision 0033).
  // The /areas hub came after them (decision 0036).
  await once(services, "areas-hub-v1", () => seedBlocks(services, [AREAS_PATH]));
  await once(services, "trust-v1", () => seedBlocks(services, [PRIVACY_PATH, ACCESSIBILITY_PATH]));
  // The first default of "Who is told of your request" promised alerts "at once" even with none
  // on (decision 0054): a block still holding that sentence gets the new default; an edited one is left alone.
  await once(services, "trust-v2", async () => {
    const fresh = blockDefaults(PRIVACY_PATH)["alerts-text"];
    if (!fresh || !("html" in fresh)) return;
    await services.db
      .updateTable("content_items")
      .set({ content: fresh.html })
      .where("page_path", "=", PRIVACY_PATH)
      .where("section_id", "=", "alerts-text")
      .where("content", "like", "%are told at once, in the ways listed here%")
      .execute();
  });
  await once(services, "gallery-v1", async () => {
    for (const [index, entry] of bundledGallery().entries()) {
      const name = path.basename(entry.file);
      const key = `uploads/gallery-${name}`;
      if (await getImageByPath(services.db, key)) continue;
      const body = await readFile(path.resolve("assets/images", entry.file));
      const meta = await sharp(body).metadata();
      await services.storage.put(key, body, "image/jpeg");
      await createImage(services.db, {
        filename: `gallery-${name}`,
        original_filename: name,
        file_path: key,
        file_size: body.length,
        mime_type: "image/jpeg",
        alt_text: entry.caption,
        page_path: GALLERY_PATH,
        width: meta.width ?? null,
        height: meta.height ?? null,
        category: entry.category,
        caption: entry.caption,
        sort_order: index,
      });
    }
  });
}

/**
 * On a start with no account: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or issue a one-time setup
 * code and say where to type it (docs/decisions/0025-first-start-setup.md). Each such start replaces
 * the code, so the newest printed one is the one that works. With an account, any code is dropped.
 */
export async function ensureFirstAccount(services: Pick<AppServices, "auth" | "config" | "db">): Promise<string | null> {
  if ((await countStaff(services.auth)) > 0) {
    await closeSetup(services.db);
    return null;
  }
  const { adminEmail, adminPassword } = services.config;
  if (adminEmail && adminPassword) {
    await createStaff(services.auth, { email: adminEmail, password: adminPassword });
    await closeSetup(services.db);
    return `Created the first staff account for ${adminEmail} (password from ADMIN_PASSWORD).`;
  }
  const code = await issueSetupCode(services.db);
  return [
    "No staff account yet. To create the owner account, open",
    `    ${services.config.siteUrl}/admin`,
    "  and enter this one-time setup code:",
    `    ${code}`,
    "  It works once, for 24 hours. Every start without an account prints a new code; only the newest works.",
    "  (From a shell you can instead run: npm run user -- create --email you@example.com)",
  ].join("\n");
}
