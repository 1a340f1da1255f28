import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServices, migrate, type AppServices } from "../../app/platform/services.server";
import { parseConfig, type Config } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { seed } from "../../app/services/seed.server";
import { createApp } from "../../server/app";
import { freshDatabaseUrl, tempDir } from "./db";
import { seededCopy } from "./seeded-copy";

const buildDir = path.resolve("build");

export async function loadBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

export interface TestServer {
  url: string;
  services: AppServices;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The real app (built routes, real database, real HTTP) on a free loopback port. */
export async function startServer(
  opts: { env?: Record<string, string>; databaseUrl?: string; dataDir?: string; config?: Partial<Config> } = {},
): Promise<TestServer> {
  // A copy of the worker's seeded site, unless the test brings its own database or files, or keeps its files on S3.
  const copy = opts.databaseUrl === undefined && opts.dataDir === undefined && !opts.env?.S3_BUCKET ? await seededCopy() : undefined;
  const env = {
    DATA_DIR: opts.dataDir ?? copy?.dataDir ?? tempDir(),
    DATABASE_URL: opts.databaseUrl ?? copy?.databaseUrl ?? (await freshDatabaseUrl()),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    // Tests speak for several clients through X-Forwarded-For.
    TRUST_PROXY: "loopback",
    // Webhooks, text gateways and push services in tests are servers on loopback (decision 0053);
    // a test of the refusal sets "0".
    OUTBOUND_ALLOW_LOOPBACK: "1",
    ...opts.env,
  };
  // opts.config: what no environment variable sets, e.g. a resolver for outbound host names.
  const config = { ...parseConfig({ ...env, PORT: "3999" }), ...opts.config };
  const services = createServices(config, createLogger("silent"));
  await migrate(services);
  await seed(services);
  const app = createApp(services, await loadBuild(), path.join(buildDir, "client"));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    env,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await services.close();
    },
  };
}

/** Runs `test` with a test server of its own (startServer's options), stopped afterwards whatever happens. */
export async function withServer<T>(opts: Parameters<typeof startServer>[0], test: (s: TestServer) => Promise<T>): Promise<T> {
  const s = await startServer(opts);
  try {
    return await test(s);
  } finally {
    await s.stop();
  }
}

export function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

export const FORM_HEADERS = { "Content-Type": "application/x-www-form-urlencoded" };

/** A page's text as a reader sees it: React's text separators gone, the usual entities decoded. */
export function decodeHtml(t: string) {
  return t
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
