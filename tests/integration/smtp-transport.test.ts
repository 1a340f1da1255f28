import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp } from "../helpers/smtp";
import { sendStaffMail } from "../../app/mail/staff-mail.server";

// One mail transport per SMTP_URL, kept by the services: mails that go together share a
// connection, and a changed SMTP_URL is used from the next mail on.
let s: TestServer;
let first: Awaited<ReturnType<typeof startSmtp>>;
let second: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  first = await startSmtp();
  second = await startSmtp();
  s = await startServer({ env: { SMTP_URL: first.url } });
});
afterAll(async () => {
  await s?.stop();
  await first?.close();
  await second?.close();
});

describe("the mail transport", () => {
  it("hands mails sent one after another to the mail server over one connection", async () => {
    for (const n of [1, 2, 3]) await sendStaffMail(s.services, "pat@example.com", `Mail ${n}`, `Mail number ${n}.`);
    expect(first.mails.map((m) => m.body.match(/Subject: (Mail \d)/)?.[1])).toEqual(["Mail 1", "Mail 2", "Mail 3"]);
    expect(first.connections).toHaveLength(1);
  });

  it("sends to a changed SMTP_URL from the next mail on", async () => {
    s.services.config.smtpUrl = second.url;
    await sendStaffMail(s.services, "pat@example.com", "Mail 4", "Mail number 4.");
    expect(second.mails.map((m) => m.body.match(/Subject: (Mail \d)/)?.[1])).toEqual(["Mail 4"]);
    expect(first.mails).toHaveLength(3);
  });
});
