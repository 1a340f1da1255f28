import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback server speaking the purge APIs of Cloudflare (POST /client/v4/zones/{zone}/purge_cache,
 * Bearer token, {"tags": [...]}), Fastly (POST /service/{id}/purge, Fastly-Key, {"surrogate_keys": [...]})
 * and Bunny (POST /pullzone/{id}/purgeCache, AccessKey, {"CacheTag": "..."}). It checks the credential
 * and the path, keeps each purged tag, and answers 500 to the next `failNext` calls.
 */
export async function startCdnApi(provider: "cloudflare" | "fastly" | "bunny", zone: string, token: string) {
  const purged: string[][] = [];
  const state = { failNext: 0, refused: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      const path = req.url ?? "";
      const ok =
        req.method === "POST" &&
        (provider === "cloudflare"
          ? path === `/client/v4/zones/${zone}/purge_cache` && req.headers.authorization === `Bearer ${token}`
          : provider === "fastly"
            ? path === `/service/${zone}/purge` && req.headers["fastly-key"] === token
            : path === `/pullzone/${zone}/purgeCache` && req.headers.accesskey === token);
      if (!ok) {
        state.refused++;
        return void res.writeHead(403).end('{"success":false}');
      }
      if (state.failNext > 0) {
        state.failNext--;
        return void res.writeHead(500).end('{"success":false,"errors":["try again"]}');
      }
      const tags = provider === "cloudflare" ? (body.tags as string[]) : provider === "fastly" ? (body.surrogate_keys as string[]) : [body.CacheTag as string];
      purged.push(tags);
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"success":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    purged,
    state,
    /** Every tag purged, in order. */
    tags: () => purged.flat(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
