import net from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { freshPostgresUrl } from "./db";
import { startServer, type TestServer } from "./server";
import { waitFor } from "./wait";

/**
 * A TCP proxy on loopback that a test controls, in front of a real server (PostgreSQL): pass
 * traffic, cut every connection, refuse new ones, or black-hole them (accept, never forward).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: "pass" | "refuse" | "blackhole" = "pass";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (mode === "refuse") return client.destroy();
    if (mode === "blackhole") return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Closes every open connection (as a database restart or pg_terminate_backend would). */
    cutAll() {
      for (const s of sockets) s.destroy();
    },
    setMode(m: "pass" | "refuse" | "blackhole") {
      mode = m;
      if (m !== "pass") this.cutAll();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** A fresh PostgreSQL database (on the PostgreSQL CI installs) and a proxy in front of it: `databaseUrl` goes through the proxy, `directUrl` does not. */
export async function postgresBehindProxy() {
  const real = new URL(await freshPostgresUrl(process.env.TEST_POSTGRES_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"));
  const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(real);
  viaProxy.port = String(proxy.port);
  return { proxy, databaseUrl: viaProxy.toString(), directUrl: real.toString() };
}

/**
 * The app on a fresh PostgreSQL database reached only through a proxy the test controls (decision
 * 0020): the PostgreSQL CI installs, whatever DATABASE_URL the pass sets.
 */
export async function serverBehindProxy() {
  const { proxy, databaseUrl } = await postgresBehindProxy();
  const s = await startServer({ databaseUrl });
  return {
    proxy,
    s,
    async stop() {
      await s.stop().catch(() => {});
      await proxy.close();
    },
  };
}

/**
 * A test file's server behind a proxy (serverBehindProxy), started before its tests and stopped
 * after: `const t = serverBehindProxyForFile();` then `t.proxy` and `t.s` inside the tests.
 */
export function serverBehindProxyForFile() {
  const t = {} as Awaited<ReturnType<typeof serverBehindProxy>>;
  beforeAll(async () => {
    Object.assign(t, await serverBehindProxy());
  }, 60_000);
  afterAll(() => t.stop?.());
  return t;
}

/** A request to the server and how it went: status, body, milliseconds taken, Retry-After and X-Page-Cache. */
export async function timedFetch(s: Pick<TestServer, "url">, path: string, init?: RequestInit) {
  const t = performance.now();
  const res = await fetch(`${s.url}${path}`, init);
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t, retryAfter: res.headers.get("retry-after"), cache: res.headers.get("x-page-cache") };
}

/** `path` answered with `status` in less than `ms` milliseconds: the answer (as timedFetch's), for more checks. */
export async function answersWithin(s: Pick<TestServer, "url">, path: string, status: number, ms: number) {
  const answer = await timedFetch(s, path);
  expect(answer.status, path).toBe(status);
  expect(answer.ms, path).toBeLessThan(ms);
  return answer;
}

/** Lets the database's traffic through again, then waits (up to 10 s) for uncached pages to answer by themselves: no restart. */
export async function reopen(t: { proxy: { setMode(mode: "pass"): void }; s: Pick<TestServer, "url"> }) {
  t.proxy.setMode("pass");
  let tries = 0;
  await waitFor(async () => (await timedFetch(t.s, `/services?back=${++tries}`)).status === 200, "pages to come back after the database did", 10_000);
}
