import { afterAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import { tempDir } from "../helpers/db";
import { postgresBehindProxy, type startTcpProxy } from "../helpers/tcp-proxy";
import { SHORT_LEAD, sendContact } from "../helpers/lead";
import { startServer, type TestServer } from "../helpers/server";
import { drainSpool } from "../../app/leads/spool.server";

// Decision 0020: a quote request sent while the database is away is kept on disk, acknowledged,
// and moved in exactly once when it returns, across a restart. PostgreSQL behind a proxy the test
// controls; runs in both CI passes.
const THANKS = "Thank you for your message! We will get back to you soon.";
const servers: TestServer[] = [];
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  await proxy?.close();
});

const send = (s: TestServer, name: string) =>
  sendContact(s, { ...SHORT_LEAD, fullName: name, projectType: "Garage", message: "A two-car garage with a shop." }, "198.51.100.77");

describe("a lead sent while the database is away", () => {
  it("is acknowledged, survives a restart, and is stored exactly once when the database returns", async () => {
    const behind = await postgresBehindProxy();
    proxy = behind.proxy;
    const dataDir = tempDir();
    const first = await startServer({ databaseUrl: behind.databaseUrl, dataDir });
    servers.push(first);

    proxy.setMode("refuse");
    const sent = await send(first, "Spooled Sam");
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(THANKS);
    expect(readdirSync(path.join(dataDir, "lead-spool")).filter((f) => f.endsWith(".json"))).toHaveLength(1);
    // Still away: a pass moves nothing and loses nothing.
    expect(await drainSpool(first.services)).toBe(0);
    await first.stop().catch(() => {});

    // Back, in a new process on the same disk: the start-up pass moves it in, and again is a no-op.
    proxy.setMode("pass");
    const second = await startServer({ databaseUrl: behind.databaseUrl, dataDir });
    servers.push(second);
    expect(await drainSpool(second.services)).toBe(1);
    expect(await drainSpool(second.services)).toBe(0);
    const rows = await second.services.db.selectFrom("contact_messages").select(["full_name", "message"]).where("full_name", "=", "Spooled Sam").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe("A two-car garage with a shop.");
    expect(readdirSync(path.join(dataDir, "lead-spool")).filter((f) => f.endsWith(".json"))).toHaveLength(0);
    // With the database up, a lead goes straight in.
    expect((await send(second, "Direct Dana")).status).toBe(200);
    expect(await second.services.db.selectFrom("contact_messages").select("id").where("full_name", "=", "Direct Dana").execute()).toHaveLength(1);
  }, 60_000);
});
