import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPageEditor } from "../../app/routes/admin.page.server";
import { databaseAt } from "../helpers/db";
import { oldItem } from "../helpers/upgrade";
import { startServer, type TestServer } from "../helpers/server";

// Decision 0019's upgrade: a database at the schema of the previous main (its last migration,
// 007), with the overrides staff had published and drafted there, opened by this version.
const PREVIOUS_MAIN = "2026-11-23-007-staff-pages";
let s: TestServer;
const row = oldItem;

beforeAll(async () => {
  const { databaseUrl, dataDir, old } = await databaseAt(PREVIOUS_MAIN);
  await old.db
    .insertInto("content_items")
    .values([
      row({ page_path: "/about", section_id: "story", content: "<p>We started on the South Shore with one truck.</p><p>Now we build across the valley.</p>" }),
      row({ page_path: "/about", section_id: "mission", content: "A mission still in draft.", is_published: 0 }),
      row({ page_path: "/", section_id: "hero-title", title: "Homes that fit the hillside" }),
      row({ page_path: "/service-remodels", section_id: "wholeHouse-image", type: "image", content: "not-a-library-image", is_published: 0 }),
      row({ page_path: "/blog/dock-notes", section_id: "body", type: "blog", title: "Dock notes", content: "Drawdown season notes." }),
    ] as never)
    .execute();
  // A lead from before: the quote-request, alert and retry columns (migrations 011, 013) arrive empty.
  await old.db
    .insertInto("contact_messages")
    .values({
      id: "lead-before-upgrade",
      full_name: "Robin Before",
      email: "robin@example.com",
      phone: null,
      project_type: "Garage",
      preferred_contact: "Email",
      message: "Kept across the upgrade.",
      ip: null,
      email_status: "failed",
      email_attempts: 3,
      last_error: "connection refused",
      created_at: "2026-11-23T18:00:00.000Z",
      lead_status: "contacted",
      note: "Called back",
    } as never)
    .execute();
  await old.close();
  s = await startServer({ databaseUrl, dataDir });
});
afterAll(() => s?.stop());

const get = async (path: string) => (await fetch(`${s.url}${path}`)).text();

describe("upgrading a database made by the previous main", () => {
  it("keeps every published override showing and every draft unshown, and loses no row", async () => {
    const about = await get("/about");
    expect(about).toContain("We started on the South Shore with one truck.");
    expect(about).not.toContain("A mission still in draft.");
    expect(await get("/")).toContain("Homes that fit the hillside");
    expect(await get("/blog/dock-notes")).toContain("Drawdown season notes.");
    const kept = await s.services.db
      .selectFrom("content_items")
      .select(["section_id", "content"])
      .where("created_at", "=", "2026-11-23T18:00:00.000Z")
      .execute();
    expect(kept).toHaveLength(5);
  });

  it("keeps the leads: every column as it was, the new ones empty", async () => {
    const lead = await s.services.db.selectFrom("contact_messages").selectAll().where("id", "=", "lead-before-upgrade").executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      full_name: "Robin Before",
      message: "Kept across the upgrade.",
      email_status: "failed",
      email_attempts: 3,
      lead_status: "contacted",
      note: "Called back",
      town: null,
      email_next_at: null,
    });
  });

  it("fills every other block from content/ once, without a second item for a block staff had filled", async () => {
    const story = await s.services.db.selectFrom("content_items").select("id").where("page_path", "=", "/about").where("section_id", "=", "story").execute();
    expect(story).toHaveLength(1);
    const values = await s.services.db
      .selectFrom("content_items")
      .select("content")
      .where("page_path", "=", "/about")
      .where("section_id", "=", "values")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(values.content!)).toHaveLength(4);
    // Seeding again adds nothing.
    const before = await s.services.db
      .selectFrom("content_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const { seed } = await import("../../app/services/seed.server");
    await seed(s.services);
    const after = await s.services.db
      .selectFrom("content_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("opens the editor on what visitors see, with the draft waiting and the remodel slot under its new id", async () => {
    const editor = (await loadPageEditor(s.services.db, "/about"))!;
    const story = editor.blocks.find((b) => b.def.id === "story")!;
    expect(JSON.stringify(story.value)).toContain("one truck");
    const mission = editor.blocks.find((b) => b.def.id === "mission")!;
    expect(mission.state).toBe("Draft");
    const renamed = await s.services.db.selectFrom("content_items").select("section_id").where("page_path", "=", "/service-remodels").execute();
    expect(renamed.map((r) => r.section_id)).toContain("whole-house-image");
    expect(renamed.map((r) => r.section_id)).not.toContain("wholeHouse-image");
  });
});
