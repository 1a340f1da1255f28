import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, FORM_HEADERS, form, type TestServer } from "../helpers/server";
import { startSmtp } from "../helpers/smtp";
import { freePort } from "../helpers/webhook";
import { staffCookie } from "../helpers/session";
import { deliverPendingNotifications, RETRY_FOR_HOURS } from "../../app/mail/mailer.server";
import { getContactMessage } from "../../app/models/contact-messages.server";

// Decision 0020: a lead's e-mail is never dropped silently. Time is driven through the delivery
// pass's clock, not by waiting.
let s: TestServer;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
beforeAll(async () => {
  port = await freePort();
  s = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

async function lead(name: string) {
  const res = await fetch(`${s.url}/contact`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    body: form({ fullName: name, email: "pat@example.com", phone: "", projectType: "Garage", preferredContact: "Email", message: "A garage." }),
  });
  expect(res.status).toBe(200);
  return (await s.services.db.selectFrom("contact_messages").select("id").where("full_name", "=", name).executeTakeFirstOrThrow()).id;
}

describe("lead e-mails", () => {
  it("are retried with growing waits while the mail server is down for 15 minutes, then arrive", async () => {
    const id = await lead("Down For Fifteen");
    const t0 = Date.now();
    const waits: number[] = [];
    for (let minute = 0; minute <= 15; minute++) {
      await deliverPendingNotifications(s.services, t0 + minute * 60_000);
      const m = (await getContactMessage(s.services.db, id))!;
      expect(m.email_status).toBe("failed");
      waits.push(Date.parse(m.email_next_at!) - (t0 + minute * 60_000));
    }
    expect(Math.max(...waits)).toBeGreaterThan(60_000);
    smtp = await startSmtp(port);
    await deliverPendingNotifications(s.services, t0 + 60 * 60_000);
    expect((await getContactMessage(s.services.db, id))!.email_status).toBe("sent");
    expect(smtp.mails.some((m) => m.body.includes("Down For Fifteen"))).toBe(true);
  });

  it(`are given up only after ${RETRY_FOR_HOURS} hours, shown, and sent again on request`, async () => {
    await smtp?.close();
    smtp = undefined;
    const id = await lead("Given Up Gale");
    const t0 = Date.now();
    for (let hour = 0; hour <= RETRY_FOR_HOURS + 1; hour += 1) await deliverPendingNotifications(s.services, t0 + hour * 3_600_000);
    expect((await getContactMessage(s.services.db, id))!.email_status).toBe("gave-up");
    const cookie = await staffCookie(s);
    const page = await (await fetch(`${s.url}/admin/messages`, { headers: { cookie } })).text();
    expect(page).toContain("E-mail not sent (tried for 72 hours)");
    expect(page).toContain("Send again");
    const dash = await (await fetch(`${s.url}/admin/dashboard`, { headers: { cookie } })).text();
    expect(dash).toMatch(/could not be e-mailed yet/);
    smtp = await startSmtp(port);
    const again = await fetch(`${s.url}/admin/messages`, {
      method: "POST",
      headers: { ...FORM_HEADERS, cookie, Origin: s.url },
      body: form({ intent: "notify-again", id }),
      redirect: "manual",
    });
    expect(again.status).toBe(302);
    await expect.poll(async () => (await getContactMessage(s.services.db, id))!.email_status, { timeout: 10_000 }).toBe("sent");
    expect(smtp.mails.some((m) => m.body.includes("Given Up Gale"))).toBe(true);
  });
});
