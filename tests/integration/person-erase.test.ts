import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { postForm, serverWithOwner, visitor } from "../helpers/http";
import { decodeHtml, type TestServer } from "../helpers/server";
import { usingPostgres } from "../helpers/db";
import { VALID_LEAD } from "../helpers/lead";
import { startJob, wonLead } from "../helpers/jobs";
import { logActivity } from "../../app/models/activity.server";

// A person's data found by who they are and erased fully (decision 0054), over real HTTP on a real
// database: Jane has a lead from the contact form and one staff added, a review request, a site
// visit, a job page, activity lines and rate-limit rows; Bob's lead mentions her address and number.
// The owner sees what is whose before anything happens; the export holds only hers; after the
// erase, no row of any table holds her address or number. SQLite and PostgreSQL.

const t = serverWithOwner();
const JANE = "jane.doe@example.com";
const JANE_PHONE = "(509) 555-0161";
const JANE_IP = "203.0.113.61";
const BOB_IP = "203.0.113.62";
const JIM_IP = "203.0.113.63";
const JIM_MESSAGE = "I'm writing from my wife's address: we'd like a garage with a shop.";
const BOB_MESSAGE = `My neighbour Jane (${JANE.toUpperCase()}, 509-555-0161) told us about you. We'd like a deck.`;

async function tables(s: TestServer): Promise<string[]> {
  const q = usingPostgres()
    ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
    : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await q.execute(s.services.db)).rows.map((r) => r.name);
}

/** Every row of every table that holds her address (any case) or her number (any formatting). */
async function rowsNamingJane(s: TestServer) {
  const found: { table: string; row: string }[] = [];
  const phone = /5[\s().-]{0,2}0[\s().-]{0,2}9[\s().-]{0,2}5[\s().-]{0,2}5[\s().-]{0,2}5[\s().-]{0,2}0[\s().-]{0,2}1[\s().-]{0,2}6[\s().-]{0,2}1/;
  for (const table of await tables(s)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(s.services.db)).rows;
    for (const r of rows) {
      const text = JSON.stringify(r);
      if (text.toLowerCase().includes(JANE) || phone.test(text)) found.push({ table, row: text.slice(0, 300) });
    }
  }
  return found;
}

describe("a person's data, found by who they are", () => {
  let jane: { id: string };
  let job: { token: string };
  let reviewToken: string;

  it("sets up Jane (two leads, review request, visit, job page, activity, rate limits) and Bob's lead mentioning her", async () => {
    const { s, owner } = t;
    const contact = (fields: Record<string, string>, ip: string) => postForm(s, "/contact", { ...VALID_LEAD, ...fields }, { ip });
    expect((await contact({ fullName: "Jane Doe", email: "Jane.Doe@Example.com", phone: "509.555.0161" }, JANE_IP)).status).toBe(200);
    expect((await contact({ fullName: "Bob Other", email: "bob@example.com", phone: "(509) 555-0199", message: BOB_MESSAGE }, BOB_IP)).status).toBe(200);
    // Her husband writes from her address under his own name: his message, not hers.
    expect((await contact({ fullName: "Jim Doe", email: JANE, phone: "(509) 555-0177", message: JIM_MESSAGE }, JIM_IP)).status).toBe(200);
    // Staff add her call too (the helper's lead has her number, JANE_PHONE) and mark her Won.
    jane = await wonLead(s, owner, "Jane Doe", JANE);
    job = await startJob(s, owner, jane.id);
    const review = await owner.post("/admin/messages", { intent: "review-request", for: "lead", id: jane.id, client_name: "Jane Doe", email: JANE });
    expect(review.status).toBe(200);
    reviewToken = /\/write-a-review\/([A-Za-z0-9_-]+)/.exec(decodeHtml(await review.text()))![1]!;
    expect((await fetch(`${s.url}/write-a-review/${reviewToken}`)).status).toBe(200);
    const at = new Date(Date.now() + 7 * 86_400_000);
    await s.services.db
      .insertInto("visits")
      .values({
        id: randomUUID(),
        lead_id: jane.id,
        start_at: at.toISOString(),
        end_at: new Date(at.getTime() + 3_600_000).toISOString(),
        slot_start: at.toISOString(),
        status: "booked",
        sequence: 0,
        status_before: "won",
        booked_by: "staff",
        reminder_sent_at: null,
        cancelled_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await logActivity(s.services.db, { actor: owner.email, action: "lead-call", detail: `Called Jane Doe at ${JANE_PHONE}`, ip: "127.0.0.1" });
    // Before: her address and number are in several tables (the test can fail).
    const before = new Set((await rowsNamingJane(s)).map((r) => r.table));
    expect([...before]).toEqual(expect.arrayContaining(["contact_messages", "review_requests", "job_pages", "activity_log"]));
  });

  it("the export's confirm screen lists hers apart from Bob's message; the zip holds only hers", async () => {
    const { s, owner } = t;
    // The old link lands on the confirm screen; nothing is exported by a GET.
    const old = await owner.get(`/admin/messages/person/download?id=${jane.id}`);
    expect(old.status).toBe(303);
    expect(old.headers.get("location")).toBe(`/admin/messages/person/export?id=${jane.id}`);
    const confirm = await owner.text(`/admin/messages/person/export?id=${jane.id}`);
    expect(confirm).toContain("Download Jane Doe's data");
    const theirs = /data-found="theirs">([\s\S]*?)<\/ul>/.exec(confirm)![1]!;
    expect(theirs.match(/<li>Message of/g)).toHaveLength(2);
    expect(theirs).toContain("Job page");
    expect(theirs).toContain("Review request of");
    expect(theirs).toContain("1 site visit");
    expect(theirs).not.toContain("Bob");
    const mentioned = /data-found="mentioned">([\s\S]*?)<\/ul>/.exec(confirm)![1]!;
    expect(mentioned).toContain("Bob Other’s message of");
    expect(mentioned).toContain("the message");
    expect(mentioned).toMatch(/Jim Doe’s message of [\d-]+, sent with this person’s address under another name/);
    expect(theirs).not.toContain("Jim");
    // Owners only, for the screen and the copy.
    expect((await visitor(s).get(`/admin/messages/person/export?id=${jane.id}`)).status).toBe(302);
    expect((await postForm(s, "/admin/messages/person/download", { id: jane.id })).status).toBe(401);
    const zipRes = await owner.post("/admin/messages/person/download", { id: jane.id });
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get("content-type")).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(await zipRes.arrayBuffer()));
    const messages = JSON.parse(strFromU8(zip["messages.json"]!)) as { full_name: string; ip: string | null }[];
    expect(messages.map((m) => m.full_name)).toEqual(["Jane Doe", "Jane Doe"]);
    const all = Object.values(zip)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(all).not.toContain(BOB_IP);
    expect(all).not.toContain("We'd like a deck");
    expect(all).not.toContain("a garage with a shop");
    expect(all).not.toContain(JIM_IP);
    expect(all).toContain("also appears in 2 messages other people sent");
  });

  it("the erase's confirm screen says what goes and what stays; after it no table holds her address or number", async () => {
    const { s, owner } = t;
    const confirm = await owner.text(`/admin/messages/person/delete?id=${jane.id}`);
    expect(confirm).toContain("Delete Jane Doe's data");
    expect(confirm).toContain("(its link stops working)");
    expect(confirm).toContain("Bob Other’s message of");
    expect(confirm).toContain("only this person’s address and phone number are cut out of them");
    expect(confirm).not.toContain("Kept, by law");
    expect((await owner.post("/admin/messages/person/delete", { id: jane.id, leads: "1" })).status).toBe(409);
    expect((await owner.post("/admin/messages/person/delete", { id: jane.id, leads: "2" })).status).toBe(302);

    expect(await rowsNamingJane(s)).toEqual([]);
    // Her review link and job page stop working.
    expect((await fetch(`${s.url}/write-a-review/${reviewToken}`)).status).toBe(404);
    expect((await fetch(`${s.url}/job/${job.token}`)).status).toBe(404);
    // Bob's lead stays his, with her address and number cut out.
    const bob = await s.services.db.selectFrom("contact_messages").selectAll().where("email", "=", "bob@example.com").executeTakeFirstOrThrow();
    expect(bob.message).toBe("My neighbour Jane ([removed], [removed]) told us about you. We'd like a deck.");
    expect(bob.ip).toBe(BOB_IP);
    // Jim's lead stays his: his name, number and words, her address cut out of it.
    const jim = await s.services.db.selectFrom("contact_messages").selectAll().where("full_name", "=", "Jim Doe").executeTakeFirstOrThrow();
    expect(jim).toMatchObject({ email: "[removed]", phone: "(509) 555-0177", message: JIM_MESSAGE, ip: JIM_IP });
    // The activity lines that named her now say "a deleted person"; the erase's own line names no one.
    const lines = (await s.services.db.selectFrom("activity_log").select(["action", "detail"]).execute()).map((l) => `${l.action}: ${l.detail}`);
    expect(lines, lines.join("\n")).toContain("lead-call: Called a deleted person at a deleted person");
    expect(lines.some((l) => l.startsWith("person-download: Downloaded the data of a deleted person"))).toBe(true);
    expect(lines.find((l) => l.startsWith("person-delete:"))).toMatch(/^person-delete: Deleted a person's data: 2 messages/);
    // No rate-limit row holds an address in clear.
    for (const r of await s.services.db.selectFrom("rate_limit_events").select("key").execute()) expect(r.key).toMatch(/^h1\.[\w-]{43}( h1\.[\w-]{43})*$/);
  });
});
