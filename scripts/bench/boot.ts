import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServices, migrate } from "../../app/platform/services.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { seed } from "../../app/services/seed.server";
import { createStaff } from "../../app/models/staff.server";
import type { Auth } from "../../app/auth/auth.server";
import { sessionCookie } from "./sign-in";
import { createApp } from "../../server/app";

/** The built site on a loopback port with a fresh, seeded SQLite database. */
export async function bootSite(opts: { pageCache: boolean; dataDir?: string; env?: Record<string, string> }) {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "lrb-bench-"));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "3000", ...opts.env });
  const services = createServices(config, createLogger("silent"));
  await migrate(services);
  await seed(services);
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const app = createApp(services, build, path.resolve("build/client"), { pageCache: opts.pageCache });
  const server = await new Promise<import("node:http").Server>((r) => {
    const s = app.listen(0, "127.0.0.1", () => r(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    services,
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await services.close();
    },
  };
}

/** Creates an owner account on the site at `url` (through its `auth`) and signs in: the session cookie. */
export async function ownerCookie(url: string, auth: Auth) {
  const email = "bench-owner@lakesideridge.example";
  const password = "a long benchmark password";
  await createStaff(auth, { email, password, role: "owner" });
  return sessionCookie(url, email, password, { Origin: url });
}
