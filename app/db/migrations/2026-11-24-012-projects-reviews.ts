import { type Kysely, type Migration } from "kysely";

// Projects and reviews (docs/decisions/0023-projects-and-reviews.md): real jobs with their
// photos (before/after pairs by pair number) and what clients said, entered by staff.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
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
};
