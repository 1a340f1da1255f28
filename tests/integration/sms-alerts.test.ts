import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { startSmsGateway } from "../helpers/sms";
import { VALID_LEAD } from "../helpers/lead";
import { kickLeadAlerts } from "../../app/mail/lead-alerts.server";
import { passScheduled } from "../helpers/wait";

// The owner's text message for each new lead, and "Text us" (decision 0032), against a loopback
// server speaking Twilio's Messages API, on SQLite and PostgreSQL.
const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "tw-auth-token-0123456789abcdef";
let s: TestServer;
let gw: Awaited<ReturnType<typeof startSmsGateway>>;
let owner: string;
let editor: string;
let ip = 0;

beforeAll(async () => {
  gw = await startSmsGateway(SID, TOKEN);
  s = await startServer();
  owner = await staffCookie(s, "owner");
  editor = await staffCookie(s, "editor");
});
afterAll(async () => {
  await s?.stop();
  await gw?.close();
});

const settings = (fields: Record<string, string>, who: string | null = owner, server = s) =>
  fetch(`${server.url}/admin/settings`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Origin: server.url, ...(who ? { cookie: who } : {}) },
    body: form(fields),
    redirect: "manual",
  });
const SMS = {
  intent: "sms-save",
  enabled: "on",
  baseUrl: "",
  accountSid: SID,
  authToken: TOKEN,
  fromNumber: "+1 509 555 0199",
  ownerMobile: "(509) 555-0142",
  perHour: "10",
};
const lead = (fields: Record<string, string> = {}, server = s) =>
  fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": `198.51.100.${++ip}` },
    body: form({ ...VALID_LEAD, town: "Manson", ...fields }),
  });
const alerts = () => s.services.db.selectFrom("lead_alerts").selectAll().where("channel", "=", "sms").execute();

describe("the owner's text message for each new lead", () => {
  it("is owner-only; the auth token is sealed: never shown back, never in the settings row in plain text", async () => {
    const fields = { ...SMS, baseUrl: gw.url };
    expect((await settings(fields, null)).status).toBe(401);
    expect((await settings(fields, editor)).status).toBe(403);
    const bad = await settings({ ...fields, ownerMobile: "call me" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("Your mobile: enter a mobile number with its area code");
    const missing = await settings({ ...fields, authToken: "" });
    expect(missing.status).toBe(400);
    expect(decodeHtml(await missing.text())).toContain("To text you, fill in the auth token.");
    expect((await settings(fields)).status).toBe(302);
    const page = await (await fetch(`${s.url}/admin/settings/leads`, { headers: { cookie: owner } })).text();
    expect(await (await fetch(`${s.url}/admin/settings/business`, { headers: { cookie: owner } })).text()).toContain("Mobile number for texts");
    expect(page).toContain("A token is saved (it is never shown)");
    expect(page).not.toContain(TOKEN);
    const rows = await s.services.db.selectFrom("site_settings").select("value").execute();
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    const activity = await s.services.db.selectFrom("activity_log").select("detail").execute();
    expect(JSON.stringify(activity)).not.toContain(TOKEN);
    // Saving again with the token field empty keeps the saved token.
    expect((await settings({ ...fields, authToken: "", perHour: "10" })).status).toBe(302);
  });

  it('"Send a test" texts the owner\'s mobile with the right credentials and fields, and a wrong token is reported in plain words', async () => {
    const ok = await settings({ intent: "sms-test" });
    expect(ok.status).toBe(200);
    expect(decodeHtml(await ok.text())).toContain("Test text sent");
    expect(gw.messages).toHaveLength(1);
    expect(gw.messages[0]).toMatchObject({ to: "+15095550142", from: "+15095550199" });
    expect(gw.messages[0]!.body).toContain("a test from your website");
    expect((await settings({ ...SMS, baseUrl: gw.url, authToken: "a-wrong-token-0123456789" })).status).toBe(302);
    const refused = await settings({ intent: "sms-test" });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain("refused the account SID or auth token (401)");
    expect(gw.refused.at(-1)?.reason).toBe("auth");
    expect((await settings({ ...SMS, baseUrl: gw.url })).status).toBe(302);
  });

  it("texts each new lead within seconds with its town, kind of work and a link, never the visitor's words; a gateway failure is retried from the database", async () => {
    const before = gw.messages.length;
    gw.state.failNext = 1;
    expect((await lead()).status).toBe(200);
    // The first try is refused; the retry's time is kept in the database, and the app's clock moves
    // to it instead of waiting 5 s for it.
    await expect.poll(async () => (await alerts())[0]?.status).toBe("failed");
    await passScheduled(Date.parse((await alerts())[0]!.next_attempt_at), async () => gw.messages.length > before, "the text's retry");
    expect(gw.messages.length).toBe(before + 1);
    const text = gw.messages.at(-1)!;
    expect(text.to).toBe("+15095550142");
    expect(text.body).toContain("ADU (Accessory Dwelling Unit) in Manson");
    const id = (await s.services.db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow()).id;
    expect(text.body).toContain(`/admin/messages#lead-${id}`);
    for (const typed of [VALID_LEAD.fullName, "Jordan", VALID_LEAD.email, VALID_LEAD.message.slice(0, 20), "555-0100"]) expect(text.body).not.toContain(typed);
    // The gateway has the text before the alert's row says so: wait for the row, not the clock.
    await expect.poll(async () => (await alerts())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(gw.refused.at(-1)?.reason).toBe("failNext");
    // The lead's card is where the link points.
    const messages = await (await fetch(`${s.url}/admin/messages`, { headers: { cookie: owner } })).text();
    expect(messages).toContain(`id="lead-${id}"`);
  });

  it("reaches the gateway within seconds of the visitor's thank-you", async () => {
    const before = gw.messages.length;
    const t0 = Date.now();
    expect((await lead({ town: "Orondo" })).status).toBe(200);
    const thanked = Date.now() - t0;
    await expect.poll(() => gw.messages.length, { timeout: 10_000, interval: 50 }).toBe(before + 1);
    const texted = gw.messages.at(-1)!.at - t0;
    console.info(`quote request answered in ${thanked} ms; text at the gateway ${texted} ms after the post`);
    expect(gw.messages.at(-1)!.body).toContain("in Orondo");
    expect(texted).toBeLessThan(10_000);
  });

  it("is sent once when two server processes share the database", async () => {
    const other = await startServer({ databaseUrl: s.env.DATABASE_URL, dataDir: s.env.DATA_DIR });
    try {
      const before = gw.messages.length;
      expect((await lead({ town: "Chelan" })).status).toBe(200);
      await Promise.all([kickLeadAlerts(s.services), kickLeadAlerts(other.services), kickLeadAlerts(other.services)]);
      await expect.poll(() => gw.messages.length, { timeout: 10_000 }).toBe(before + 1);
      await Promise.all([kickLeadAlerts(s.services), kickLeadAlerts(other.services)]);
      expect(gw.messages.length).toBe(before + 1);
    } finally {
      await other.stop();
    }
  });

  it("stops at the hourly cap: beyond it leads are kept and e-mailed, not texted", async () => {
    await s.services.db.deleteFrom("rate_limit_events").where("bucket", "=", "sms-owner").execute();
    expect((await settings({ ...SMS, baseUrl: gw.url, authToken: "", perHour: "2" })).status).toBe(302);
    const before = gw.messages.length;
    const known = (await alerts()).length;
    for (let i = 0; i < 3; i++) expect((await lead({ town: "Entiat" })).status).toBe(200);
    await expect.poll(async () => (await alerts()).filter((a) => a.status === "sent" || a.status === "gave-up").length, { timeout: 15_000 }).toBe(known + 3);
    expect(gw.messages.length).toBe(before + 2);
    const capped = (await alerts()).filter((a) => a.status === "gave-up");
    expect(capped).toHaveLength(1);
    expect(capped[0]!.last_error).toContain("the 2 texts of this hour were used");
  });

  it("is not sent when turned off, and the token can be deleted", async () => {
    expect((await settings({ ...SMS, baseUrl: gw.url, authToken: "", enabled: "" })).status).toBe(302);
    const known = (await alerts()).length;
    expect((await lead()).status).toBe(200);
    await kickLeadAlerts(s.services);
    expect((await alerts()).length).toBe(known);
    expect((await settings({ ...SMS, baseUrl: gw.url, authToken: "", forget: "on" })).status).toBe(302);
    const page = await (await fetch(`${s.url}/admin/settings/leads`, { headers: { cookie: owner } })).text();
    expect(page).not.toContain("A token is saved");
  });
});

describe('"Text us"', () => {
  const pages = ["/", "/contact", "/about"];
  it("shows no sms: link until a mobile number is set, then beside Call in both header rows and on the contact page; gone again when cleared", async () => {
    for (const p of pages) expect(await (await fetch(`${s.url}${p}`)).text()).not.toContain('href="/text?');
    const bad = await settings({ intent: "text-us-save", mobile: "text me" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("Mobile number for texts: enter a mobile number with its area code");
    expect((await settings({ intent: "text-us-save", mobile: "(509) 555-0123" }, editor)).status).toBe(403);
    expect((await settings({ intent: "text-us-save", mobile: "(509) 555-0123" })).status).toBe(302);
    for (const p of pages) {
      const html = await (await fetch(`${s.url}${p}`)).text();
      // The phone row (sm and up) and the phone header's button beside Call, through /text (decision 0051).
      expect(html.split(`href="/text?from=${p}"`).length - 1).toBeGreaterThanOrEqual(2);
      expect(html).toContain('aria-label="Text us at (509) 555-0123"');
    }
    expect(await (await fetch(`${s.url}/contact`)).text()).toContain("Text us at <!-- -->(509) 555-0123");
    // The link sends the phone on to its messages app with the number.
    const tap = await fetch(`${s.url}/text?from=/about`, { redirect: "manual", headers: { "User-Agent": "Mozilla/5.0 (iPhone)" } });
    expect(tap.status).toBe(302);
    expect(tap.headers.get("location")).toBe("sms:+15095550123");
    expect((await settings({ intent: "text-us-save", mobile: "" })).status).toBe(302);
    for (const p of pages) expect(await (await fetch(`${s.url}${p}`)).text()).not.toContain('href="/text?');
  });
});
