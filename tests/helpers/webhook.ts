import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

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
