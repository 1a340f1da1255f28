import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_ADMIN } from "../../playwright.config";
import { freePort } from "./webhook";

/**
 * A site of a browser spec's own (fresh SQLite and files in `dataDir`), for specs whose changes
 * other specs would see on the shared e2e server, or that need settings it does not have.
 */
export async function startOwnSite(dataDir: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    OUTBOUND_ALLOW_LOOPBACK: "1",
    // Served as `npm start` serves it: the compiled server, from the build the test run made.
    SITE_BUILD: "skip",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the site for ${dataDir} did not start`);
}
