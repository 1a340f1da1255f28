import { createHash, randomBytes } from "node:crypto";
import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { signedIn, type Client } from "../helpers/http";
import { countRows, freshDatabaseUrl, tempDir } from "../helpers/db";
import { createServices, type AppServices } from "../../app/platform/services.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { BackupError, restoreBackup } from "../../app/db/backup.server";
import { openStream, sealStream } from "../../app/db/backup-seal.server";
import { getLeadSettings } from "../../app/models/settings.server";
import { backupDir } from "../../app/trust/backups.server";

// Issue #47, "Backups hold secrets in clear" (decision 0053): a browser backup is sealed with a key
// from the site's secret (or a passphrase typed for a download); a changed archive is refused by
// restore with a clear message and nothing changed; a 60 MB stored file makes the round trip.

const WEBHOOK_SECRET = "sealed-backup-webhook-secret-0123456789";
const PASSPHRASE = "lake chelan at dawn, twice";
let s: TestServer;
let owner: Client;
let editor: Client;

const rows = (services: Pick<AppServices, "db">, table: string) => countRows(services.db, table);

/** A fresh target with the given secret; not empty when `seeded` (a running site's database). */
async function target(secret = s.env.AUTH_SECRET!) {
  return createServices(
    parseConfig({ DATA_DIR: tempDir(), DATABASE_URL: await freshDatabaseUrl(), AUTH_SECRET: secret, LOG_LEVEL: "silent", PORT: "3997" }),
    createLogger("silent"),
  );
}

async function backupNow() {
  expect((await owner.post("/admin/settings/backups", { intent: "backup-now" })).status).toBe(302);
  const row = await s.services.db.selectFrom("backups").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
  expect(row.verified).toBe(1);
  return { row, file: path.join(backupDir(s.services.config), row.file_name) };
}

/** What the site's key opens: the archive's JSON lines (the test knows the secret; an attacker does not). */
async function openedLines(file: string) {
  const gz = await buffer(createReadStream(file).pipe(openStream({ secret: s.env.AUTH_SECRET! })));
  return gunzipSync(gz).toString("utf8").split("\n");
}

beforeAll(async () => {
  s = await startServer();
  owner = await signedIn(s, "owner");
  editor = await signedIn(s, "editor");
  const base = { intent: "lead-settings-save", autoReply: (await getLeadSettings(s.services.db)).autoReply, overdueHours: "2" };
  expect((await owner.post("/admin/settings", { ...base, webhookUrl: "http://127.0.0.1:9/hook", webhookSecret: WEBHOOK_SECRET })).status).toBe(302);
});
afterAll(() => s?.stop());

describe("a browser backup is sealed and authenticated", { timeout: 120_000 }, () => {
  it("holds no secret, hash, token or address in clear, and downloads as kept", async () => {
    const { row, file } = await backupNow();
    const bytes = readFileSync(file);
    expect(row.file_name).toMatch(/\.sealed$/);
    expect(() => gunzipSync(bytes)).toThrow();
    const hash = String((await sql<{ password: string }>`select password from account where password is not null`.execute(s.services.db)).rows[0]!.password);
    const token = String((await sql<{ token: string }>`select token from session`.execute(s.services.db)).rows[0]!.token);
    for (const secret of [WEBHOOK_SECRET, hash, token, owner.email, editor.email]) expect(bytes.includes(Buffer.from(secret))).toBe(false);
    // Opened with the site's key, it is the whole archive.
    const lines = await openedLines(file);
    expect(lines.some((l) => l.includes(WEBHOOK_SECRET))).toBe(true);
    const got = await owner.get(`/admin/settings/backups/download?id=${row.id}`);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses an archive with one byte flipped, or with a role edited, and changes nothing", async () => {
    const { file } = await backupNow();
    const into = await target();
    try {
      await restoreBackup(into, file); // an existing site to restore over
      const before = { users: await rows(into, "user"), items: await rows(into, "content_items"), files: (await into.storage.list()).length };
      const whole = readFileSync(file);
      const flipped = path.join(tempDir(), "flipped.sealed");
      const bad = Buffer.from(whole);
      bad[Math.floor(bad.length / 2)]! ^= 0x01;
      writeFileSync(flipped, bad);
      // The editor made an owner: the archive opened (by someone holding the key), edited, and sealed with another key, or left plain.
      const lines = await openedLines(file);
      const user = lines.findIndex((l) => l.startsWith('{"kind":"table","name":"user"'));
      const columns = (JSON.parse(lines[user]!) as { columns: string[] }).columns;
      const at = lines.findIndex((l, i) => i > user && l.includes(editor.email));
      const edited = JSON.parse(lines[at]!) as { values: unknown[] };
      expect(edited.values[columns.indexOf("role")]).toBe("editor");
      edited.values[columns.indexOf("role")] = "owner";
      lines[at] = JSON.stringify(edited);
      const gz = gzipSync(lines.join("\n"));
      const resealed = path.join(tempDir(), "resealed.sealed");
      writeFileSync(resealed, await buffer(Readable.from([gz]).pipe(sealStream({ secret: "someone-elses-secret-0123456789abcdef" }))));
      const plain = path.join(tempDir(), "plain.jsonl.gz");
      writeFileSync(plain, gz);
      const cases: Array<[string, RegExp]> = [
        [flipped, /cannot be opened: it was changed after it was made, or it was sealed with another key or passphrase\. Nothing was restored/],
        [resealed, /cannot be opened: it was changed after it was made, or it was sealed with another key or passphrase/],
        [plain, /is not sealed, so nothing shows it is unchanged since it was made .* restore it with --unsealed\./],
      ];
      for (const [archive, message] of cases) {
        const error = await restoreBackup(into, archive, { force: true }).catch((e: unknown) => e);
        expect(error, archive).toBeInstanceOf(BackupError);
        expect((error as Error).message, archive).toMatch(message);
      }
      expect({ users: await rows(into, "user"), items: await rows(into, "content_items"), files: (await into.storage.list()).length }).toEqual(before);
      const roles = await sql<{ role: string }>`select role from "user" where email = ${editor.email}`.execute(into.db);
      expect(roles.rows[0]!.role).toBe("editor");
    } finally {
      await into.close();
    }
  });

  it("downloads sealed with a passphrase, which restores on a server with another secret, and not with a wrong one", async () => {
    const { row } = await backupNow();
    const short = await owner.post("/admin/settings/backups/download", { id: row.id, passphrase: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Choose a passphrase of 12 to 200 characters");
    expect((await editor.post("/admin/settings/backups/download", { id: row.id, passphrase: PASSPHRASE })).status).toBe(403);
    const res = await owner.post("/admin/settings/backups/download", { id: row.id, passphrase: PASSPHRASE });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("-passphrase.sealed");
    const file = path.join(tempDir(), "download.sealed");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const into = await target("another-site-secret-0123456789abcdefgh");
    try {
      const refusals: Array<[{ passphrase?: string }, RegExp]> = [
        [{}, /cannot be opened: it is sealed with a passphrase/],
        [{ passphrase: "not the right passphrase" }, /cannot be opened: it was changed after it was made, or it was sealed with another key or passphrase/],
      ];
      for (const [opts, message] of refusals) {
        const error = await restoreBackup(into, file, opts).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).toMatch(message);
      }
      await restoreBackup(into, file, { passphrase: PASSPHRASE });
      expect(await rows(into, "user")).toBe(await rows(s.services, "user"));
    } finally {
      await into.close();
    }
  });
});

describe("a large stored file", { timeout: 240_000 }, () => {
  it("a backup holding a 60 MB file restores it byte for byte", async () => {
    const big = randomBytes(60 * 1024 * 1024);
    await s.services.storage.put("uploads/site-video.mp4", big, "video/mp4");
    const { file } = await backupNow();
    const into = await target();
    try {
      const summary = await restoreBackup(into, file);
      expect(summary.bytes).toBeGreaterThanOrEqual(big.length);
      const back = await into.storage.get("uploads/site-video.mp4");
      expect(back?.size).toBe(big.length);
      expect(createHash("sha256").update(back!.body).digest("hex")).toBe(createHash("sha256").update(big).digest("hex"));
    } finally {
      await into.close();
      await s.services.storage.delete("uploads/site-video.mp4");
    }
  });
});
