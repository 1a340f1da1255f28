import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { signedIn, type Client } from "../helpers/http";
import { startSmsGateway } from "../helpers/sms";
import { startWebhook } from "../helpers/webhook";
import { startPushService } from "../helpers/push";
import { VALID_LEAD } from "../helpers/lead";
import { freePort } from "../helpers/webhook";
import { kickLeadAlerts } from "../../app/mail/lead-alerts.server";
import { getLeadSettings } from "../../app/models/settings.server";
import { listStaff } from "../../app/models/staff.server";
import type { OutboundLookup } from "../../app/platform/outbound.server";

// Issue #47, "requests that reach inside" (decision 0053): push endpoints only to a browser's push
// service at public addresses, webhooks and text gateways refused when private or link-local
// (at save and at send, after DNS), and a gateway's or webhook's new address needs its secret again.

/** The names this test's DNS knows (a resolver the server is given instead of the system's); others are not found. */
const names = new Map<string, string>();
const lookup: OutboundLookup = (host, cb) => {
  const address = names.get(host.toLowerCase());
  if (!address) return cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" }), []);
  cb(null, [{ address, family: address.includes(":") ? 6 : 4 }]);
};

const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "tw-auth-token-0123456789abcdef";
const SECRET = "outbound-guard-secret-0123456789";
const SMS = { intent: "sms-save", enabled: "on", accountSid: SID, fromNumber: "+1 509 555 0199", ownerMobile: "(509) 555-0142", perHour: "10" };
const leadFields = async (s: TestServer) => ({ intent: "lead-settings-save", autoReply: (await getLeadSettings(s.services.db)).autoReply, overdueHours: "2" });
const pageOf = async (res: Response) => decodeHtml(await res.text());

/** A server on loopback that counts the connections it is asked for (an "open port"). */
async function openPort() {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { port: (server.address() as AddressInfo).port, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("a server that allows no loopback (as in production)", () => {
  let s: TestServer;
  let owner: Client;
  let editor: Client;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let open: Awaited<ReturnType<typeof openPort>>;
  beforeAll(async () => {
    s = await startServer({ env: { OUTBOUND_ALLOW_LOOPBACK: "0" }, config: { outboundLookup: lookup } });
    owner = await signedIn(s, "owner");
    editor = await signedIn(s, "editor");
    [pushService, open] = await Promise.all([startPushService(), openPort()]);
  });
  afterAll(async () => {
    await s?.stop();
    await Promise.all([pushService?.close(), open?.close()]);
  });

  const subscribe = (endpoint: string) =>
    fetch(`${s.url}/api/admin/push`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: editor.cookie },
      body: JSON.stringify({ endpoint, keys: pushService.subscription("x").keys }),
    });

  it("refuses a push endpoint on loopback, at a private address, or at a push service's name that resolves to one", async () => {
    names.set("fcm.googleapis.com", "10.0.0.1");
    const cases: Array<[string, RegExp]> = [
      [`${pushService.origin}/push/a`, /only to a browser's own push service \(Google, Mozilla, Microsoft or Apple\) over https/],
      [`http://localhost:${pushService.origin.split(":")[2]}/push/a`, /only to a browser's own push service/],
      ["https://10.0.0.1/push/a", /only to a browser's own push service/],
      ["https://169.254.169.254/latest/meta-data", /only to a browser's own push service/],
      ["https://fcm.googleapis.com:8443/fcm/send/a", /only to a browser's own push service/],
      ["https://fcm.googleapis.com/fcm/send/a", /leads to a private or local network address/],
    ];
    for (const [endpoint, message] of cases) {
      const res = await subscribe(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as { error: string }).error, endpoint).toMatch(message);
    }
    expect(await s.services.db.selectFrom("push_subscriptions").select("id").execute()).toEqual([]);
    // The same push service at a public address is taken (nothing is sent at registration).
    names.set("fcm.googleapis.com", "142.250.72.10");
    expect((await subscribe("https://fcm.googleapis.com/fcm/send/a")).status).toBe(201);
    await s.services.db.deleteFrom("push_subscriptions").execute();
  });

  it("'Send a test notification' says the same for an open port and a closed one, and connects to neither", async () => {
    const userId = (await listStaff(s.services.auth)).find((u) => u.email === owner.email)!.id;
    const closed = await freePort();
    const said: string[] = [];
    for (const port of [open.port, closed]) {
      // A device saved before the check (or by another version) pointing at a port on this machine.
      await s.services.db.deleteFrom("push_subscriptions").execute();
      const sub = pushService.subscription("t");
      await s.services.db
        .insertInto("push_subscriptions")
        .values({
          id: `dev-${port}`,
          user_id: userId,
          endpoint: `http://127.0.0.1:${port}/push/t`,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          device: "Chrome on Android",
          created_at: new Date().toISOString(),
          last_ok_at: null,
        })
        .execute();
      const res = await owner.post("/admin/account", { intent: "push-test" });
      expect(res.status).toBe(302);
      const flash = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const page = decodeHtml(await (await fetch(`${s.url}/admin/account`, { headers: { cookie: `${owner.cookie}; ${flash}` } })).text());
      said.push(/\d+ devices? reached[^.]*\./.exec(page)?.[0] ?? "(no message)");
    }
    expect(said[0]).toBe("0 devices reached; 1 could not be reached just now.");
    expect(said[1]).toBe(said[0]);
    expect(open.hits).toEqual([]);
  });

  it("refuses a webhook at 169.254.169.254 when saved, and when its name resolves there at send time", async () => {
    const base = await leadFields(s);
    const res = await owner.post("/admin/settings", { ...base, webhookUrl: "http://169.254.169.254/latest/meta-data/", webhookSecret: SECRET });
    expect(res.status).toBe(400);
    expect(await pageOf(res)).toContain("This webhook address cannot be used: it is a private or local network address.");
    expect((await getLeadSettings(s.services.db)).webhookUrl).toBe("");
    // Saved while the name pointed to a public address; then the name is pointed at the metadata address.
    names.set("hooks.example.net", "93.184.216.34");
    expect((await owner.post("/admin/settings", { ...base, webhookUrl: "https://hooks.example.net/lead", webhookSecret: SECRET })).status).toBe(302);
    names.set("hooks.example.net", "169.254.169.254");
    const lead = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.71" },
      body: new URLSearchParams(VALID_LEAD).toString(),
    });
    expect(lead.status).toBe(200);
    await kickLeadAlerts(s.services);
    const alert = () => s.services.db.selectFrom("lead_alerts").selectAll().where("channel", "=", "webhook").executeTakeFirst();
    await expect.poll(async () => (await alert())?.last_error, { timeout: 10_000 }).toBe("The address was refused: it is a private or local network address.");
    expect((await alert())!.sent_at).toBeNull();
  });

  it("refuses a text gateway at a private address, typed or resolved", async () => {
    names.set("gateway.example.net", "10.0.0.1");
    for (const baseUrl of ["https://10.0.0.1", "https://gateway.example.net", "http://127.0.0.1:8080"]) {
      const res = await owner.post("/admin/settings", { ...SMS, baseUrl, authToken: TOKEN });
      expect(res.status, baseUrl).toBe(400);
      expect(await pageOf(res)).toMatch(/This gateway address cannot be used: it is (a private or local network address|this server itself \(loopback\))\./);
    }
  });
});

describe("a new address for a gateway or webhook needs its secret typed again", () => {
  let s: TestServer;
  let owner: Client;
  let gw: Awaited<ReturnType<typeof startSmsGateway>>;
  let other: Awaited<ReturnType<typeof startSmsGateway>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    // Loopback allowed (OUTBOUND_ALLOW_LOOPBACK=1, the test servers' setting): the gateways are on this machine.
    [gw, other, hook] = await Promise.all([startSmsGateway(SID, TOKEN), startSmsGateway(SID, "a-new-token-0123456789abcdef"), startWebhook(SECRET)]);
    s = await startServer();
    owner = await signedIn(s, "owner");
  });
  afterAll(async () => {
    await s?.stop();
    await Promise.all([gw?.close(), other?.close(), hook?.close()]);
  });

  it("refuses the text gateway's new address without the token, and the saved token never goes there", async () => {
    expect((await owner.post("/admin/settings", { ...SMS, baseUrl: gw.url, authToken: TOKEN })).status).toBe(302);
    // Same address, empty token field: the saved token is kept.
    expect((await owner.post("/admin/settings", { ...SMS, baseUrl: gw.url, authToken: "", perHour: "5" })).status).toBe(302);
    const moved = await owner.post("/admin/settings", { ...SMS, baseUrl: other.url, authToken: "" });
    expect(moved.status).toBe(400);
    const page = await pageOf(moved);
    expect(page).toContain("The gateway address changed: type the auth token again, so it is only sent where you mean it to go.");
    // What was typed comes back to the form (nothing typed is lost).
    expect(page).toContain(other.url);
    const test = await owner.post("/admin/settings", { intent: "sms-test" });
    expect(await pageOf(test)).toContain("Test text sent");
    expect(gw.messages).toHaveLength(1);
    expect(other.authorizations).toEqual([]);
    // With the new account's token typed, the new address is saved and gets only that token.
    expect((await owner.post("/admin/settings", { ...SMS, baseUrl: other.url, authToken: "a-new-token-0123456789abcdef" })).status).toBe(302);
    expect(await pageOf(await owner.post("/admin/settings", { intent: "sms-test" }))).toContain("Test text sent");
    expect(other.messages).toHaveLength(1);
    expect(
      other.authorizations.some((a) =>
        Buffer.from(a.replace(/^Basic /, ""), "base64")
          .toString()
          .includes(TOKEN),
      ),
    ).toBe(false);
  });

  it("refuses the webhook's new address without the secret; the same address keeps it", async () => {
    const base = await leadFields(s);
    expect((await owner.post("/admin/settings", { ...base, webhookUrl: hook.url, webhookSecret: SECRET })).status).toBe(302);
    expect((await owner.post("/admin/settings", { ...base, webhookUrl: hook.url, webhookSecret: "" })).status).toBe(302);
    const moved = await owner.post("/admin/settings", { ...base, webhookUrl: `http://127.0.0.1:${await freePort()}/elsewhere`, webhookSecret: "" });
    expect(moved.status).toBe(400);
    expect(await pageOf(moved)).toContain("The webhook address changed: type the shared secret again, so it is only used where you mean it to go.");
    expect(await getLeadSettings(s.services.db)).toMatchObject({ webhookUrl: hook.url, webhookSecret: SECRET });
  });

  it("takes a webhook's long answer as delivered (the answer is cut, not refused)", async () => {
    const chatty: Server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "Content-Type": "text/html" }).end("<p>thanks</p>".repeat(10_000)));
    });
    await new Promise<void>((r) => chatty.listen(0, "127.0.0.1", () => r()));
    try {
      const url = `http://127.0.0.1:${(chatty.address() as AddressInfo).port}/hook`;
      expect((await owner.post("/admin/settings", { ...(await leadFields(s)), webhookUrl: url, webhookSecret: SECRET })).status).toBe(302);
      const lead = await fetch(`${s.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.72" },
        body: new URLSearchParams(VALID_LEAD).toString(),
      });
      expect(lead.status).toBe(200);
      const alert = () => s.services.db.selectFrom("lead_alerts").selectAll().where("channel", "=", "webhook").executeTakeFirst();
      await expect.poll(async () => (await alert())?.status, { timeout: 10_000 }).toBe("sent");
      expect((await alert())!.last_error).toBeNull();
    } finally {
      await new Promise<void>((r) => chatty.close(() => r()));
    }
  });
});
