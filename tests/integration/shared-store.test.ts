import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type Client, uploadFlatJpeg } from "../helpers/http";
import { startS3 } from "../helpers/s3";
import { startServer, type TestServer } from "../helpers/server";

/**
 * Two instances on one database and one S3-speaking server (s3rver on loopback), each with its own
 * empty data folder (issue 47, decision 0061): what one makes, the other finds in the object store.
 * A picture deleted on A is gone on B, variants included; a backup made on A downloads from B.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let a: TestServer;
let b: TestServer;
let onA: Client;
let onB: Client;

beforeAll(async () => {
  s3 = await startS3();
  const env = s3.env;
  a = await startServer({ env });
  b = await startServer({ env, databaseUrl: a.env.DATABASE_URL });
  onA = await signedIn(a, "owner");
  onB = await signedIn(b, "owner");
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await s3?.close();
});

describe("two instances, one object store", () => {
  it("a picture deleted on A answers 404 on B, its sizes too, though B had made and served one", async () => {
    const image = await uploadFlatJpeg(a, onA.cookie, "porch.jpg", [1200, 800], { r: 120, g: 90, b: 40 });
    const size = (server: TestServer) => fetch(`${server.url}/img/u/${image.file_path}/320.webp`);
    // B makes (or finds) the size and serves it; A serves the same one.
    expect((await size(b)).status).toBe(200);
    expect((await size(a)).status).toBe(200);

    const deleted = await onA.post("/admin/images", { intent: "image-delete", id: image.id });
    expect(deleted.status).toBeLessThan(400);
    const onB404 = await size(b);
    expect(onB404.status).toBe(404);
    expect((await size(a)).status).toBe(404);
  });

  it("a backup made on A downloads from B, the same archive", async () => {
    expect((await onA.post("/admin/settings/backups", { intent: "backup-now" })).status).toBe(302);
    const row = await a.services.db.selectFrom("backups").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(row.verified).toBeTruthy();
    const fromA = await onA.get(`/admin/settings/backups/download?id=${encodeURIComponent(row.id)}`);
    const fromB = await onB.get(`/admin/settings/backups/download?id=${encodeURIComponent(row.id)}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    expect(bytesB.length).toBeGreaterThan(1000);
    expect(bytesB.equals(bytesA)).toBe(true);
    // The archive in the object store is never a file the site serves.
    for (const server of [a, b]) expect((await fetch(`${server.url}/files/cms-images/server/backups/${row.file_name}`)).status).toBe(404);
  });
});
