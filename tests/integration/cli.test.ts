import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const user = (...args: string[]) => userWith({}, ...args);

async function userWith(env: Record<string, string | undefined>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/cli.mjs", "user", ...args], {
      env: { ...process.env, ...s.env, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function signInStatus(email: string, password: string) {
  const res = await fetch(`${s.url}/auth`, { method: "POST", headers: FORM_HEADERS, body: form({ email, password }), redirect: "manual" });
  return res.status;
}

// Each case starts the CLI several times (a new Node process each): on a busy 2-core machine that takes a while.
describe("npm run user (while the server runs, on the same database)", { timeout: 120_000 }, () => {
  it("creates an account with a generated strong password that signs in", async () => {
    const r = await user("create", "--email", "Office@LakesideRidge.example");
    expect(r.code).toBe(0);
    const password = /Password: (\S+)/.exec(r.stdout)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await signInStatus("office@lakesideridge.example", password)).toBe(302);
  });

  it("creates with a given password, lists, refuses a duplicate and a short password", async () => {
    expect((await user("create", "--email", "crew@lakesideridge.example", "--password", "a very long password")).code).toBe(0);
    const dup = await user("create", "--email", "crew@lakesideridge.example", "--password", "a very long password");
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain("already exists");
    const short = await user("create", "--email", "short@lakesideridge.example", "--password", "short");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const list = await user("list");
    expect(list.stdout).toContain("crew@lakesideridge.example");
    expect(list.stdout).not.toContain("short@");
  });

  it("sets a new password (the old one stops working) and deletes an account", async () => {
    expect((await user("set-password", "--email", "crew@lakesideridge.example", "--password", "another long password")).code).toBe(0);
    expect(await signInStatus("crew@lakesideridge.example", "a very long password")).toBe(401);
    expect(await signInStatus("crew@lakesideridge.example", "another long password")).toBe(302);
    expect((await user("delete", "--email", "crew@lakesideridge.example", "--yes")).code).toBe(0);
    expect(await signInStatus("crew@lakesideridge.example", "another long password")).toBe(401);
    const missing = await user("delete", "--email", "crew@lakesideridge.example", "--yes");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No account for");
  });

  it("makes owners unless --role editor, and an editor is refused Settings", async () => {
    const owner = await user("create", "--email", "boss@lakesideridge.example", "--password", "the owner's long password");
    expect(owner.stdout).toContain("Created boss@lakesideridge.example (owner).");
    const editor = await user("create", "--email", "writer@lakesideridge.example", "--password", "the editor's long password", "--role", "editor");
    expect(editor.stdout).toContain("Created writer@lakesideridge.example (editor).");
    const bad = await user("create", "--email", "x@lakesideridge.example", "--role", "admin");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Unknown role: admin. Use owner or editor.");
    const list = await user("list");
    expect(list.stdout).toMatch(/boss@lakesideridge\.example\towner/);
    expect(list.stdout).toMatch(/writer@lakesideridge\.example\teditor/);

    const cookieFor = async (email: string, password: string) => {
      const res = await fetch(`${s.url}/auth`, {
        method: "POST",
        headers: { ...FORM_HEADERS, "X-Forwarded-For": "10.9.9.9" },
        body: form({ email, password }),
        redirect: "manual",
      });
      return res.headers.getSetCookie()[0]!.split(";")[0]!;
    };
    const settings = async (cookie: string) => (await fetch(`${s.url}/admin/settings`, { headers: { Cookie: cookie }, redirect: "manual" })).status;
    expect(await settings(await cookieFor("writer@lakesideridge.example", "the editor's long password"))).toBe(403);
    expect(await settings(await cookieFor("boss@lakesideridge.example", "the owner's long password"))).toBe(200);
  });

  it("treats accounts from before roles (no role set) as owners", async () => {
    await user("create", "--email", "old@lakesideridge.example", "--password", "an old account's password");
    await sql`update "user" set role = null where email = 'old@lakesideridge.example'`.execute(s.services.db);
    const res = await fetch(`${s.url}/auth`, {
      method: "POST",
      headers: { ...FORM_HEADERS, "X-Forwarded-For": "10.9.9.8" },
      body: form({ email: "old@lakesideridge.example", password: "an old account's password" }),
      redirect: "manual",
    });
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const page = await fetch(`${s.url}/admin/settings`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Role: Owner");
  });

  it("explains its usage for an unknown command", async () => {
    const r = await user("frobnicate");
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("npm run user -- create --email E");
  });

  it("explains an unknown option or a missing value in one line (exit 2)", async () => {
    const r = await user("list", "--emial", "x@lakesideridge.example");
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([`Unknown option '--emial'. Run "npm run user -- --help" for the options.`]);
    const missing = await user("create", "--email");
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
    expect(missing.stderr).toContain("--email");
  });

  it("refuses a database the server never set up, says which DATA_DIR it used, and creates nothing there", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "lrb-cli-"));
    try {
      const r = await userWith({ DATA_DIR: empty, DATABASE_URL: undefined }, "create", "--email", "stray@lakesideridge.example");
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`No site database at the SQLite file ${path.join(empty, "site.db")} (DATA_DIR=${empty})`);
      expect(r.stderr).toContain("npm start");
      expect(readdirSync(empty)).toEqual([]);
      expect((await user("list")).stdout).not.toContain("stray@");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
