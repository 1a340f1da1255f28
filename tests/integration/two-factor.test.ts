import { describe, expect, it } from "vitest";
import { FORM_HEADERS, form } from "../helpers/server";
import { suiteServer } from "../helpers/http";
import { staffSession } from "../helpers/session";
import { totpFromUri } from "../helpers/totp";

const t = suiteServer();
let ip = 0;
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(";")[0]!);
function post(path: string, cookie: string | null, fields: Record<string, string>) {
  return fetch(`${t.s.url}${path}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": `10.99.0.${++ip}` },
    body: form(fields),
    redirect: "manual",
  });
}
const status = async (path: string, cookie: string) => (await fetch(`${t.s.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" })).status;

describe("two-factor sign-in (optional, per member)", () => {
  it("is turned on with the password and a code, then asks for a code after the password", async () => {
    const me = await staffSession(t.s, "editor");
    expect((await post("/admin/account", me.cookie, { intent: "2fa-enable", password: "wrong password here" })).status).toBe(400);
    const setup = await post("/admin/account", me.cookie, { intent: "2fa-enable", password: me.password });
    expect(setup.status).toBe(200);
    const html = decode(await setup.text());
    const uri = /name="uri" value="([^"]+)"/.exec(html)![1]!;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const backup = /name="backupCodes" value="([^"]+)"/.exec(html)![1]!.split(" ");
    expect(backup.length).toBeGreaterThanOrEqual(5);
    const wrong = await post("/admin/account", me.cookie, { intent: "2fa-confirm", uri, secret: "x", backupCodes: backup.join(" "), code: "000000" });
    expect(wrong.status).toBe(400);
    expect(decode(await wrong.text())).toContain("That code is not right.");
    const on = await post("/admin/account", me.cookie, { intent: "2fa-confirm", uri, secret: "x", backupCodes: backup.join(" "), code: totpFromUri(uri) });
    expect(on.status).toBe(302);
    const session = cookiesOf(on).find((c) => c.startsWith("better-auth.session_token=")) ?? me.cookie;
    expect(await status("/admin/account", session)).toBe(200);

    // Password alone no longer signs in: it leads to the code page, with no session yet.
    const first = await post("/auth", null, { email: me.email, password: me.password });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/auth/two-factor");
    const pending = cookiesOf(first);
    expect(pending.some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
    const challenge = pending.find((c) => c.startsWith("better-auth.two_factor="))!;
    expect(challenge).toBeTruthy();
    const bad = await post("/auth/two-factor", challenge, { code: "123456" });
    expect(bad.status).toBe(401);
    expect(decode(await bad.text())).toContain("That code is not right.");
    const good = await post("/auth/two-factor", challenge, { code: totpFromUri(uri) });
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe("/admin");
    const signedIn = cookiesOf(good).find((c) => c.startsWith("better-auth.session_token="))!;
    expect(await status("/admin/dashboard", signedIn)).toBe(200);

    // A backup code works once.
    const again = cookiesOf(await post("/auth", null, { email: me.email, password: me.password })).find((c) => c.startsWith("better-auth.two_factor="))!;
    expect((await post("/auth/two-factor", again, { code: backup[0]! })).status).toBe(302);
    const third = cookiesOf(await post("/auth", null, { email: me.email, password: me.password })).find((c) => c.startsWith("better-auth.two_factor="))!;
    expect((await post("/auth/two-factor", third, { code: backup[0]! })).status).toBe(401);

    // Turned off with the password: the password alone signs in again.
    const off = await post("/admin/account", signedIn, { intent: "2fa-disable", password: me.password });
    expect(off.status).toBe(302);
    const plain = await post("/auth", null, { email: me.email, password: me.password });
    expect(plain.headers.get("location")).toBe("/admin");
  });

  it("sends someone without the challenge cookie back to sign in", async () => {
    const res = await fetch(`${t.s.url}/auth/two-factor`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    const post2 = await post("/auth/two-factor", null, { code: "123456" });
    expect(post2.status).toBe(302);
    expect(post2.headers.get("location")).toBe("/auth");
  });
});
