import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { BackupError, formatSummary, inspectArchive, restoreBackup, writeBackup } from "../../app/db/backup.server";
import { createContactMessage } from "../../app/models/contact-messages.server";
import { tempDir } from "../helpers/db";
import { startServer, type TestServer } from "../helpers/server";
import { staffSession } from "../helpers/session";

// Decision 0020: a restore is all or nothing, streams its lines with a cap, and names the
// accounts it brings.
let source: TestServer;
let target: TestServer;
const lead = (name: string) => ({ full_name: name, email: "x@example.com", phone: null, project_type: null, preferred_contact: null, message: "m", ip: null });

beforeAll(async () => {
  source = await startServer();
  await staffSession(source, "editor");
  await createContactMessage(source.services.db, lead("Archived Avery"), "skipped");
  await source.services.storage.put("uploads/archived.jpg", Buffer.from("archived photo"), "image/jpeg");
  target = await startServer({ env: { AUTH_SECRET: source.env.AUTH_SECRET! } });
  await createContactMessage(target.services.db, lead("Target Taylor"), "skipped");
  await target.services.storage.put("uploads/archived.jpg", Buffer.from("the target's own photo"), "image/jpeg");
}, 120_000);
afterAll(async () => {
  await source?.stop();
  await target?.stop();
});

/** An archive whose last file cannot be written: its key goes through a path that is a file. */
function brokenCopy(file: string) {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  const end = JSON.parse(lines.pop()!) as { files: number; bytes: number };
  const data = Buffer.from("unwritable").toString("base64");
  lines.push(JSON.stringify({ kind: "file", key: "uploads/archived.jpg/inside.jpg", contentType: "image/jpeg", size: 10, data }));
  lines.push(JSON.stringify({ ...end, files: end.files + 1, bytes: end.bytes + 10 }));
  const out = path.join(tempDir(), "broken.jsonl.gz");
  writeFileSync(out, gzipSync(lines.join("\n") + "\n"));
  return out;
}

describe("restore", () => {
  it("leaves the target exactly as it was when a file cannot be written, and says so", async () => {
    const archive = path.join(tempDir(), "site.jsonl.gz");
    await writeBackup(source.services, archive);
    const broken = brokenCopy(archive);
    const leadsBefore = await target.services.db.selectFrom("contact_messages").select("full_name").execute();
    const filesBefore = await target.services.storage.list();
    const error = await restoreBackup(target.services, broken, { force: true, unsealed: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain("Nothing was changed");
    expect(await target.services.db.selectFrom("contact_messages").select("full_name").execute()).toEqual(leadsBefore);
    expect(await target.services.storage.list()).toEqual(filesBefore);
    expect((await target.services.storage.get("uploads/archived.jpg"))!.body.toString()).toBe("the target's own photo");

    // The same archive, whole: restored, and the accounts it brings are named.
    const summary = await restoreBackup(target.services, archive, { force: true, unsealed: true });
    expect((await target.services.db.selectFrom("contact_messages").select("full_name").execute()).map((r) => r.full_name)).toEqual(["Archived Avery"]);
    expect((await target.services.storage.get("uploads/archived.jpg"))!.body.toString()).toBe("archived photo");
    expect(formatSummary(summary)).toMatch(/Staff accounts restored: .*editor\d+-\d+@lakesideridge\.example \(Editor\)/);
  });

  it("refuses an archive with a line past the cap without reading it whole", async () => {
    const head = JSON.stringify({ kind: "header", format: "lakeside-ridge-backup", version: 1, migrations: ["x"] });
    const file = path.join(tempDir(), "huge.jsonl.gz");
    writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(`${head}\n{"kind":"row","values":["`), Buffer.alloc(70 * 1024 * 1024, 97)])));
    const error = await inspectArchive(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain("a line is longer than 64 MB");
  });
});
