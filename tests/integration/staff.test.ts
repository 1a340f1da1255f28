import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { FORM_HEADERS, form, startServer, type TestServer, withServer } from "../helpers/server";
import { signInCookie, staffSession } from "../helpers/session";
import { mailText, withMailServer } from "../helpers/smtp";

const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

function post(s: TestServer, path: string, cookie: string | null, fields: Record<string, string>) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": "10.77.0.1" },
    body: form(fields),
    redirect: "manual",
  });
}
const get = (s: TestServer, path: string, cookie?: string) => fetch(`${s.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

async function invite(s: TestServer, owner: string, email: string, role = "editor") {
  const res = await post(s, "/admin/staff", owner, { intent: "invite", email, role });
  const html = decode(await res.text());
  const link = /value="(http[^"]*\/auth\/invite\/[^"]+)"/.exec(html)?.[1] ?? null;
  return { res, html, link, path: link ? new URL(link).pathname : "" };
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token="))
    ?.split(";")[0] ?? null;

describe("staff management", () => {
  let s: TestServer;
  let owner: { email: string; password: string; cookie: string };
  beforeAll(async () => {
    s = await startServer();
    owner = await staffSession(s, "owner");
  });
  afterAll(() => s.stop());

  it("lists the staff with role and last sign-in", async () => {
    const html = decode(await (await get(s, "/admin/staff", owner.cookie)).text());
    expect(html).toContain(owner.email);
    expect(html).toContain(`aria-label="Remove ${owner.email}"`);
    const row = (email: string) =>
      [...html.matchAll(/<tr[^>]*data-testid="staff-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!).find((r) => r.includes(email))!;
    // (On a phone the cell says what it is: "Last sign-in: ".)
    expect(row(owner.email)).toMatch(/<td[^>]*>(?:<span[^>]*>Last sign-in: <\/span>)?[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    expect(row(owner.email)).not.toContain("Never");
  });

  it("an invitation is shown once, accepted once, signs the new editor in, and is refused the second time", async () => {
    const inv = await invite(s, owner.cookie, "New.Editor@Example.com");
    expect(inv.res.status).toBe(200);
    expect(inv.html).toContain("Copy this link for new.editor@example.com now");
    expect(inv.html).toContain("E-mail is not set up (SMTP_URL), so send it yourself.");
    expect(inv.link).toMatch(/^http:\/\/localhost:3999\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored.
    const token = inv.link!.split("/").pop()!;
    const rows = await s.services.db.selectFrom("staff_tokens").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    // The staff page, loaded again, does not show the link.
    expect(await (await get(s, "/admin/staff", owner.cookie)).text()).not.toContain(token);

    expect((await get(s, inv.path)).status).toBe(200);
    const short = await post(s, inv.path, null, { password: "too short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Use at least 12 characters.");

    const ok = await post(s, inv.path, null, { password: "the new editor's password" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin");
    const editor = sessionCookie(ok)!;
    expect(editor).toBeTruthy();
    expect((await get(s, "/admin/messages", editor)).status).toBe(200);
    expect((await get(s, "/admin/settings", editor)).status).toBe(403);
    expect((await get(s, "/admin/staff", editor)).status).toBe(403);

    const again = await post(s, inv.path, null, { password: "someone else's password" });
    expect(again.status).toBe(410);
    expect(decode(await again.text())).toContain("This invitation link has expired or was already used. Ask an owner for a new one.");
    expect((await get(s, inv.path)).status).toBe(410);
    expect(await signInCookie(s, "new.editor@example.com", "the new editor's password")).toBeTruthy();
  });

  it("refuses an expired invitation and an address already on the staff", async () => {
    const inv = await invite(s, owner.cookie, "late@example.com", "owner");
    await sql`update staff_tokens set expires_at = ${new Date(Date.now() - 1000).toISOString()} where email = 'late@example.com'`.execute(s.services.db);
    expect((await get(s, inv.path)).status).toBe(410);
    const res = await post(s, inv.path, null, { password: "a perfectly long password" });
    expect(res.status).toBe(410);
    const dup = await invite(s, owner.cookie, owner.email);
    expect(dup.res.status).toBe(400);
    expect(dup.html).toContain(`${owner.email} is already on the staff.`);
    const bad = await invite(s, owner.cookie, "not-an-address");
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain("Enter a valid e-mail address.");
  });

  it("removing someone ends their live session at once", async () => {
    const victim = await staffSession(s, "editor");
    expect((await get(s, "/admin/dashboard", victim.cookie)).status).toBe(200);
    const html = decode(await (await get(s, "/admin/staff", owner.cookie)).text());
    const id = new RegExp(`name="id" value="([^"]+)"/><button[^>]*aria-label="Remove ${victim.email.replace(/\./g, "\\.")}"`).exec(html)![1]!;
    expect((await post(s, "/admin/staff", owner.cookie, { intent: "reset-link", id })).status).toBe(200);
    const res = await post(s, "/admin/staff", owner.cookie, { intent: "remove", id });
    expect(res.status).toBe(302);
    // Their open links go with them.
    expect(await s.services.db.selectFrom("staff_tokens").selectAll().where("email", "=", victim.email).execute()).toHaveLength(0);
    const after = await get(s, "/admin/dashboard", victim.cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/auth");
    expect(await (await get(s, "/admin/staff", owner.cookie)).text()).not.toContain(victim.email);
  });

  it("changes roles, but the last owner cannot be demoted or removed", async () => {
    await withServer({}, async (solo) => {
      const only = await staffSession(solo, "owner");
      const other = await staffSession(solo, "editor");
      const html = decode(await (await get(solo, "/admin/staff", only.cookie)).text());
      const idOf = (email: string) => new RegExp(`name="id" value="([^"]+)"/><button[^>]*aria-label="Remove ${email.replace(/\./g, "\\.")}"`).exec(html)![1]!;
      const demote = await post(solo, "/admin/staff", only.cookie, { intent: "set-role", id: idOf(only.email), role: "editor" });
      expect(demote.status).toBe(409);
      expect(decode(await demote.text())).toContain(`${only.email} is the only owner. Make someone else an owner first.`);
      const remove = await post(solo, "/admin/staff", only.cookie, { intent: "remove", id: idOf(only.email) });
      expect(remove.status).toBe(409);
      expect(decode(await remove.text())).toContain(`${only.email} is the only owner and cannot be removed.`);
      expect((await get(solo, "/admin/settings", only.cookie)).status).toBe(200);

      // With a second owner, the first may step down.
      expect((await post(solo, "/admin/staff", only.cookie, { intent: "set-role", id: idOf(other.email), role: "owner" })).status).toBe(302);
      expect((await get(solo, "/admin/settings", other.cookie)).status).toBe(200);
      expect((await post(solo, "/admin/staff", only.cookie, { intent: "set-role", id: idOf(only.email), role: "editor" })).status).toBe(302);
      expect((await get(solo, "/admin/settings", only.cookie)).status).toBe(403);
      const bad = await post(solo, "/admin/staff", other.cookie, { intent: "set-role", id: idOf(only.email), role: "boss" });
      expect(bad.status).toBe(400);
      expect(decode(await bad.text())).toContain("Choose Owner or Editor.");
    });
  });
});

describe("staff e-mail through SMTP", () => {
  it("e-mails the invitation link through the loopback SMTP server", async () => {
    await withMailServer(async (s, smtp) => {
      const owner = await staffSession(s, "owner");
      const inv = await invite(s, owner.cookie, "mailed@example.com");
      expect(inv.html).toContain("We also e-mailed it to mailed@example.com.");
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(["mailed@example.com"]);
      expect(mailText(smtp.mails[0]!.body)).toContain(inv.link!);
    });
  });
});
