import { type Kysely, type Migration } from "kysely";

// Decision 0034: a picture slot names its library picture by image_id only. Older items named it
// by the URL inside <img> markup; each is pointed at its library picture, its markup cleared and
// its alt text kept as the item's title when it had none. Items whose picture is gone keep theirs.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
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
};
