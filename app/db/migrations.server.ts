// Longer than 300 lines: every migration since the first, in order, as Kysely requires; a migration is never edited once shipped.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";

/**
 * The schema, as ordered migrations that run unchanged on SQLite and PostgreSQL.
 * Only portable column types are used: text, integer, and JSON kept in text.
 * Never edit a migration that has shipped; add a new one.
 */
const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("content_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("page_path", "text", (c) => c.notNull())
        .addColumn("section_id", "text", (c) => c.notNull())
        .addColumn("title", "text")
        .addColumn("content", "text")
        .addColumn("type", "text", (c) => c.notNull().defaultTo("page"))
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("content_items_page_section").on("content_items").columns(["page_path", "section_id"]).execute();

      await db.schema
        .createTable("images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("filename", "text", (c) => c.notNull())
        .addColumn("original_filename", "text", (c) => c.notNull())
        .addColumn("file_path", "text", (c) => c.notNull().unique())
        .addColumn("file_size", "integer")
        .addColumn("mime_type", "text")
        .addColumn("alt_text", "text")
        .addColumn("page_path", "text")
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addColumn("category", "text")
        .addColumn("caption", "text")
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("images_page_path_sort").on("images").columns(["page_path", "sort_order"]).execute();

      await db.schema
        .createTable("seo_settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("page_path", "text", (c) => c.notNull().unique())
        .addColumn("title", "text")
        .addColumn("description", "text")
        .addColumn("h1_tag", "text")
        .addColumn("h2_tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("h3_tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("site_settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("rate_limit_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limit_events_lookup").on("rate_limit_events").columns(["bucket", "key", "created_at"]).execute();

      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("project_type", "text")
        .addColumn("preferred_contact", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("ip", "text")
        .addColumn("email_status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("email_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ["contact_messages", "rate_limit_events", "site_settings", "seo_settings", "images", "content_items"]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  },
  "2026-11-23-002-leads-staff": {
    async up(db: Kysely<any>) {
      // Leads: where each contact message stands, and a private note.
      await db.schema
        .alterTable("contact_messages")
        .addColumn("lead_status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("contact_messages").addColumn("note", "text").execute();
      await db.schema.createIndex("contact_messages_lead_status").on("contact_messages").columns(["lead_status", "created_at"]).execute();

      // Single-use links (staff invitations, password resets); only a hash of the token is kept.
      await db.schema
        .createTable("staff_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text")
        .addColumn("created_by", "text")
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      // Who did what and when (kept a year).
      await db.schema
        .createTable("activity_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_email", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("detail", "text")
        .addColumn("ip", "text")
        .execute();
      await db.schema.createIndex("activity_log_at").on("activity_log").columns(["at"]).execute();
      await db.schema.createIndex("activity_log_actor").on("activity_log").columns(["actor_email", "at"]).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("activity_log").ifExists().execute();
      await db.schema.dropTable("staff_tokens").ifExists().execute();
      await db.schema.dropIndex("contact_messages_lead_status").ifExists().execute();
      await db.schema.alterTable("contact_messages").dropColumn("note").execute();
      await db.schema.alterTable("contact_messages").dropColumn("lead_status").execute();
    },
  },
  // Every instance's page cache is emptied when this counter moves (docs/decisions/0014-hardening-and-instances.md).
  "2026-11-23-004-hardening": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("change_counters")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.insertInto("change_counters").values({ name: "pages", value: 0, updated_at: new Date().toISOString() }).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("change_counters").ifExists().execute();
    },
  },
  // Preview, history, trash, schedules and redirects (docs/decisions/0011-content-safety.md).
  "2026-11-23-005-content-safety": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("content_items").addColumn("publish_at", "text").execute();
      await db.schema.alterTable("content_items").addColumn("unpublish_at", "text").execute();
      await db.schema.alterTable("content_items").addColumn("deleted_at", "text").execute();
      await db.schema
        .createTable("versions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("entity", "text", (c) => c.notNull())
        .addColumn("entity_id", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("versions_entity").on("versions").columns(["entity", "entity_id", "created_at"]).execute();
      await db.schema
        .createTable("redirects")
        .addColumn("from_path", "text", (c) => c.primaryKey())
        .addColumn("to_path", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("redirects").ifExists().execute();
      await db.schema.dropTable("versions").ifExists().execute();
      for (const column of ["deleted_at", "unpublish_at", "publish_at"]) await db.schema.alterTable("content_items").dropColumn(column).execute();
    },
  },
  // Staff posts and service pages: a category, an excerpt, a picture from the library and a button label.
  "2026-11-23-007-staff-pages": {
    async up(db: Kysely<any>) {
      for (const column of ["category", "excerpt", "image_id", "cta_label"]) await db.schema.alterTable("content_items").addColumn(column, "text").execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ["cta_label", "image_id", "excerpt", "category"]) await db.schema.alterTable("content_items").dropColumn(column).execute();
    },
  },
  "2026-11-24-008-page-blocks": {
    // Decision 0019: every block of every page is a content item. A published item may carry a
    // pending change (draft JSON) that goes live at draft_at (or when published); pictures get
    // a focal point. Remodel room slots take dashed ids like every other block.
    async up(db: Kysely<any>) {
      await db.schema.alterTable("content_items").addColumn("draft", "text").execute();
      await db.schema.alterTable("content_items").addColumn("draft_at", "text").execute();
      await db.schema.alterTable("images").addColumn("focal_x", "integer").execute();
      await db.schema.alterTable("images").addColumn("focal_y", "integer").execute();
      for (const [from, to] of [
        ["wholeHouse-image", "whole-house-image"],
        ["panoramicDoors-image", "panoramic-doors-image"],
      ]) {
        await db.updateTable("content_items").set({ section_id: to }).where("page_path", "=", "/service-remodels").where("section_id", "=", from).execute();
      }
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("images").dropColumn("focal_y").execute();
      await db.schema.alterTable("images").dropColumn("focal_x").execute();
      await db.schema.alterTable("content_items").dropColumn("draft_at").execute();
      await db.schema.alterTable("content_items").dropColumn("draft").execute();
    },
  },
  // Quote requests and lead alerts (docs/decisions/0022-quote-requests-and-alerts.md): the job's
  // town, address, budget, timeline and source on each message; its photos; the webhook and
  // auto-reply outbox; the editors who asked for lead e-mails.
  "2026-11-24-011-quote-leads": {
    async up(db: Kysely<any>) {
      for (const column of ["town", "street_address", "budget", "timeline", "heard_from", "landing_page", "source"]) {
        await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
      }
      await db.schema
        .createTable("lead_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("file_path", "text", (c) => c.notNull().unique())
        .addColumn("original_filename", "text", (c) => c.notNull())
        .addColumn("mime_type", "text", (c) => c.notNull())
        .addColumn("file_size", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_photos_message").on("lead_photos").columns(["message_id", "sort_order"]).execute();
      await db.schema
        .createTable("lead_alerts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_alerts_due").on("lead_alerts").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("lead_alerts_message").on("lead_alerts").columns(["message_id"]).execute();
      await db.schema
        .createTable("lead_alert_optins")
        .addColumn("user_id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("lead_alert_optins").ifExists().execute();
      await db.schema.dropTable("lead_alerts").ifExists().execute();
      await db.schema.dropTable("lead_photos").ifExists().execute();
      for (const column of ["source", "landing_page", "heard_from", "timeline", "budget", "street_address", "town"]) {
        await db.schema.alterTable("contact_messages").dropColumn(column).execute();
      }
    },
  },
  // Projects and reviews (docs/decisions/0023-projects-and-reviews.md): real jobs with their
  // photos (before/after pairs by pair number) and what clients said, entered by staff.
  "2026-11-24-012-projects-reviews": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("projects")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("town", "text", (c) => c.notNull())
        .addColumn("service_key", "text", (c) => c.notNull())
        .addColumn("year", "integer")
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("story", "text")
        .addColumn("client_words", "text")
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("project_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("project_id", "text", (c) => c.notNull())
        .addColumn("image_id", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("pair", "integer")
        .addColumn("caption", "text")
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("project_photos_project").on("project_photos").column("project_id").execute();
      await db.schema
        .createTable("reviews")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("client_name", "text", (c) => c.notNull())
        .addColumn("town", "text")
        .addColumn("project_id", "text")
        .addColumn("service_key", "text")
        .addColumn("review_date", "text", (c) => c.notNull())
        .addColumn("words", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_url", "text")
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("reviews").execute();
      await db.schema.dropTable("project_photos").execute();
      await db.schema.dropTable("projects").execute();
    },
  },
  // Decision 0020: a lead's e-mail is retried with growing waits for 72 hours, then shown as
  // given up with "Send again" (it is never dropped silently).
  "2026-11-24-013-mail-retries": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("contact_messages").addColumn("email_next_at", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("contact_messages").dropColumn("email_next_at").execute();
    },
  },
  // Decision 0021: a signed-in write tells the other instances which pages it changed (the
  // tables and page paths it wrote), not only that something changed.
  "2026-11-24-014-page-changes": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("page_changes")
        .addColumn("seq", "integer", (c) => c.primaryKey())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("page_changes").execute();
    },
  },
  // Issue 20: page views counted on the server, without cookies (decision 0026). The salt of the
  // day lives apart from the counts and is deleted when the day ends; the raw day (one row per
  // visitor hash and page) is kept only until it is rolled up into the daily tables.
  "2026-11-25-015-analytics": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("analytics_raw")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("first_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_raw_pk", ["day", "visitor", "path", "status"])
        .execute();
      await db.schema
        .createTable("analytics_days")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("analytics_pages")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_pages_pk", ["day", "path", "status"])
        .execute();
      await db.schema
        .createTable("analytics_entries")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_entries_pk", ["day", "path", "source"])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ["analytics_entries", "analytics_pages", "analytics_days", "analytics_raw", "analytics_salts"]) await db.schema.dropTable(t).execute();
    },
  },
  // Decision 0034: a picture slot names its library picture by image_id only. Older items named it
  // by the URL inside <img> markup; each is pointed at its library picture, its markup cleared and
  // its alt text kept as the item's title when it had none. Items whose picture is gone keep theirs.
  "2026-11-26-016-item-image-ids": {
    async up(db: Kysely<any>) {
      const items = (await db
        .selectFrom("content_items")
        .select(["id", "title", "content", "section_id"])
        .where("image_id", "is", null)
        .where("content", "like", "%<img%")
        // Picture slots only (their ids end in "image"); rich text with a picture inside stays prose.
        .where((eb) => eb.or([eb("type", "=", "image"), eb("section_id", "like", "%image")]))
        .execute()) as Array<{ id: string; title: string | null; content: string; section_id: string }>;
      if (items.length === 0) return;
      const library = (await db.selectFrom("images").select(["id", "file_path"]).execute()) as Array<{ id: string; file_path: string }>;
      for (const item of items) {
        const tag = /<img\b[^>]{0,2000}>/i.exec(item.content.slice(0, 100_000))?.[0] ?? "";
        const src = (/\bsrc\s*=\s*["']([^"']{1,2000})["']/i.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&");
        const alt = (/\balt\s*=\s*["']([^"']{0,300})["']/i.exec(tag)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
        const path = src.replace(/^https?:\/\/[^/]+/, "").split("?")[0]!;
        const found = library.find((r) => src === r.id || path.endsWith(`/${r.file_path}`) || path.startsWith(`/img/u/${r.file_path}/`));
        if (!found) continue;
        const onlyThePicture = item.content.trim() === tag.trim();
        await db
          .updateTable("content_items")
          .set({
            image_id: found.id,
            ...(onlyThePicture ? { content: null } : {}),
            ...(alt && !item.title?.trim() ? { title: alt } : {}),
          })
          .where("id", "=", item.id)
          .execute();
      }
    },
    async down() {
      // image_id stays: an older version reads it first too.
    },
  },
  // Decision 0032: review requests. A one-time link (only its SHA-256 kept) per finished client;
  // a review that came through one is Verified, keeps its optional rating and the moment the
  // client consented, and waits for the owner's approval.
  "2026-11-26-017-review-requests": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("review_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("client_name", "text", (c) => c.notNull())
        .addColumn("lead_id", "text")
        .addColumn("project_id", "text")
        .addColumn("service_key", "text")
        .addColumn("town", "text")
        .addColumn("created_by", "text")
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("review_requests_recipient").on("review_requests").column("recipient").execute();
      await db.schema.alterTable("reviews").addColumn("request_id", "text").execute();
      await db.schema.alterTable("reviews").addColumn("rating", "integer").execute();
      await db.schema.alterTable("reviews").addColumn("consent_at", "text").execute();
      await db.schema.alterTable("reviews").addColumn("approved_at", "text").execute();
    },
    async down(db: Kysely<any>) {
      for (const c of ["approved_at", "consent_at", "rating", "request_id"]) await db.schema.alterTable("reviews").dropColumn(c).execute();
      await db.schema.dropTable("review_requests").execute();
    },
  },
  // Decision 0033: a lead's kind (a quote request, or a report of an accessibility barrier), when
  // it last changed (retention counts from there; existing rows start from when they arrived), the
  // daily jobs' database-held schedule and lease, and the backups taken from the browser.
  "2026-11-26-020-trust": {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("contact_messages")
        .addColumn("kind", "text", (c) => c.notNull().defaultTo("quote"))
        .execute();
      await db.schema.alterTable("contact_messages").addColumn("updated_at", "text").execute();
      await db
        .updateTable("contact_messages")
        .set({ updated_at: sql`created_at` })
        .execute();
      await db.schema
        .createTable("scheduled_jobs")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("next_run_at", "text", (c) => c.notNull())
        .addColumn("lease_until", "text")
        .addColumn("lease_holder", "text")
        .addColumn("last_run_at", "text")
        .addColumn("last_result", "text")
        .execute();
      await db.schema
        .createTable("backups")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("trigger", "text", (c) => c.notNull())
        .addColumn("actor", "text")
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("rows", "integer", (c) => c.notNull())
        .addColumn("files", "integer", (c) => c.notNull())
        .addColumn("verified", "integer", (c) => c.notNull())
        .addColumn("check_note", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("backups").execute();
      await db.schema.dropTable("scheduled_jobs").execute();
      await db.schema.alterTable("contact_messages").dropColumn("updated_at").execute();
      await db.schema.alterTable("contact_messages").dropColumn("kind").execute();
    },
  },
  // Decision 0031: speed to lead. A message caught as spam is kept (status "spam", with the
  // reason) instead of dropped; each lead records when staff first answered and how; an address
  // the mail server refused is remembered (as a hash) so no auto-reply goes to it again.
  "2026-11-26-018-speed-to-lead": {
    async up(db: Kysely<any>) {
      for (const column of ["spam_reason", "first_response_at", "first_response_via"]) {
        await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
      }
      await db.schema
        .createTable("mail_bounces")
        .addColumn("address_hash", "text", (c) => c.primaryKey())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("mail_bounces").ifExists().execute();
      for (const column of ["first_response_via", "first_response_at", "spam_reason"]) {
        await db.schema.alterTable("contact_messages").dropColumn(column).execute();
      }
    },
  },
  // Decision 0031: Web Push to staff devices. One row per device a staff member turned on
  // (the push service's address and the keys to encrypt for it); a lead still New at its overdue
  // time is pushed again once (overdue_pushed_at claims it across instances).
  "2026-11-26-019-push": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("endpoint", "text", (c) => c.notNull().unique())
        .addColumn("p256dh", "text", (c) => c.notNull())
        .addColumn("auth", "text", (c) => c.notNull())
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_ok_at", "text")
        .execute();
      await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").columns(["user_id"]).execute();
      await db.schema.alterTable("contact_messages").addColumn("overdue_pushed_at", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("contact_messages").dropColumn("overdue_pushed_at").execute();
      await db.schema.dropTable("push_subscriptions").ifExists().execute();
    },
  },
  // Decision 0034: purges queued for a CDN in front of the site, sent once across instances and
  // retried from the database.
  "2026-11-26-021-cdn-purges": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("cdn_purges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_at", "text", (c) => c.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("done_at", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("cdn_purges_due").on("cdn_purges").columns(["done_at", "next_at"]).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("cdn_purges").execute();
    },
  },
  // Decision 0041: how a lead's landing page was found: "visit" (kept by the visitor's own browser
  // for the tab) or "address" (matched by address and browser, which two people on one network
  // share). Older leads were all matched by address.
  "2026-11-26-022-lead-origin-basis": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("contact_messages").addColumn("origin_basis", "text").execute();
      await db.updateTable("contact_messages").set({ origin_basis: "address" }).where("landing_page", "is not", null).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("contact_messages").dropColumn("origin_basis").execute();
    },
  },
  // Every page's menu lists the service pages staff added: their body rows (section "body", a path
  // under /service-). Found through this index, not by reading every row of the table.
  "2026-11-26-023-content-items-section-index": {
    async up(db: Kysely<any>) {
      await db.schema.createIndex("content_items_section_path").on("content_items").columns(["section_id", "page_path"]).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("content_items_section_path").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Every migration this version of the site knows, oldest first. */
export function knownMigrations(): string[] {
  return Object.keys(migrations).sort();
}

/** The migrations already applied to a database, oldest first (none on an empty database). */
export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
}

/** Applies migrations up to and including `name` (a restore loads rows at the schema they were saved with). */
export async function migrateUpTo(db: Kysely<any>, name: string) {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
