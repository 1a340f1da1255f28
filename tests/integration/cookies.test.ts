import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../app/models/staff.server";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { postSignIn } from "../helpers/session";

// Cookies: a fake session cookie cannot empty the page cache, the flash notice is signed, and
// the session token never appears in a response body.

const EMAIL = "owner@lakesideridge.example";
const PASSWORD = "correct horse battery";
let s: TestServer;
let signInCookies: string[];
let session: string;

beforeAll(async () => {
  s = await startServer();
  await createStaff(s.services.auth, { email: EMAIL, password: PASSWORD });
  const res = await postSignIn(s, EMAIL, PASSWORD, "10.5.0.1");
  signInCookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  session = signInCookies.find((c) => c.startsWith("better-auth.session_token="))!;
});
afterAll(() => s.stop());

const cacheState = async (path: string) => (await fetch(`${s.url}${path}`)).headers.get("x-page-cache");
const contact = (cookie: string, ip: string) =>
  fetch(`${s.url}/contact`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Cookie: cookie, "X-Forwarded-For": ip },
    body: form({ fullName: "A", email: "a@example.com", projectType: "Other", preferredContact: "Email", message: "Hello there." }),
  });

describe("page cache and cookies", () => {
  it("a fake session cookie on a successful post does not empty the cache", async () => {
    await cacheState("/about");
    expect(await cacheState("/about")).toBe("hit");
    const fake = await contact("better-auth.session_token=forged.value", "10.5.0.2");
    expect(fake.status).toBe(200);
    expect(await cacheState("/about")).toBe("hit");
  });

  it("shows a genuine flash notice, and ignores a forged one", async () => {
    const flash = signInCookies.find((c) => c.startsWith("flash="))!;
    expect(flash).toBeDefined();
    const genuine = await fetch(`${s.url}/admin`, { headers: { Cookie: `${session}; ${flash}` } });
    expect(await genuine.text()).toContain("Successfully signed in!");

    const forged = Buffer.from(JSON.stringify({ kind: "error", title: "Your account is locked: call 555-0199" })).toString("base64");
    const page = await fetch(`${s.url}/about`, { headers: { Cookie: `flash=${encodeURIComponent(forged)}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Your account is locked");
  });

  it("/api/auth/get-session returns the user and session, never the session token", async () => {
    const res = await fetch(`${s.url}/api/auth/get-session`, { headers: { Cookie: session } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe(EMAIL);
    expect(body.session.expiresAt).toBeDefined();
    expect(body.session.token).toBeUndefined();
    const token = decodeURIComponent(session.split("=")[1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
  });
});
