import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServices, migrate } from "../app/platform/services.server";
import { ConfigError, loadDotEnv, parseConfig } from "../app/platform/config.server";
import { ensureFirstAccount, seed } from "../app/services/seed.server";
import { unsafeRedirects } from "../app/models/redirects.server";
import { kickNotifications } from "../app/mail/mailer.server";
import { kickLeadAlerts } from "../app/mail/lead-alerts.server";
import { drainSpool } from "../app/leads/spool.server";
import { tickDailyJobs } from "../app/trust/tick.server";
import { pushOverdueLeads } from "../app/push/push.server";
import { noted } from "../app/services/background-failures.server";
import { createApp, type AppOptions } from "./app";
import { collectWhenIdle } from "./idle-memory";
import { sendDuePurges } from "../app/cdn/cdn.server";
import { ContentError, checkContent } from "../app/content/files.server";

/**
 * The server. `npm start` runs the production build; `npm run dev` (this file with `--dev`)
 * runs Vite as middleware instead, so pages are rendered from the sources and the browser
 * reloads modules as they change, as React Router's custom-server template does.
 */
async function main() {
  const dev = process.argv.includes("--dev");
  let config;
  try {
    loadDotEnv();
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const buildDir = path.resolve("build");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!dev && !existsSync(serverEntry)) {
    console.error("No build found: run `npm run build` first (npm start does it for you).");
    process.exit(1);
  }
  try {
    // The copy in content/ seeds the database: a mistake there stops the start, naming the file and key.
    checkContent();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = createServices(config);
  try {
    await migrate(services);
    await seed(services);
  } catch (error) {
    console.error(`Database error: ${(error as Error).message} (${config.databaseUrl.startsWith("file:") ? config.databaseUrl : "DATABASE_URL"})`);
    process.exit(1);
  }
  // Redirects written before decision 0020 that would send visitors off the site are refused (never followed).
  for (const r of await unsafeRedirects(services.db)) {
    services.logger.error({ from: r.from_path, to: r.to_path }, "refusing a redirect that is not a path of this site; remove it in Admin → SEO → Redirects");
  }
  const firstAccount = await ensureFirstAccount(services);
  const server = createServer();
  let build: ServerBuild | (() => Promise<ServerBuild>);
  const options: AppOptions = {};
  if (dev) {
    const vite = await import("vite");
    // Hot updates travel over this server's own port (so the CSP's connect-src 'self' allows them).
    const viteServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    options.vite = viteServer;
    options.pageCache = false;
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  }
  server.on("request", createApp(services, build, path.join(buildDir, "client"), options));
  collectWhenIdle(server);
  server.listen(config.port, config.host, () => {
    const lines = [
      "",
      `  Lakeside Ridge Builders is running at ${config.siteUrl}${dev ? " (development: hot reload, no page cache)" : ""}`,
      `  Admin: ${config.siteUrl}/auth  (database: ${services.dialect}, files: ${services.storage.kind})`,
    ];
    if (firstAccount) lines.push(`  ${firstAccount}`);
    console.log(lines.join("\n") + "\n");
  });
  // Contact notifications that could not be sent are retried every minute.
  if (config.smtpUrl) {
    void kickNotifications(services);
    setInterval(() => void kickNotifications(services), 60_000).unref();
  }
  // CDN purges that failed are tried again (decision 0034); each is claimed in the database first.
  const cdn = config.cdn;
  if (cdn)
    setInterval(() => void sendDuePurges(services.db, cdn).catch((error: unknown) => services.logger.warn({ err: error }, "CDN purge failed")), 15_000).unref();
  // Lead alerts (webhook, auto-reply) waiting from before a restart or queued by another instance.
  void kickLeadAlerts(services);
  // Leads kept in the spool while the database was away (decision 0020) go in at start and every half minute.
  void drainSpool(services);
  setInterval(() => void drainSpool(services), 30_000).unref();
  setInterval(() => void kickLeadAlerts(services), 60_000).unref();
  // Retention, scheduled backups and the spam purge (decisions 0031, 0033): schedule and lease in the database.
  setInterval(() => void tickDailyJobs(services), 60_000).unref();
  // A lead still New at its overdue time is pushed again, once (decision 0031).
  setInterval(
    () =>
      void noted(services.db, "overdue-push", () => pushOverdueLeads(services)).catch((error: unknown) =>
        services.logger.warn({ err: error }, "overdue push failed"),
      ),
    60_000,
  ).unref();
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${config.port} is in use: set PORT to another port.` : `Server error: ${error.message}`);
    process.exit(1);
  });
  // Graceful shutdown: stop accepting, let requests in flight finish (up to 10 s), close the
  // database, exit 0. Idle keep-alive connections are closed at once so they do not hold it up.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    server.close(() => {
      void services
        .close()
        .catch(() => undefined)
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    setTimeout(() => {
      console.error("Requests still running after 10 s: stopping anyway.");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

void main();
