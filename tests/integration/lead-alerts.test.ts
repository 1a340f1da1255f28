import { postForm } from "../helpers/http";
import { GARAGE_QUOTE } from "../helpers/lead";
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { type TestServer } from "../helpers/server";
import { staffSession, type StaffSession } from "../helpers/session";
import { mailText } from "../helpers/smtp";
import { freePort, startWebhook, serverWithMailAndHook } from "../helpers/webhook";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { claimAlert, queueAlert } from "../../app/models/lead-alerts.server";
import { getLeadSettings } from "../../app/models/settings.server";
import { overdueAt } from "../../app/leads/overdue";
import { passScheduled } from "../helpers/wait";

const SECRET = "a-long-shared-secret-for-tests-0123";

const quote = {
  ...GARAGE_QUOTE,
  timeline: "As soon as possible",
  heardFrom: "A job site sign",
};

async function postQuote(s: TestServer, fields: Record<string, string>, photos: Buffer[], ip: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  photos.forEach((p, i) => body.append("photos", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `site-${i + 1}.jpg`));
  const started = Date.now();
  const res = await fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": ip }, body });
  return { status: res.status, html: await res.text(), ms: Date.now() - started };
}

const adminPost = (s: TestServer, cookie: string | null, path: string, fields: Record<string, string>) => postForm(s, path, fields, { cookie });

/** A mail's Subject header, its encoded words (RFC 2047, Q encoding) decoded. */
function subjectOf(raw: string) {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\?=\r\n[ \t]+=\?/g, "?==?");
  return header.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8"),
  );
}

const photo = (shade: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 100, b: 90 } } })
    .jpeg()
    .toBuffer();

describe("alerts for a new lead (real SMTP and webhook servers on loopback)", () => {
  const t = serverWithMailAndHook(SECRET);
  let editorIn: StaffSession;
  let editorOut: StaffSession;
  beforeAll(async () => {
    editorIn = await staffSession(t.s, "editor");
    editorOut = await staffSession(t.s, "editor");
  });

  it("lets only an owner set the webhook, asks for a secret, and never shows the secret again", async () => {
    const fields = {
      intent: "lead-settings-save",
      autoReply: (await getLeadSettings(t.s.services.db)).autoReply,
      overdueHours: "2",
      webhookUrl: t.hook.url,
      webhookSecret: "",
    };
    expect((await adminPost(t.s, null, "/admin/settings", fields)).status).toBe(401);
    expect((await adminPost(t.s, editorIn.cookie, "/admin/settings", fields)).status).toBe(403);
    const noSecret = await adminPost(t.s, t.owner.cookie, "/admin/settings", fields);
    expect(noSecret.status).toBe(400);
    expect(await noSecret.text()).toContain("A webhook needs a shared secret");
    const short = await adminPost(t.s, t.owner.cookie, "/admin/settings", { ...fields, webhookSecret: "short" });
    expect(await short.text()).toContain("Use a secret of at least 16 characters");
    const badUrl = await adminPost(t.s, t.owner.cookie, "/admin/settings", { ...fields, webhookUrl: "ftp://example.com/x", webhookSecret: SECRET });
    expect(await badUrl.text()).toContain("Enter the webhook&#x27;s full address, starting with https://.");
    const saved = await adminPost(t.s, t.owner.cookie, "/admin/settings", { ...fields, webhookSecret: SECRET });
    expect(saved.status).toBe(302);
    expect(await getLeadSettings(t.s.services.db)).toMatchObject({ webhookUrl: t.hook.url, webhookSecret: SECRET, overdueHours: 2 });
    // Saving again with the secret field empty keeps the secret.
    expect((await adminPost(t.s, t.owner.cookie, "/admin/settings", { ...fields, overdueHours: "3" })).status).toBe(302);
    expect(await getLeadSettings(t.s.services.db)).toMatchObject({ webhookSecret: SECRET, overdueHours: 3 });
    const page = await (await fetch(`${t.s.url}/admin/settings/leads`, { headers: { Cookie: t.owner.cookie } })).text();
    expect(page).not.toContain(SECRET);
    expect(page).toContain("A secret is saved (it ends in …0123)");
  });

  it("an editor turns lead e-mails on for themselves on Your account", async () => {
    const r = await adminPost(t.s, editorIn.cookie, "/admin/account", { intent: "lead-mail", leadMail: "on" });
    expect(r.status).toBe(302);
    const page = await (await fetch(`${t.s.url}/admin/account`, { headers: { Cookie: editorIn.cookie } })).text();
    expect(/<input[^>]*name="leadMail"[^>]*>/.exec(page)![0]).toContain('checked=""');
    expect((await adminPost(t.s, null, "/admin/account", { intent: "lead-mail", leadMail: "on" })).status).toBe(401);
  });

  it("e-mails the owners and opted-in editors with the summary and thumbnails, auto-replies, and calls the signed webhook, all within 5 s", async () => {
    const r = await postQuote(t.s, quote, [await photo(40), await photo(120), await photo(200)], "198.51.100.40");
    expect(r.status).toBe(200);
    expect(r.html).toContain("Thank you for your message! We will get back to you soon.");
    const sentAt = Date.now();
    await expect.poll(() => t.smtp.mails.length, { timeout: 5000, interval: 100 }).toBe(2);
    await expect.poll(() => t.hook.calls.length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(5000);

    const staff = t.smtp.mails.find((m) => m.to.includes(t.owner.email))!;
    expect(staff.to.sort()).toEqual(["hello@lakesideridge.example", t.owner.email, editorIn.email].sort());
    expect(staff.to).not.toContain(editorOut.email);
    const staffText = mailText(staff.body);
    for (const line of ["Town: Manson", "Street address: 120 Lakeshore Rd", "Budget: $50,000 to $150,000", "Timeline: As soon as possible", "Photos: 3"]) {
      expect(staffText).toContain(line);
    }
    expect(subjectOf(staff.body)).toBe("New lead: Garage in Manson — Jordan Avery");
    expect(staffText).toContain('src="cid:photo-1@lead"');
    expect(staffText.match(/Content-Type: image\/jpeg/g)).toHaveLength(3);

    const reply = t.smtp.mails.find((m) => m.to.includes("jordan@example.com"))!;
    const replyText = mailText(reply.body);
    // None of the visitor's words (decision 0031): no name, not even in the To: header.
    expect(replyText).toContain("Hello,");
    expect(replyText).not.toContain("Jordan");
    expect(replyText).toContain("we aim to reply within one business day");
    expect(replyText).toContain("by phone as you asked");
    expect(replyText).toContain("(509) 555-0142");
    expect(replyText).toContain("Auto-Submitted: auto-replied");

    const call = t.hook.calls[0]!;
    expect(call.signatureOk).toBe(true);
    expect(call.headers["x-lakeside-event"]).toBe("lead.created");
    expect(call.json).toMatchObject({ event: "lead.created", name: "Jordan Avery", town: "Manson", budget: "$50,000 to $150,000", photos: 3 });
    expect(String(call.json.text)).toBe("New lead: Jordan Avery, Garage in Manson. (509) 555-0100");
    const [lead] = await listContactMessages(t.s.services.db);
    expect(call.json.id).toBe(lead!.id);
  });

  it("stores the lead at once when the webhook is down, and retries it with backoff until it answers", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks/lead`;
    const settings = await getLeadSettings(t.s.services.db);
    expect(
      (
        await adminPost(t.s, t.owner.cookie, "/admin/settings", {
          intent: "lead-settings-save",
          autoReply: settings.autoReply,
          overdueHours: "2",
          webhookUrl: url,
          // A new address needs the secret typed again (decision 0053).
          webhookSecret: SECRET,
        })
      ).status,
    ).toBe(302);
    const r = await postQuote(t.s, { ...quote, fullName: "Down Hook" }, [], "198.51.100.41");
    expect(r.status).toBe(200);
    expect(r.ms).toBeLessThan(3000);
    const lead = (await listContactMessages(t.s.services.db)).find((m) => m.full_name === "Down Hook")!;
    expect(lead).toBeDefined();
    const alert = () =>
      t.s.services.db.selectFrom("lead_alerts").selectAll().where("message_id", "=", lead.id).where("channel", "=", "webhook").executeTakeFirstOrThrow();
    await expect.poll(async () => (await alert()).status, { timeout: 5000 }).toBe("failed");
    const failed = await alert();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    // The first retry waits 5 s.
    expect(Date.parse(failed.next_attempt_at) - Date.now()).toBeGreaterThan(2000);
    // The receiver comes back on that port. The app's clock moves to the retry's time (timed from
    // the database) instead of waiting 5 s for it, and the retry reaches the receiver.
    const back = await startWebhook(SECRET, port);
    try {
      await passScheduled(Date.parse(failed.next_attempt_at), async () => back.calls.length > 0, "the webhook's retry");
      expect(back.calls.length).toBe(1);
      expect(back.calls[0]!.signatureOk).toBe(true);
      expect(back.calls[0]!.json.name).toBe("Down Hook");
      await expect.poll(async () => (await alert()).status, { timeout: 3000 }).toBe("sent");
      expect((await alert()).attempts).toBe(2);
    } finally {
      await back.close();
    }
  }, 30_000);

  it("lets one instance at a time take an alert", async () => {
    const [lead] = await listContactMessages(t.s.services.db);
    const a = await queueAlert(t.s.services.db, lead!.id, "webhook");
    // Not due again until the first retry's time: make it wait so this server's loop leaves it alone.
    await t.s.services.db.updateTable("lead_alerts").set({ next_attempt_at: "2999-01-01T00:00:00.000Z" }).where("id", "=", a.id).execute();
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimAlert(t.s.services.db, a.id, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await t.s.services.db.deleteFrom("lead_alerts").where("id", "=", a.id).execute();
  });
});

describe("overdue: business hours in Pacific time", () => {
  it.each([
    // Tuesday 9:00 PST + 2 h → 11:00 PST (19:00 UTC).
    ["2026-12-01T17:00:00.000Z", 2, "2026-12-01T19:00:00.000Z"],
    // Tuesday 16:00 PST: one hour left that day, the second on Wednesday at 9:00 PST.
    ["2026-12-02T00:00:00.000Z", 2, "2026-12-02T17:00:00.000Z"],
    // Friday 18:00 PST (after hours) → Monday 10:00 PST.
    ["2026-12-05T02:00:00.000Z", 2, "2026-12-07T18:00:00.000Z"],
    // Saturday → Monday 8:00 + 2 h; in summer (PDT, UTC−7).
    ["2026-07-11T19:00:00.000Z", 2, "2026-07-13T17:00:00.000Z"],
  ])("a lead received at %s is overdue after %i business hours at %s", (created, hours, expected) => {
    expect(overdueAt(created, hours)).toBe(expected);
  });
});
