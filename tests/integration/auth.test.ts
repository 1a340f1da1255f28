import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../app/models/staff.server";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { postSignIn, serverWithStaff } from "../helpers/session";

const EMAIL = "dave@lakesideridge.example";
const PASSWORD = "correct horse battery";

let s: TestServer;

beforeAll(async () => (s = await serverWithStaff(EMAIL, PASSWORD)));
afterAll(() => s.stop());

const signIn = (server: TestServer, email: string, password: string, ip = "203.0.113.7") => postSignIn(server, email, password, ip);

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));

describe("sign-in", () => {
  it("signs in with the right password: redirect to /admin with an httpOnly SameSite=Lax session cookie", async () => {
    const res = await signIn(s, EMAIL, PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    // /admin opens on the Content tab.
    const admin = await fetch(`${s.url}/admin`, { headers: { Cookie: cookie.split(";")[0]! }, redirect: "manual" });
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toBe("/admin/content");
    const content = await fetch(`${s.url}/admin/content`, { headers: { Cookie: cookie.split(";")[0]! }, redirect: "manual" });
    expect(content.status).toBe(200);
    // An account made without a name is welcomed by its e-mail address.
    expect(await content.text()).toContain(`Welcome, ${EMAIL}`);
  });

  it("refuses a wrong password with 401 and the server's message", async () => {
    const res = await signIn(s, EMAIL, "wrong password!!", "203.0.113.8");
    expect(res.status).toBe(401);
    expect(sessionCookie(res)).toBeUndefined();
    const html = await res.text();
    expect(html).toContain("Error signing in");
    expect(html).toContain("Invalid email or password");
  });

  it("asks for both fields", async () => {
    const res = await signIn(s, "", "", "203.0.113.9");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("You must provide either an email or phone number and a password");
  });

  it("refuses public sign-up with a 4xx", async () => {
    const res = await fetch(`${s.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "mallory@example.com", password: "a long enough password", name: "M" }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/Sign-up is disabled/);
    const users = await (await s.services.auth.$context).internalAdapter.listUsers();
    expect(users.map((u) => u.email)).toEqual([EMAIL]);
  });

  it("signs out: the session stops working", async () => {
    const cookie = sessionCookie(await signIn(s, EMAIL, PASSWORD, "203.0.113.10"))!.split(";")[0]!;
    const out = await fetch(`${s.url}/auth/sign-out`, { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/auth");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=;") || /session_token=.*Max-Age=0/.test(c))).toBe(true);
    const admin = await fetch(`${s.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toBe("/auth");
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const secure = await serverWithStaff(EMAIL, PASSWORD, { env: { SITE_URL: "https://lakesideridge.example" } });
    try {
      const res = await fetch(`${secure.url}/auth`, {
        method: "POST",
        headers: { ...FORM_HEADERS, Origin: secure.url },
        body: form({ email: EMAIL, password: PASSWORD }),
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      expect(res.headers.getSetCookie().join("\n")).toMatch(/session_token=[^\n]*Secure/);
    } finally {
      await secure.stop();
    }
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 after 10 failures from one IP, and still does after a restart", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 10; i++) expect((await signIn(s, `nobody${i}@example.com`, "wrong password!!", ip)).status).toBe(401);
    const blocked = await signIn(s, EMAIL, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Too many failed sign-in attempts\. Please wait 1[45] minutes/);

    // A new server process on the same database keeps the limit.
    const again = await startServer({ databaseUrl: s.env.DATABASE_URL, dataDir: s.env.DATA_DIR });
    try {
      expect((await signIn(again, EMAIL, PASSWORD, ip)).status).toBe(429);
      // Another address is not affected.
      expect((await signIn(again, EMAIL, PASSWORD, "198.51.100.21")).status).toBe(302);
    } finally {
      await again.stop();
    }
  });

  it("answers 429 after 5 failures for one e-mail address from one IP", async () => {
    const target = "erin@lakesideridge.example";
    await createStaff(s.services.auth, { email: target, password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await signIn(s, target, "wrong password!!", "192.0.2.50")).status).toBe(401);
    expect((await signIn(s, target, PASSWORD, "192.0.2.50")).status).toBe(429);
    // The same address may still sign in to another account.
    expect((await signIn(s, EMAIL, PASSWORD, "192.0.2.50")).status).toBe(302);
  });

  it("does not let a stranger lock the owner out: failures from other IPs leave the owner's address free", async () => {
    const target = "carol@lakesideridge.example";
    await createStaff(s.services.auth, { email: target, password: PASSWORD });
    for (let i = 0; i < 8; i++) expect((await signIn(s, target, "wrong password!!", `192.0.2.${i + 1}`)).status).toBe(401);
    expect((await signIn(s, target, PASSWORD, "192.0.2.99")).status).toBe(302);
  });

  it("limits the JSON sign-in endpoint the same way", async () => {
    const ip = "198.51.100.50";
    const post = () =>
      fetch(`${s.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ email: EMAIL, password: "wrong password!!" }),
      });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(401);
    expect((await post()).status).toBe(429);
  });
});
