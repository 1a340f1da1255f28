import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "./server";
import { staffSession, type StaffSession } from "./session";
import { startSmtp } from "./smtp";

/** A real HTTP webhook receiver on loopback that checks the HMAC-SHA256 signature of each call it keeps. */
export async function startWebhook(secret: string, port = 0) {
  const calls: Array<{
    body: string;
    json: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
    signatureOk: boolean;
    at: number;
  }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
      const got = String(req.headers["x-lakeside-signature"] ?? "");
      const signatureOk = got.length === expected.length && timingSafeEqual(Buffer.from(got), Buffer.from(expected));
      calls.push({ body, json: JSON.parse(body) as Record<string, unknown>, headers: req.headers, signatureOk, at: Date.now() });
      res.writeHead(signatureOk ? 204 : 401).end();
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/hooks/lead`,
    port: address.port,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A loopback port nothing listens on (taken, then let go). */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/**
 * A suite's server mailing a loopback SMTP server (with `env` besides), a loopback webhook receiver
 * checking `secret`, and an owner signed in: started before the suite's tests and stopped after.
 * `const t = serverWithMailAndHook(SECRET);` then `t.s`, `t.smtp`, `t.hook` and `t.owner` inside the tests.
 */
export function serverWithMailAndHook(secret: string, env: Record<string, string> = {}) {
  const t = {} as { s: TestServer; smtp: Awaited<ReturnType<typeof startSmtp>>; hook: Awaited<ReturnType<typeof startWebhook>>; owner: StaffSession };
  beforeAll(async () => {
    t.smtp = await startSmtp();
    t.hook = await startWebhook(secret);
    t.s = await startServer({ env: { SMTP_URL: t.smtp.url, ...env } });
    t.owner = await staffSession(t.s, "owner");
  });
  afterAll(async () => {
    await t.s?.stop();
    await t.smtp?.close();
    await t.hook?.close();
  });
  return t;
}
