import { afterAll, describe, expect, it } from "vitest";
import { postgresBehindProxy, type startTcpProxy } from "../helpers/tcp-proxy";
import { SHORT_LEAD, sendContact } from "../helpers/lead";
import { startServer, type TestServer } from "../helpers/server";
import { startS3 } from "../helpers/s3";
import { drainSpool } from "../../app/leads/spool.server";

// Issue #47, decision 0061: with S3 set, a lead spooled while the database is away is kept in the
// object store, so another instance (its own empty disk) moves it in after the first one is gone.
// PostgreSQL behind a proxy the test controls (instance A) and straight (instance B); one s3rver.
const THANKS = "Thank you for your message! We will get back to you soon.";
const servers: TestServer[] = [];
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let s3: Awaited<ReturnType<typeof startS3>> | undefined;
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  await proxy?.close();
  await s3?.close();
});

const send = (s: TestServer, name: string) =>
  sendContact(
    s,
    { ...SHORT_LEAD, fullName: name, email: "riley@example.com", projectType: "Garage", message: "A detached shop with a loft." },
    "198.51.100.78",
  );

describe("a lead spooled on one instance", () => {
  it("is moved in by another instance after the first one is stopped, exactly once", async () => {
    s3 = await startS3("spool-shared");
    const env = s3.env;
    const behind = await postgresBehindProxy();
    proxy = behind.proxy;
    const a = await startServer({ env, databaseUrl: behind.databaseUrl });
    servers.push(a);

    proxy.setMode("refuse");
    const sent = await send(a, "Shared Spool Riley");
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(THANKS);
    expect(await drainSpool(a.services)).toBe(0);
    await a.stop().catch(() => {});
    await proxy.close();
    proxy = undefined;

    // B: the same database (not through A's proxy), the same bucket, its own empty data folder.
    const b = await startServer({ env, databaseUrl: behind.directUrl });
    servers.push(b);
    expect(await drainSpool(b.services)).toBe(1);
    expect(await drainSpool(b.services)).toBe(0);
    const rows = await b.services.db.selectFrom("contact_messages").select(["message"]).where("full_name", "=", "Shared Spool Riley").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe("A detached shop with a loft.");
    expect(await b.services.storage.listUnder("server/spool/")).toEqual([]);
  }, 90_000);
});
