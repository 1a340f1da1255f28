import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type DbHandle } from "../../app/db/client.server";
import { migrateToLatest } from "../../app/db/migrations.server";
import * as content from "../../app/models/content-items.server";
import * as images from "../../app/models/images.server";
import * as seo from "../../app/models/seo-settings.server";
import * as limits from "../../app/models/rate-limit.server";
import { getProfile, saveProfile } from "../../app/models/settings.server";
import * as messages from "../../app/models/contact-messages.server";
import { findStaffArticle, listedArticles } from "../../app/models/articles.server";
import { freshDatabaseUrl, usingPostgres } from "../helpers/db";

let h: DbHandle;

beforeAll(async () => {
  h = openDatabase(await freshDatabaseUrl());
});
afterAll(async () => {
  await h.close();
});

describe(`migrations on ${usingPostgres() ? "PostgreSQL" : "SQLite"}`, () => {
  it("create every table from an empty database, and a second run applies nothing", async () => {
    const applied = await migrateToLatest(h.db);
    expect(applied).toContain("2026-11-22-001-initial");
    const tables = (await h.db.introspection.getTables()).map((t) => t.name);
    for (const t of ["content_items", "images", "seo_settings", "site_settings", "rate_limit_events", "contact_messages"]) {
      expect(tables).toContain(t);
    }
    expect(await migrateToLatest(h.db)).toEqual([]);
  });

  it("runs SQLite in WAL mode with foreign keys on", async () => {
    if (h.dialect !== "sqlite") return expect(h.dialect).toBe("postgres");
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(h.db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(h.db);
    expect(mode.rows[0]!.journal_mode).toBe("wal");
    expect(fk.rows[0]!.foreign_keys).toBe(1);
  });
});

describe("content items", () => {
  it("creates, lists newest first, updates, publishes and deletes", async () => {
    const a = await content.insertContentItem(h.db, { page_path: "/about", section_id: "hero-title", title: "First", content: "<p>a</p>", type: "page" });
    await new Promise((r) => setTimeout(r, 5));
    const b = await content.insertContentItem(h.db, { page_path: "/about", section_id: "intro", type: "component" });
    const list = await content.listContentItems(h.db);
    expect(list.map((i) => i.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect(list[0]!.is_published).toBe(false);
    expect(b.title).toBeNull();

    expect(await content.listPublishedForPage(h.db, "/about")).toEqual([]);
    const updated = await content.updateContentItem(h.db, a.id, { title: "Changed", is_published: true });
    expect(updated).toMatchObject({ title: "Changed", is_published: true, content: "<p>a</p>" });
    expect((await content.listPublishedForPage(h.db, "/about")).map((i) => i.id)).toEqual([a.id]);

    expect(await content.updateContentItem(h.db, "no-such-id", { title: "x" })).toBeNull();
    expect(await content.deleteContentItem(h.db, a.id)).toBe(true);
    expect(await content.getContentItem(h.db, a.id)).toBeNull();
    expect(await content.deleteContentItem(h.db, a.id)).toBe(false);
  });
});

describe("images", () => {
  const base = {
    original_filename: "deck.jpg",
    file_size: 1234,
    mime_type: "image/jpeg",
    alt_text: null,
    width: 800,
    height: 600,
    category: "new-construction",
    caption: null,
  };

  it("creates records, keeps the gallery order, updates and deletes", async () => {
    const one = await images.createImage(h.db, { ...base, filename: "1.jpg", file_path: "uploads/1.jpg", page_path: "/gallery", sort_order: 0 });
    const two = await images.createImage(h.db, { ...base, filename: "2.jpg", file_path: "uploads/2.jpg", page_path: "/gallery", sort_order: 1 });
    const other = await images.createImage(h.db, { ...base, filename: "3.jpg", file_path: "uploads/3.jpg", page_path: null });
    expect((await images.listImages(h.db)).length).toBe(3);
    expect((await images.listGallery(h.db)).map((i) => i.id)).toEqual([one.id, two.id]);
    expect(await images.nextGallerySortOrder(h.db)).toBe(2);

    await images.reorderGallery(h.db, [two.id, one.id]);
    expect((await images.listGallery(h.db)).map((i) => i.id)).toEqual([two.id, one.id]);

    expect(await images.updateImage(h.db, other.id, { alt_text: "A cedar deck" })).toMatchObject({ alt_text: "A cedar deck" });
    expect((await images.getImageByPath(h.db, "uploads/3.jpg"))?.id).toBe(other.id);
    // Taking an image off the gallery keeps its record.
    await images.updateImage(h.db, one.id, { page_path: null });
    expect((await images.listGallery(h.db)).map((i) => i.id)).toEqual([two.id]);
    expect(await images.deleteImage(h.db, one.id)).toBe(true);
    expect(await images.getImage(h.db, one.id)).toBeNull();
  });

  it("refuses two records for one stored file", async () => {
    await images.createImage(h.db, { ...base, filename: "9.jpg", file_path: "uploads/9.jpg", page_path: null });
    await expect(images.createImage(h.db, { ...base, filename: "9.jpg", file_path: "uploads/9.jpg", page_path: null })).rejects.toThrow();
  });
});

describe("SEO settings", () => {
  it("ensures one row per path, updates it, and keeps only string headings", async () => {
    await seo.ensureSeoSetting(h.db, "/about", { title: "About", description: null, h1_tag: null, h2_tags: [], h3_tags: [] });
    await seo.ensureSeoSetting(h.db, "/about", { title: "Other", description: null, h1_tag: null, h2_tags: [], h3_tags: [] });
    await seo.ensureSeoSetting(h.db, "/", { title: "Home", description: null, h1_tag: null, h2_tags: [], h3_tags: [] });
    const rows = await seo.listSeoSettings(h.db);
    expect(rows.map((r) => r.page_path)).toEqual(["/", "/about"]);
    const about = await seo.getSeoForPath(h.db, "/about");
    expect(about?.title).toBe("About");

    const saved = await seo.updateSeoSetting(h.db, about!.id, {
      title: "About us",
      description: "Who we are",
      h1_tag: "About",
      h2_tags: seo.parseHeadingList(" Story , ,Mission,"),
      h3_tags: [],
    });
    expect(saved).toMatchObject({ title: "About us", h2_tags: ["Story", "Mission"], h3_tags: [] });
    expect(await seo.getSeoForPath(h.db, "/missing")).toBeNull();

    await h.db.updateTable("seo_settings").set({ h2_tags: '["ok", 3, null]' }).where("id", "=", about!.id).execute();
    expect((await seo.getSeoSetting(h.db, about!.id))?.h2_tags).toEqual(["ok"]);
    expect(seo.emptyToNull("   ")).toBeNull();
  });
});

describe("site settings", () => {
  it("falls back to content/site.yaml and stores the saved profile", async () => {
    const defaults = await getProfile(h.db);
    expect(defaults.companyName).toBe("Lakeside Ridge Builders");
    await saveProfile(h.db, { ...defaults, phone: "(509) 555-0199" });
    await saveProfile(h.db, { ...defaults, phone: "(509) 555-0177" });
    expect((await getProfile(h.db)).phone).toBe("(509) 555-0177");
  });
});

describe("rate limit events", () => {
  it("counts events within the window only", async () => {
    const limit = { bucket: "test", max: 2, windowMs: 60_000 };
    const now = Date.now();
    await limits.recordEvent(h.db, limit, "k", now - 120_000);
    expect(await limits.countRecent(h.db, limit, "k", now)).toBe(0);
    await limits.recordEvent(h.db, limit, "k", now - 30_000);
    await limits.recordEvent(h.db, limit, "k", now - 10_000);
    expect(await limits.countRecent(h.db, limit, "k", now)).toBe(2);
    expect(await limits.blockedForMinutes(h.db, limit, "k", now)).toBe(1);
    expect(await limits.blockedForMinutes(h.db, limit, "other", now)).toBe(0);
    await limits.clearEvents(h.db, limit, "k");
    expect(await limits.countRecent(h.db, limit, "k", now)).toBe(0);
  });
});

describe("contact messages", () => {
  it("stores a message, lists it, and tracks its notification until sent", async () => {
    const m = await messages.createContactMessage(
      h.db,
      {
        full_name: "Ana",
        email: "ana@example.com",
        phone: null,
        project_type: "Garage",
        preferred_contact: "Email",
        message: "A two-bay garage.",
        ip: "203.0.113.5",
      },
      "pending",
    );
    expect((await messages.listContactMessages(h.db))[0]!.id).toBe(m.id);
    expect((await messages.messagesToNotify(h.db)).map((r) => r.id)).toContain(m.id);
    const later = new Date(Date.now() + 60_000).toISOString();
    await messages.markNotifyFailed(h.db, m.id, "connection refused", later);
    expect(await messages.getContactMessage(h.db, m.id)).toMatchObject({ email_status: "failed", email_attempts: 1, last_error: "connection refused" });
    // Not due before its time, due after.
    expect((await messages.messagesToNotify(h.db)).map((r) => r.id)).not.toContain(m.id);
    expect((await messages.messagesToNotify(h.db, new Date(Date.now() + 61_000).toISOString())).map((r) => r.id)).toContain(m.id);
    await messages.markNotified(h.db, m.id);
    expect(await messages.getContactMessage(h.db, m.id)).toMatchObject({ email_status: "sent", email_attempts: 2, last_error: null });
    expect((await messages.messagesToNotify(h.db, new Date(Date.now() + 61_000).toISOString())).map((r) => r.id)).not.toContain(m.id);
  });
});

describe("articles from published blog items", () => {
  it("lists a published blog item at a new slug, never a draft", async () => {
    const draft = await content.insertContentItem(h.db, { page_path: "/blog/draft-post", section_id: "body", title: "Draft post", content: "x", type: "blog" });
    const live = await content.insertContentItem(h.db, {
      page_path: "/blog/dock-season",
      section_id: "body",
      title: "Dock season",
      content: "## Pilings\n\nCheck them.",
      type: "blog",
      is_published: true,
    });
    const slugs = (await listedArticles(h.db)).map((a) => a.slug);
    expect(slugs).toContain("dock-season");
    expect(slugs).not.toContain("draft-post");
    expect(slugs).toHaveLength(14);
    expect((await findStaffArticle(h.db, "dock-season"))?.html).toContain('<h2 id="pilings">Pilings</h2>');
    expect(await findStaffArticle(h.db, "draft-post")).toBeNull();
    await content.deleteContentItem(h.db, draft.id);
    await content.deleteContentItem(h.db, live.id);
  });
});
