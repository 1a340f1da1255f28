import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { staffSession, type StaffSession } from "../helpers/session";
import { startPushService } from "../helpers/push";

type PushService = Awaited<ReturnType<typeof startPushService>>;
import { VALID_LEAD } from "../helpers/lead";
import { pushOverdueLeads, vapidKeys } from "../../app/push/push.server";
import { setLeadMailOptin } from "../../app/models/lead-alerts.server";
import { overdueAt } from "../../app/leads/overdue";
import { listStaff } from "../../app/models/staff.server";

// Decision 0031: two instances on one database sign with the same VAPID key; a lead still New at
// its overdue time is pushed once more, once, to owners and opted-in editors; spam is never pushed.

let a: TestServer;
let b: TestServer;
let owner: StaffSession;
let editorIn: StaffSession;
let editorOut: StaffSession;
let ownerPhone: PushService;
let editorInPhone: PushService;
let editorOutPhone: PushService;
let ip = 0;

const subscribe = (s: TestServer, cookie: string | null, body: unknown) =>
  fetch(`${s.url}/api/admin/push`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
const post = (s: TestServer, fields: Record<string, string>) =>
  fetch(`${s.url}/contact`, { method: "POST", headers: { ...FORM_HEADERS, "X-Forwarded-For": `192.0.2.${++ip}` }, body: form(fields) });

beforeAll(async () => {
  a = await startServer();
  b = await startServer({ databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
  owner = await staffSession(a, "owner");
  editorIn = await staffSession(a, "editor");
  editorOut = await staffSession(a, "editor");
  await setLeadMailOptin(a.services.db, (await listStaff(a.services.auth)).find((u) => u.email === editorIn.email)!.id, true);
  [ownerPhone, editorInPhone, editorOutPhone] = await Promise.all([startPushService(), startPushService(), startPushService()]);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await Promise.all([ownerPhone?.close(), editorInPhone?.close(), editorOutPhone?.close()]);
});

describe("push notifications", () => {
  it("takes a device's subscription from staff only, and refuses what is not one", async () => {
    expect((await subscribe(a, null, ownerPhone.subscription("o"))).status).toBe(401);
    const bad = await subscribe(a, owner.cookie, { endpoint: "http://192.0.2.1/push", keys: ownerPhone.subscription("x").keys });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("cannot be used");
    expect((await subscribe(a, owner.cookie, ownerPhone.subscription("o"))).status).toBe(201);
    expect((await subscribe(b, editorIn.cookie, editorInPhone.subscription("e1"))).status).toBe(201);
    expect((await subscribe(a, editorOut.cookie, editorOutPhone.subscription("e2"))).status).toBe(201);
    // Both instances derive the same key from the shared secret.
    expect(vapidKeys(a.services.config).publicKey).toBe(vapidKeys(b.services.config).publicKey);
  });

  it("pushes a new lead to every device that turned notifications on, never spam", async () => {
    expect((await post(b, { ...VALID_LEAD, fullName: "Jamie Fox", town: "Chelan" })).status).toBe(200);
    for (const phone of [ownerPhone, editorInPhone, editorOutPhone]) await expect.poll(() => phone.received.length, { timeout: 10_000 }).toBe(1);
    expect(ownerPhone.received[0]!.vapidKey).toBe(vapidKeys(a.services.config).publicKey);
    expect(ownerPhone.received[0]!.payload.title).toBe("New lead: ADU (Accessory Dwelling Unit) in Chelan");
    // A honeypot catch is kept in Spam and pushed to nobody.
    expect((await post(a, { ...VALID_LEAD, fullName: "Bot Spam", website: "x" })).status).toBe(200);
    expect((await a.services.db.selectFrom("lead_alerts").select("id").where("channel", "=", "push").execute()).length).toBe(1);
  });

  it("pushes a lead still New at its overdue time once more, once across instances, to owners and opted-in editors", async () => {
    const lead = await a.services.db.selectFrom("contact_messages").selectAll().where("full_name", "=", "Jamie Fox").executeTakeFirstOrThrow();
    const due = Date.parse(overdueAt(lead.created_at, 2));
    // Before its time: nothing. At its time, both instances try at once: one push per device.
    expect(await pushOverdueLeads(a.services, due - 60_000)).toBe(0);
    const runs = await Promise.all([pushOverdueLeads(a.services, due + 1000), pushOverdueLeads(b.services, due + 1000)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    await expect.poll(() => ownerPhone.received.length).toBe(2);
    expect(ownerPhone.received[1]!.payload.title).toBe("Still waiting: ADU (Accessory Dwelling Unit) in Chelan");
    expect(editorInPhone.received).toHaveLength(2);
    expect(editorOutPhone.received).toHaveLength(1);
    // Never again for that lead.
    expect(await pushOverdueLeads(a.services, due + 3_600_000)).toBe(0);
    expect(ownerPhone.received).toHaveLength(2);
  });

  it("removes a device the push service says is gone", async () => {
    editorOutPhone.state.answer = 410;
    const res = await fetch(`${a.url}/admin/account`, {
      method: "POST",
      headers: { ...FORM_HEADERS, Cookie: editorOut.cookie },
      body: form({ intent: "push-test" }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(await a.services.db.selectFrom("push_subscriptions").select("id").where("endpoint", "like", `${editorOutPhone.origin}%`).execute()).toEqual([]);
    expect((await a.services.db.selectFrom("push_subscriptions").select("id").execute()).length).toBe(2);
  });
});
