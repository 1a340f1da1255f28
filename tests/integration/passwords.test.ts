import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { suiteServer } from "../helpers/http";
import { signInCookie, staffSession } from "../helpers/session";
import { mailText, startSmtp } from "../helpers/smtp";

const ANSWER = "If that address belongs to a staff account, we&#x27;ve sent a link.";
const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
let ip = 0;

function post(s: TestServer, path: string, cookie: string | null, fields: Record<string, string>) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": `10.88.0.${++ip}` },
    body: form(fields),
    redirect: "manual",
  });
}
const get = (s: TestServer, path: string, cookie?: string) => fetch(`${s.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const signedIn = async (s: TestServer, cookie: string) => (await get(s, "/admin/dashboard", cookie)).status === 200;
const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"))
    ?.split(";")[0] ?? null;

describe("passwords without SMTP", () => {
  const t = suiteServer();

  it("links to Forgot password?, which says to ask an owner, and answers the same either way", async () => {
    expect(await (await get(t.s, "/auth")).text()).toMatch(/<a[^>]*href="\/auth\/forgot"[^>]*>Forgot password\?<\/a>/);
    const page = decode(await (await get(t.s, "/auth/forgot")).text());
    expect(page).toContain("E-mail is not set up on this site, so we cannot send you a link. Ask an owner");
    const member = await staffSession(t.s, "editor");
    const res = await post(t.s, "/auth/forgot", null, { email: member.email });
    expect(res.status).toBe(200);
    expect(await t.s.services.db.selectFrom("staff_tokens").selectAll().execute()).toHaveLength(0);
  });

  it("an owner makes a reset link on /admin/staff; using it ends the person's sessions", async () => {
    const owner = await staffSession(t.s, "owner");
    const member = await staffSession(t.s, "editor");
    const staffPage = decode(await (await get(t.s, "/admin/staff", owner.cookie)).text());
    const id = new RegExp(`name="id" value="([^"]+)"/><button[^>]*aria-label="Make a reset link for ${member.email.replace(/\./g, "\\.")}"`).exec(
      staffPage,
    )![1]!;
    const made = await post(t.s, "/admin/staff", owner.cookie, { intent: "reset-link", id });
    expect(made.status).toBe(200);
    const html = decode(await made.text());
    expect(html).toContain(`Give this link to ${member.email} now`);
    const path = new URL(/value="(http[^"]*\/auth\/reset\/[^"]+)"/.exec(html)![1]!).pathname;
    expect(await signedIn(t.s, member.cookie)).toBe(true);
    const used = await post(t.s, path, null, { password: "a brand new password" });
    expect(used.status).toBe(302);
    expect(await signedIn(t.s, sessionCookie(used)!)).toBe(true);
    expect(await signedIn(t.s, member.cookie)).toBe(false);
    await expect(signInCookie(t.s, member.email, member.password)).rejects.toThrow();
    expect(await signInCookie(t.s, member.email, "a brand new password")).toBeTruthy();
  });

  it("strangers' wrong passwords do not lock an address, and a reset link lets its owner back in", async () => {
    const owner = await staffSession(t.s, "owner");
    const member = await staffSession(t.s, "editor");
    for (let i = 0; i < 5; i++) expect((await post(t.s, "/auth", null, { email: member.email, password: `guess number ${i}` })).status).toBe(401);
    // Each guess came from another address: the (address, e-mail) limit keeps the owner of the account free to sign in.
    expect((await post(t.s, "/auth", null, { email: member.email, password: member.password })).status).toBe(302);
    const staffPage = decode(await (await get(t.s, "/admin/staff", owner.cookie)).text());
    const id = new RegExp(`name="id" value="([^"]+)"/><button[^>]*aria-label="Make a reset link for ${member.email.replace(/\./g, "\\.")}"`).exec(
      staffPage,
    )![1]!;
    const html = decode(await (await post(t.s, "/admin/staff", owner.cookie, { intent: "reset-link", id })).text());
    const path = new URL(/value="(http[^"]*\/auth\/reset\/[^"]+)"/.exec(html)![1]!).pathname;
    expect((await post(t.s, path, null, { password: "back in business password" })).status).toBe(302);
    expect((await post(t.s, "/auth", null, { email: member.email, password: "back in business password" })).status).toBe(302);
  });

  it("changing your own password needs the current one and ends your other sessions", async () => {
    const me = await staffSession(t.s, "editor");
    const other = await signInCookie(t.s, me.email, me.password);
    const wrong = await post(t.s, "/admin/account", me.cookie, { currentPassword: "not my password", newPassword: "my next long password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right.");
    const short = await post(t.s, "/admin/account", me.cookie, { currentPassword: me.password, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Use at least 12 characters.");
    expect(await signInCookie(t.s, me.email, me.password)).toBeTruthy();

    const ok = await post(t.s, "/admin/account", me.cookie, { currentPassword: me.password, newPassword: "my next long password" });
    expect(ok.status).toBe(302);
    const fresh = sessionCookie(ok);
    expect(fresh).toBeTruthy();
    expect(await signedIn(t.s, fresh!)).toBe(true);
    expect(await signedIn(t.s, other)).toBe(false);
    expect(await signInCookie(t.s, me.email, "my next long password")).toBeTruthy();
  });
});

describe("password reset by e-mail", () => {
  let s: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await s.stop();
    await smtp.close();
  });

  it("answers the same for a stranger and sends nothing", async () => {
    const res = await post(s, "/auth/forgot", null, { email: "stranger@example.com" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(ANSWER);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  it("e-mails a single-use link that resets the password, ends every session, and is refused the second time", async () => {
    const member = await staffSession(s, "owner");
    const res = await post(s, "/auth/forgot", null, { email: member.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(ANSWER);
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(1);
    expect(smtp.mails[0]!.to).toEqual([member.email]);
    const link = /http:\/\/localhost:3999\/auth\/reset\/[A-Za-z0-9_-]{43}/.exec(mailText(smtp.mails[0]!.body))![0];
    const path = new URL(link).pathname;
    expect((await get(s, path)).status).toBe(200);

    const used = await post(s, path, null, { password: "reset to this password" });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/admin");
    expect(await signedIn(s, member.cookie)).toBe(false);
    expect(await signedIn(s, sessionCookie(used)!)).toBe(true);

    const again = await post(s, path, null, { password: "and again a password" });
    expect(again.status).toBe(410);
    expect(decode(await again.text())).toContain("This reset link has expired or was already used. Ask for a new one.");
    expect(await signInCookie(s, member.email, "reset to this password")).toBeTruthy();
  });

  it("refuses a link older than an hour", async () => {
    const member = await staffSession(s, "editor");
    const before = smtp.mails.length;
    await post(s, "/auth/forgot", null, { email: member.email });
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(before + 1);
    const path = new URL(/http:\/\/localhost:3999\/auth\/reset\/[A-Za-z0-9_-]{43}/.exec(mailText(smtp.mails.at(-1)!.body))![0]).pathname;
    await sql`update staff_tokens set expires_at = ${new Date(Date.now() - 1000).toISOString()} where email = ${member.email}`.execute(s.services.db);
    expect((await get(s, path)).status).toBe(410);
    expect((await post(s, path, null, { password: "too late for this one" })).status).toBe(410);
    expect(await signInCookie(s, member.email, member.password)).toBeTruthy();
  });

  it("limits requests for one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(s, "/auth/forgot", null, { email: "flood@example.com" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
