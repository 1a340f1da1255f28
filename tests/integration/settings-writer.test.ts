import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getProfile } from "../../app/models/settings.server";
import { usingPostgres } from "../helpers/db";
import { serverWithOwner } from "../helpers/http";

// One versioned save (decision 0047): a settings save is one transaction with its version, so a
// save the database refuses halfway leaves neither a version nor an Activity line behind.
const t = serverWithOwner();

const count = async (table: "versions" | "activity_log") =>
  Number(
    (
      await t.s.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The database itself refuses any write of the business profile (a real fault, not a stand-in). */
async function refuseProfileWrites(on: boolean) {
  const db = t.s.services.db;
  if (usingPostgres()) {
    if (on) {
      await sql`create or replace function refuse_profile() returns trigger as $$ begin if new.key = 'business_profile' then raise exception 'refused for the test'; end if; return new; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_profile before insert or update on site_settings for each row execute function refuse_profile()`.execute(db);
    } else await sql`drop trigger refuse_profile on site_settings`.execute(db);
  } else if (on) {
    await sql`create trigger refuse_profile_u before update on site_settings when new.key = 'business_profile' begin select raise(abort, 'refused for the test'); end`.execute(
      db,
    );
    await sql`create trigger refuse_profile_i before insert on site_settings when new.key = 'business_profile' begin select raise(abort, 'refused for the test'); end`.execute(
      db,
    );
  } else {
    await sql`drop trigger refuse_profile_u`.execute(db);
    await sql`drop trigger refuse_profile_i`.execute(db);
  }
}

async function saveTagline(tagline: string) {
  // Every text field of the profile as the form sends it, with a new tagline.
  const p = await getProfile(t.s.services.db);
  const text = Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  return t.owner.post("/admin/settings", { intent: "settings-save", ...text, tagline });
}

describe("a settings save", () => {
  it("that the database refuses leaves no version and no Activity line, and the saved profile as it was", async () => {
    const before = await getProfile(t.s.services.db);
    const versions = await count("versions");
    const activity = await count("activity_log");
    await refuseProfileWrites(true);
    try {
      const r = await saveTagline("Built to last on the lake");
      expect(r.status).toBe(500);
    } finally {
      await refuseProfileWrites(false);
    }
    expect(await count("versions")).toBe(versions);
    expect(await count("activity_log")).toBe(activity);
    expect(await getProfile(t.s.services.db)).toEqual(before);

    // The same save once the database takes it: the profile, its baseline and version, one Activity line.
    const ok = await saveTagline("Built to last on the lake");
    expect(ok.status).toBe(302);
    expect((await getProfile(t.s.services.db)).tagline).toBe("Built to last on the lake");
    expect(await count("versions")).toBe(versions + 2);
    expect(await count("activity_log")).toBe(activity + 1);
  });
});
