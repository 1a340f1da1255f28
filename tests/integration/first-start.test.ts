import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAccount } from "../../app/services/seed.server";
import type { AppLoadContext } from "react-router";
import { SETUP_CODE_TTL_MS, createOwnerWithCode, generateSetupCode, issueSetupCode } from "../../app/auth/first-start.server";
import { SETUP_CODE_ALPHABET, normalizeSetupCode } from "../../app/forms/first-start";
import { createStaff, listStaff } from "../../app/models/staff.server";
import { getProfile } from "../../app/models/settings.server";
import { listVersions } from "../../app/models/versions.server";
import { FORM_HEADERS, form, startServer, type TestServer, withServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";

/**
 * The first start without a shell (docs/decisions/0025-first-start-setup.md), over real HTTP on a
 * real database (SQLite, or PostgreSQL with DATABASE_URL): the code printed at start, stored only
 * as a hash, for 24 hours, limited per address, used once, even by parallel posts.
 */
const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const CODE = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;
const PASSWORD = "a long owner password";

let s: TestServer;
let n = 0;
const ip = () => `198.51.100.${++n}`;

function post(path: string, fields: Record<string, string>, opts: { ip?: string; cookie?: string } = {}) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": opts.ip ?? ip(), ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
    body: form(fields),
    redirect: "manual",
  });
}
const get = (path: string, cookie?: string) => fetch(`${s.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const owner = (code: string, email: string, extra: Record<string, string> = {}) => ({ code, name: "Pat Builder", email, password: PASSWORD, ...extra });
const sessionOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token="))
    ?.split(";")[0] ?? null;
const settingsRows = () => s.services.db.selectFrom("site_settings").selectAll().execute();
const staffCount = async () => (await listStaff(s.services.auth)).length;

/** What the server prints at start: the code is read from it, as a person would. */
async function startMessage() {
  const message = await ensureFirstAccount(s.services);
  const code = CODE.exec(message ?? "")?.[1];
  if (!message || !code) throw new Error(`no setup code in: ${message}`);
  return { message, code };
}

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

describe("the setup code", () => {
  it("is 12 characters from an alphabet without 0, O, 1 or I", () => {
    expect(SETUP_CODE_ALPHABET).toHaveLength(32);
    expect(SETUP_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    const codes = Array.from({ length: 200 }, generateSetupCode);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(200);
    expect(normalizeSetupCode(" abcd-efgh jkLM ")).toBe("ABCDEFGHJKLM");
  });

  it("is printed with the admin address at start, and only its hash and expiry are stored", async () => {
    const before = Date.now();
    const { message, code } = await startMessage();
    expect(message).toContain(`${s.services.config.siteUrl}/admin`);
    expect(message).toContain("npm run user -- create --email");
    const rows = await settingsRows();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(normalizeSetupCode(code));
    const row = rows.find((r) => r.key === "setup_code")!;
    const stored = JSON.parse(row.value) as { hash: string; expiresAt: string };
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = Date.parse(stored.expiresAt) - before;
    expect(ttl).toBeGreaterThanOrEqual(SETUP_CODE_TTL_MS - 1000);
    expect(ttl).toBeLessThanOrEqual(SETUP_CODE_TTL_MS + 60_000);
  });

  it("sends /admin and /auth to “Create the owner account” while no account exists", async () => {
    for (const path of ["/admin", "/admin/content", "/auth"]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/auth/setup");
    }
    const res = await get("/auth/setup");
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain("<title>Create the owner account | Lakeside Ridge CMS</title>");
    expect(html).toContain("printed in the server's console when the site started");
    for (const label of ["Setup code", "Your name", "Email", "Password"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/id="setup-password"[^>]*minLength="12"/i);
  });

  it("refuses a wrong code with 401 and the message, keeps the name and e-mail but not the wrong code, and creates nothing", async () => {
    const res = await post("/auth/setup", owner("AAAA-BBBB-CCCC", "pat@builder.example"));
    expect(res.status).toBe(401);
    const html = decode(await res.text());
    expect(html).toContain("That setup code is not right.");
    expect(html).toContain(`value="pat@builder.example"`);
    expect(html).toContain(`value="Pat Builder"`);
    // The wrong code is emptied to be typed again (decision 0035).
    expect(html).not.toContain("AAAA-BBBB-CCCC");
    expect(html).not.toContain(PASSWORD);
    expect(html).toMatch(/id="setup-code"[^>]*aria-invalid="true"/);
    expect(await staffCount()).toBe(0);
  });

  it("checks the fields before the code, like the rest of the app (password at least 12 characters)", async () => {
    const short = await post("/auth/setup", owner("AAAA-BBBB-CCCC", "pat@builder.example", { password: "too short" }));
    expect(short.status).toBe(400);
    const shortHtml = decode(await short.text());
    expect(shortHtml).toContain("The owner account was not created yet: please check the password below.");
    expect(shortHtml).toMatch(/id="setup-password"[^>]*aria-invalid="true"/);
    expect(shortHtml).toContain("Use at least 12 characters.");
    const shape = await post("/auth/setup", owner("ABC", "pat@builder.example"));
    expect(shape.status).toBe(400);
    expect(decode(await shape.text())).toContain("Enter all 12 letters and digits of the setup code");
  });

  it("allows 5 wrong codes per address in 15 minutes, then refuses even the right one from there with the wait", async () => {
    const { code } = await startMessage();
    const from = "203.0.113.77";
    const burst = await Promise.all(Array.from({ length: 8 }, () => post("/auth/setup", owner("AAAA-BBBB-CCCC", "pat@builder.example"), { ip: from })));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 401)).toHaveLength(5);
    expect(statuses.filter((x) => x === 429)).toHaveLength(3);
    const right = await post("/auth/setup", owner(code, "pat@builder.example"), { ip: from });
    expect(right.status).toBe(429);
    expect(decode(await right.text())).toContain("Too many wrong setup codes from your address. Please wait 15 minutes and try again.");
    expect(await staffCount()).toBe(0);
  });

  it("refuses an expired code with 410 and says how to get a new one", async () => {
    const code = await issueSetupCode(s.services.db, Date.now() - SETUP_CODE_TTL_MS - 60_000);
    const page = await get("/auth/setup");
    expect(page.status).toBe(200);
    expect(decode(await page.text())).toContain("This setup code has expired");
    const res = await post("/auth/setup", owner(code, "pat@builder.example"));
    expect(res.status).toBe(410);
    expect(decode(await res.text())).toContain("Restart the site to print a new one");
    expect(await staffCount()).toBe(0);
  });

  it("is replaced by a later start: only the newest printed code works", async () => {
    const older = await startMessage();
    const newer = await startMessage();
    expect(newer.code).not.toBe(older.code);
    const res = await post("/auth/setup", owner(older.code, "pat@builder.example"));
    expect(res.status).toBe(401);
    expect(await staffCount()).toBe(0);
  });

  it("creates one owner from parallel posts with the right code, signs them in and sends them to the business details", async () => {
    const { code } = await startMessage();
    const emails = Array.from({ length: 4 }, (_, i) => `owner${i}@builder.example`);
    const answers = await Promise.all(emails.map((email) => post("/auth/setup", owner(code.toLowerCase(), email))));
    const won = answers.filter((r) => r.status === 302 && r.headers.get("location") === "/admin/setup");
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a !== won[0])) {
      expect(sessionOf(r)).toBeNull();
      expect([409, 302]).toContain(r.status);
      if (r.status === 302) expect(r.headers.get("location")).toBe("/auth");
    }
    const staff = await listStaff(s.services.auth);
    expect(staff).toHaveLength(1);
    expect(staff[0]!.role).toBe("owner");
    const cookie = sessionOf(won[0]!)!;
    expect(cookie).toBeTruthy();
    const setup = await get("/admin/setup", cookie);
    expect(setup.status).toBe(200);
    expect(decode(await setup.text())).toContain("Your business details");
    // Used once: the code is gone from the database.
    expect((await settingsRows()).some((r) => r.key === "setup_code")).toBe(false);
  });

  it("is useless once an account exists: the page and a second use answer as an anonymous admin request", async () => {
    // A start with an account prints nothing and issues no code.
    expect(await ensureFirstAccount(s.services)).toBeNull();
    expect((await settingsRows()).some((r) => r.key === "setup_code")).toBe(false);
    for (const path of ["/auth/setup", "/admin"]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/auth");
    }
    expect((await get("/auth")).status).toBe(200);
    const again = await post("/auth/setup", owner("AAAA-BBBB-CCCC", "second@builder.example"));
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth");
    expect(sessionOf(again)).toBeNull();
    expect(await staffCount()).toBe(1);
  });
});

describe("the business details after it", () => {
  let cookie: string;
  beforeAll(async () => {
    // The owner made above, signed in again.
    const email = (await listStaff(s.services.auth))[0]!.email;
    const res = await fetch(`${s.url}/auth`, {
      method: "POST",
      headers: { ...FORM_HEADERS, "X-Forwarded-For": ip() },
      body: form({ email, password: PASSWORD }),
      redirect: "manual",
    });
    cookie = sessionOf(res)!;
  });

  it("are pre-filled, and the dashboard links to them until they are saved", async () => {
    const current = await getProfile(s.services.db);
    const html = decode(await (await get("/admin/setup", cookie)).text());
    for (const name of ["companyName", "phone", "email", "city", "registration"] as const) {
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${current[name].replace(/[()]/g, "\\$&")}"`));
    }
    expect(html).toContain(">Town</label>");
    expect(html).toContain("Skip for now");
    const dashboard = decode(await (await get("/admin/dashboard", cookie)).text());
    expect(dashboard).toContain("Check your business details");
  });

  it("are checked by the Settings rules", async () => {
    const res = await post(
      "/admin/setup",
      {
        intent: "settings-save",
        companyName: "Pine Ridge Homes",
        phone: "call us",
        email: "office@pineridge.example",
        city: "Leavenworth",
        registration: "PINERHL123AB",
      },
      { cookie },
    );
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toContain("The phone number may use digits, spaces, dashes and brackets.");
    expect(html).toContain(`value="Pine Ridge Homes"`);
    expect((await getProfile(s.services.db)).companyName).not.toBe("Pine Ridge Homes");
  });

  it("are saved like a Settings save: history, activity, the public pages show them at once", async () => {
    // The home page is in the page cache before the save.
    expect(await (await get("/")).text()).toContain("Lakeside Ridge Builders");
    const before = await getProfile(s.services.db);
    const res = await post(
      "/admin/setup",
      {
        intent: "settings-save",
        companyName: "Pine Ridge Homes",
        phone: "(509) 555-0199",
        email: "office@pineridge.example",
        city: "Leavenworth",
        registration: "PINERHL123AB",
      },
      { cookie },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    const after = await getProfile(s.services.db);
    expect(after).toMatchObject({ companyName: "Pine Ridge Homes", phone: "(509) 555-0199", city: "Leavenworth", registration: "PINERHL123AB" });
    // The rest of the profile is kept.
    expect(after.tagline).toBe(before.tagline);
    expect(after.areaServed).toBe(before.areaServed);
    const versions = await listVersions(s.services.db, "settings", "profile");
    expect(versions.some((v) => v.note === "Saved in the first-start setup")).toBe(true);
    const activity = await s.services.db.selectFrom("activity_log").select(["action", "detail"]).execute();
    expect(activity.map((a) => a.action)).toEqual(expect.arrayContaining(["owner-created", "setup-code-failed", "settings-save"]));
    const home = await (await get("/")).text();
    expect(home).toContain("Pine Ridge Homes");
    expect(home).toContain("(509) 555-0199");
    expect(home).toMatch(/WA contractor registration: (<!-- -->)?PINERHL123AB/);
    // Done: the dashboard no longer asks.
    expect(decode(await (await get("/admin/dashboard", cookie)).text())).not.toContain("Check your business details");
  });

  it("are for owners only", async () => {
    const editor = await staffCookie(s, "editor");
    expect((await get("/admin/setup", editor)).status).toBe(403);
    expect((await post("/admin/setup", { intent: "settings-save", companyName: "X" }, { cookie: editor })).status).toBe(403);
    expect((await post("/admin/setup", { intent: "settings-save", companyName: "X" })).status).toBe(401);
  });
});

describe("an account made another way", () => {
  it("ADMIN_EMAIL creates that account at start and drops an earlier setup code", async () => {
    await withServer({ env: { ADMIN_EMAIL: "first@builder.example", ADMIN_PASSWORD: "a long admin password" } }, async (t) => {
      await issueSetupCode(t.services.db);
      expect(await ensureFirstAccount(t.services)).toBe("Created the first staff account for first@builder.example (password from ADMIN_PASSWORD).");
      expect((await t.services.db.selectFrom("site_settings").select("key").execute()).some((r) => r.key === "setup_code")).toBe(false);
      const res = await fetch(`${t.url}/admin`, { redirect: "manual" });
      expect(res.headers.get("location")).toBe("/auth");
    });
  });

  it("an account made from the command line closes the setup page too", async () => {
    await withServer({}, async (t) => {
      await issueSetupCode(t.services.db);
      expect((await fetch(`${t.url}/admin`, { redirect: "manual" })).headers.get("location")).toBe("/auth/setup");
      await createStaff(t.services.auth, { email: "cli@builder.example" });
      expect((await fetch(`${t.url}/auth/setup`, { redirect: "manual" })).headers.get("location")).toBe("/auth");
      expect((await t.services.db.selectFrom("site_settings").select("key").execute()).some((r) => r.key === "setup_code")).toBe(false);
    });
  });
});

describe("parallel right codes at the consuming step", () => {
  it("let exactly one of 6 calls that all read the code make an account", async () => {
    await withServer({}, async (t) => {
      const code = await issueSetupCode(t.services.db);
      // The same function the page's action calls, each with its own address; all of them start
      // before any has used the code, so they meet at the step that uses it up.
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          createOwnerWithCode({ services: t.services, clientIp: `192.0.2.${i + 1}` } as AppLoadContext, new Request(`${t.url}/auth/setup`), {
            code,
            name: "Pat Builder",
            email: `racer${i}@builder.example`,
            password: PASSWORD,
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results.filter((x) => !x.ok)) {
        if ("closed" in r) continue;
        expect(r).toMatchObject({ status: 409, message: expect.stringContaining("has just been used") });
      }
      expect(await listStaff(t.services.auth)).toHaveLength(1);
      expect((await t.services.db.selectFrom("site_settings").select("key").execute()).some((r) => r.key === "setup_code")).toBe(false);
    });
  });
});
