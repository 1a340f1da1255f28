import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import S3rver from "s3rver";
import { openDatabase } from "../../app/db/client.server";
import { insertContentItem } from "../../app/models/content-items.server";
import { createContactMessage } from "../../app/models/contact-messages.server";
import { freshDatabaseUrl, freshPostgresUrl, tempDir, usingPostgres } from "../helpers/db";
import { startServer, type TestServer } from "../helpers/server";
import { uploadFlatJpeg } from "../helpers/http";
import { signInCookie, staffSession } from "../helpers/session";

// Backup on one kind of database and storage, restore on the other kind, and back:
// SQLite + disk → PostgreSQL + S3 → SQLite + disk on the SQLite run; the reverse on the PostgreSQL run.
const run = promisify(execFile);
const PG_ADMIN = usingPostgres() ? process.env.DATABASE_URL! : (process.env.TEST_POSTGRES_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres");
const sourceKind = usingPostgres() ? "PostgreSQL" : "SQLite";
const otherKind = usingPostgres() ? "SQLite" : "PostgreSQL";
const otherDatabaseUrl = () => (usingPostgres() ? Promise.resolve(`file:${path.join(tempDir(), "site.db")}`) : freshPostgresUrl(PG_ADMIN));

let s3: S3rver;
let s3Env: Record<string, string>;
let source: TestServer;
let staff: { email: string; password: string; cookie: string };
let imageUrl: string;
let imageBytes: Buffer;
const STORY = "Restored story: four generations of lake builders";
const LEAD = "Backup Test Lead";

interface Target {
  env: Record<string, string>;
}

function targetEnv(databaseUrl: string, storage: "disk" | "s3"): Target {
  return {
    env: {
      DATA_DIR: tempDir(),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: source.env.AUTH_SECRET!,
      LOG_LEVEL: "silent",
      ...(storage === "s3" ? s3Env : {}),
    },
  };
}

async function cli(script: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  // The CLIs must not inherit the S3 settings of another target.
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("S3_")));
  // The AWS SDK warns on stderr that its 2027 releases need Node 22: not ours to assert on.
  base.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/cli.mjs", script, ...args], {
      env: { ...base, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Starts the real server on a restored target and checks, over HTTP, what a visitor and a staff member see. */
async function checkSite(target: Target) {
  const server = await startServer({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR, env: target.env });
  try {
    const about = await fetch(`${server.url}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain(STORY);

    const image = await fetch(`${server.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await image.arrayBuffer()).equals(imageBytes)).toBe(true);

    // The restored account signs in with its password and sees the lead.
    const cookie = await signInCookie(server, staff.email, staff.password);
    const messages = await fetch(`${server.url}/admin/messages`, { headers: { Cookie: cookie } });
    expect(messages.status).toBe(200);
    expect(await messages.text()).toContain(LEAD);

    // The session made before the backup still works (its dates survived the trip).
    const old = await fetch(`${server.url}/admin/messages`, { headers: { Cookie: staff.cookie }, redirect: "manual" });
    expect(old.status).toBe(200);
  } finally {
    await server.stop();
  }
}

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: tempDir(), configureBuckets: [{ name: "site-files", configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  s3Env = {
    S3_BUCKET: "site-files",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };

  source = await startServer({ databaseUrl: await freshDatabaseUrl() });
  staff = await staffSession(source);
  await insertContentItem(source.services.db, {
    page_path: "/about",
    section_id: "story",
    type: "page",
    title: "Our story",
    content: `<p>${STORY}</p>`,
    is_published: true,
  });
  await createContactMessage(
    source.services.db,
    {
      full_name: LEAD,
      email: "lead@example.com",
      phone: null,
      project_type: "deck",
      preferred_contact: "email",
      message: "A deck by the lake, please.",
      ip: null,
    },
    "skipped",
  );
  const image = await uploadFlatJpeg(source, staff.cookie, "deck.jpg", [40, 30], { r: 200, g: 90, b: 30 });
  imageUrl = image.url;
  imageBytes = (await source.services.storage.get(image.file_path))!.body;
});

afterAll(async () => {
  await source?.stop();
  await s3?.close();
});

describe(`backup on ${sourceKind}, restore on ${otherKind} and back`, { timeout: 240_000 }, () => {
  const first = path.join(tempDir(), "site.jsonl.gz");
  const second = path.join(tempDir(), "site-again.jsonl.gz");
  let otherTarget: Target;

  it("writes one archive with every table (better-auth's too) and every stored file, and prints a summary", async () => {
    const r = await cli("backup", source.env, first);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    for (const table of ["user", "account", "session", "content_items", "contact_messages", "images", "change_counters"]) {
      expect(r.stdout).toMatch(new RegExp(`^${table}\\s+\\d+$`, "m"));
    }
    expect(r.stdout).not.toMatch(/^kysely_migration/m);
    expect(r.stdout).toMatch(/\d+ tables, \d+ rows, \d+ files, [\d.]+ (bytes|KB|MB)/);
    // Sealed (decision 0053): no account, address or story in clear.
    expect(r.stdout).toContain("(sealed with this site's AUTH_SECRET)");
    const bytes = readFileSync(first);
    for (const clear of [staff.email, LEAD, STORY]) expect(bytes.includes(Buffer.from(clear))).toBe(false);
  });

  it(`restores into an empty ${otherKind} database on S3, where the site shows the content, the image and the lead`, async () => {
    otherTarget = targetEnv(await otherDatabaseUrl(), "s3");
    const r = await cli("restore", otherTarget.env, first);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^contact_messages\s+1$/m);
    await checkSite(otherTarget);
  });

  it(`and back: from ${otherKind} on S3 to a fresh ${sourceKind} database on another disk folder`, async () => {
    expect((await cli("backup", otherTarget.env, second)).code).toBe(0);
    const back = targetEnv(usingPostgres() ? await freshPostgresUrl(PG_ADMIN) : `file:${path.join(tempDir(), "site.db")}`, "disk");
    const r = await cli("restore", back.env, second);
    expect(r.code).toBe(0);
    await checkSite(back);
  });

  it("refuses a target that is not empty without --force, and replaces it with --force", async () => {
    const refused = await cli("restore", otherTarget.env, first);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toContain("not empty");
    expect(refused.stderr).toContain("--force");

    const forced = await cli("restore", otherTarget.env, first, "--force");
    expect(forced.code).toBe(0);
    // Replaced, not added to: still one lead.
    const h = openDatabase(otherTarget.env.DATABASE_URL!);
    try {
      expect(await h.db.selectFrom("contact_messages").select("full_name").execute()).toEqual([{ full_name: LEAD }]);
    } finally {
      await h.close();
    }
    await checkSite(otherTarget);
  });

  it("restores on a server with another AUTH_SECRET only with the BACKUP_PASSPHRASE it was sealed with, and says two-factor secrets need the old one", async () => {
    const target = targetEnv(`file:${path.join(tempDir(), "site.db")}`, "disk");
    target.env.AUTH_SECRET = "another-secret-another-secret-another-0123";
    // Sealed with the source's AUTH_SECRET (decision 0053): another secret cannot open it.
    const refused = await cli("restore", target.env, first);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toMatch(/cannot be opened: it was changed after it was made, or it was sealed with another key or passphrase\./);
    const withPassphrase = path.join(tempDir(), "site-passphrase.sealed");
    const made = await cli("backup", { ...source.env, BACKUP_PASSPHRASE: "lake chelan at dawn, twice" }, withPassphrase);
    expect(made.stdout).toContain("(sealed with BACKUP_PASSPHRASE)");
    expect(readFileSync(withPassphrase).includes(Buffer.from(staff.email))).toBe(false);
    const r = await cli("restore", { ...target.env, BACKUP_PASSPHRASE: "lake chelan at dawn, twice" }, withPassphrase);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Note: This site's AUTH_SECRET differs from the one the backup was made with");
  });

  it("answers a backup into a missing folder with one line and exit 2", async () => {
    const dir = tempDir();
    const env = targetEnv(`file:${path.join(dir, "site.db")}`, "disk").env;
    const r = await cli("backup", env, path.join(dir, "no-such-folder", "site.jsonl.gz"));
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^Cannot write .*site\.jsonl\.gz: its folder does not exist\.$/);
  });

  it("answers a garbage or cut-short archive and bad usage with one line and exit 2", async () => {
    const dir = tempDir();
    const env = targetEnv(`file:${path.join(dir, "site.db")}`, "disk").env;
    const garbage = path.join(dir, "garbage.jsonl.gz");
    writeFileSync(garbage, "this is not a backup at all");
    const notOurs = path.join(dir, "not-ours.jsonl.gz");
    writeFileSync(notOurs, gzipSync('{"hello":"world"}\n'));
    const cut = path.join(dir, "cut.jsonl.gz");
    const whole = readFileSync(first);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));

    // Each case starts its own process: run them side by side.
    const cases = [[garbage], [notOurs], [cut], [path.join(dir, "missing.jsonl.gz")], [], ["--frobnicate", garbage]];
    const [noFile, ...results] = await Promise.all([cli("backup", env), ...cases.map((args) => cli("restore", env, ...args))]);
    results.forEach((r, i) => {
      const args = cases[i]!;
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
    expect(noFile.code).toBe(2);
    expect(noFile.stderr.trim()).toBe("No FILE given. Usage: npm run backup -- FILE [--unsealed]");
  });
});
