import { sessionCookieChecker, type SessionCookieState } from "~/auth/session-cookie.server";
import path from "node:path";
import { createAuth, migrateAuth, type Auth } from "../auth/auth.server";
import { resolveAuthSecret, type Config } from "./config.server";
import type { Db, Dialect } from "../db/schema";
import type { DatabaseReach } from "../db/reach.server";
import { openDatabase } from "../db/client.server";
import { createLogger, type Logger } from "./logger.server";
import { migrateToLatest } from "../db/migrations.server";
import { deriveCookieSecret } from "./flash.server";
import { setKeyedHashSecret } from "./keyed-hash.server";
import { localStorage, s3Storage, type Storage } from "./storage.server";
import { createAnalytics, type Analytics } from "../analytics/recorder.server";
import { smtpTransports, type SmtpTransports } from "./smtp.server";

/** Everything a request handler needs, made once per process and handed to loaders as context. */
export interface AppServices {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** Whether the database answers, judged without waiting long (decision 0055). */
  reach: DatabaseReach;
  auth: Auth;
  storage: Storage;
  logger: Logger;
  /** Signs our own cookies (the flash notice); derived from the auth secret. */
  cookieSecret: string;
  /** The session cookie judged by its signature alone, without the database (decision 0034). */
  sessionCookie: (cookieHeader: string | null | undefined) => SessionCookieState;
  /** Page views counted on the server (decision 0026). */
  analytics: Analytics;
  /** The mail transports, one for the SMTP_URL in use, reused by every message. */
  smtp: SmtpTransports;
  close(): Promise<void>;
}

export function createServices(config: Config, logger: Logger = createLogger(config.logLevel)): AppServices {
  const handle = openDatabase(config.databaseUrl, (error) => logger.warn({ err: error }, "a database connection failed; it will be replaced"));
  const secret = resolveAuthSecret(config);
  setKeyedHashSecret(secret);
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    siteUrl: config.siteUrl,
    secret,
    secureCookies: config.secureCookies,
  });
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "storage"));
  const analytics = createAnalytics({ db: handle.db, logger, enabled: config.analytics });
  const smtp = smtpTransports();
  return {
    config,
    db: handle.db,
    dialect: handle.dialect,
    reach: handle.reach,
    auth,
    storage,
    logger,
    cookieSecret: deriveCookieSecret(secret),
    sessionCookie: sessionCookieChecker(secret),
    analytics,
    smtp,
    async close() {
      smtp.close();
      await analytics.close().catch(() => undefined);
      await handle.close();
    },
  };
}

/** Applies our migrations and better-auth's. Safe to run on every start. */
export async function migrate(services: Pick<AppServices, "db" | "dialect" | "config">) {
  const applied = await migrateToLatest(services.db);
  await migrateAuth({
    db: services.db,
    dialect: services.dialect,
    siteUrl: services.config.siteUrl,
    secret: resolveAuthSecret(services.config),
    secureCookies: services.config.secureCookies,
  });
  return applied;
}
