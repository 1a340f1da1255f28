import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { staffSession } from "../helpers/session";
import { VALID_LEAD } from "../helpers/lead";
import { isoToZonedInput, zonedInputToIso } from "../../app/content/schedule";
import { businessMinutesBetween } from "../../app/leads/overdue";

// Decision 0031: each lead records when staff first answered (status left New, Reply by e-mail,
// Called); Messages shows it in business hours, and the dashboard and Visits report the median.
// The clock is injected by setting the stored moments to chosen Pacific times.

let s: TestServer;
let owner: Awaited<ReturnType<typeof staffSession>>;
let ipSeq = 0;

async function lead(name: string) {
  const res = await fetch(`${s.url}/contact`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": `198.51.100.${++ipSeq}` },
    body: form({ ...VALID_LEAD, fullName: name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com` }),
  });
  expect(res.status).toBe(200);
  return (await s.services.db.selectFrom("contact_messages").select("id").where("full_name", "=", name).executeTakeFirstOrThrow()).id;
}
const row = (id: string) => s.services.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const adminPost = (path: string, fields: Record<string, string>, cookie: string | null = owner.cookie) =>
  fetch(`${s.url}${path}`, { method: "POST", headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}) }, body: form(fields), redirect: "manual" });
const page = async (path: string) => decodeHtml(await (await fetch(`${s.url}${path}`, { headers: { Cookie: owner.cookie } })).text());

/** The most recent weekday before today (Pacific), as YYYY-MM-DD: inside the last 7 days, wholly past. */
function lastWeekday() {
  for (let back = 1; back < 8; back++) {
    const day = isoToZonedInput(new Date(Date.now() - back * 86_400_000).toISOString()).slice(0, 10);
    const wd = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) return day;
  }
  throw new Error("no weekday in the last week");
}
const at = (day: string, hm: string) => zonedInputToIso(`${day}T${hm}`)!;

beforeAll(async () => {
  s = await startServer();
  owner = await staffSession(s, "owner");
});
afterAll(() => s?.stop());

const ids: Record<"status" | "email" | "call", string> = { status: "", email: "", call: "" };

describe("time to first response", () => {
  it("is recorded by a status change, by Reply by e-mail and by Called, once, and only for staff", async () => {
    ids.status = await lead("Avery Status");
    ids.email = await lead("Blake Email");
    ids.call = await lead("Corey Call");
    const t0 = new Date().toISOString();

    // Anonymous callers are refused and record nothing.
    expect((await adminPost("/admin/messages/reply", { id: ids.email }, null)).status).toBe(401);
    expect((await adminPost("/admin/messages", { intent: "lead-called", id: ids.call }, null)).status).toBe(401);
    expect((await row(ids.email)).first_response_at).toBeNull();

    // 1. The status leaves New.
    expect((await adminPost("/admin/messages", { intent: "lead-save", id: ids.status, status: "contacted", note: "" })).status).toBe(302);
    // 2. Reply by e-mail: recorded, then on to the mail client with the message quoted.
    const reply = await adminPost("/admin/messages/reply", { id: ids.email });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toMatch(/^mailto:blake@example\.com\?subject=Re%3A%20your%20ADU/);
    // 3. Called.
    expect((await adminPost("/admin/messages", { intent: "lead-called", id: ids.call })).status).toBe(302);
    const t1 = new Date().toISOString();

    for (const [via, id] of Object.entries(ids)) {
      const r = await row(id);
      expect(r.first_response_via).toBe(via);
      expect(r.first_response_at! >= t0 && r.first_response_at! <= t1).toBe(true);
    }
    // A later answer leaves the first as it was.
    const first = (await row(ids.call)).first_response_at;
    expect((await adminPost("/admin/messages/reply", { id: ids.call })).status).toBe(303);
    expect(await row(ids.call)).toMatchObject({ first_response_at: first, first_response_via: "call" });
    // An answered lead is no longer overdue even while it is still New.
    expect((await row(ids.call)).lead_status).toBe("new");
  });

  it("shows each answer time in business hours, and the dashboard's and Visits report's median matches", async () => {
    const day = lastWeekday();
    // Received at 10:00; answered at 10:12, 10:20; the third received 16:30, answered 18:00 (after closing: 30 min count).
    const set = (id: string, created: string, answered: string) =>
      s.services.db
        .updateTable("contact_messages")
        .set({ created_at: at(day, created), first_response_at: at(day, answered) })
        .where("id", "=", id)
        .execute();
    await set(ids.status, "10:00", "10:12");
    await set(ids.email, "10:00", "10:20");
    await set(ids.call, "16:30", "18:00");

    const messages = await page("/admin/messages");
    expect(messages).toContain("answered in 12 min (status changed)");
    expect(messages).toContain("answered in 20 min (by e-mail)");
    expect(messages).toContain("answered in 30 min (by phone)");

    // Median of 12, 20, 30 is 20; the slowest tenth (nearest rank) is 30.
    const dashboard = await page("/admin/dashboard");
    expect(dashboard).toMatch(/data-testid="response-median">20 min</);
    expect(dashboard).toMatch(/data-testid="response-slowest">30 min or more</);
    expect(dashboard).toContain("3 of 3");
    const visits = await page("/admin/analytics?days=30");
    expect(visits).toContain("How fast leads were answered (last 30 days)");
    expect(visits).toMatch(/data-testid="response-median">20 min</);

    // The CSV carries the business minutes.
    const csv = await (await fetch(`${s.url}/admin/messages/export.csv`, { headers: { Cookie: owner.cookie } })).text();
    expect(csv).toContain("Answered in (business minutes)");
    expect(csv).toMatch(/,Status change,12,Website form\r\n/);
    expect(csv).toMatch(/,Reply by e-mail,20,Website form\r\n/);
    expect(csv).toMatch(/,Called,30,Website form\r\n/);
  });

  it("counts only business hours across a weekend and a night", () => {
    // Friday 2026-11-20 16:50 → Monday 2026-11-23 08:10 Pacific: 10 + 10 minutes.
    expect(businessMinutesBetween(zonedInputToIso("2026-11-20T16:50")!, zonedInputToIso("2026-11-23T08:10")!)).toBe(20);
    // Tuesday 20:00 → Wednesday 07:59: none.
    expect(businessMinutesBetween(zonedInputToIso("2026-11-24T20:00")!, zonedInputToIso("2026-11-25T07:59")!)).toBe(0);
  });
});
