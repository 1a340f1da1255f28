import { existsSync } from "node:fs";
import { createServices, migrate, type AppServices } from "../app/platform/services.server";
import { ConfigError, loadDotEnv, parseConfig } from "../app/platform/config.server";
import { createLogger } from "../app/platform/logger.server";

/** Which database a setting names, for people: a SQLite file's path, or a URL without its password. */
function describeDatabase(url: string, dataDir: string) {
  if (url.startsWith("file:")) return `the SQLite file ${url.slice(5)} (DATA_DIR=${process.env.DATA_DIR ?? `unset, so ${dataDir}`})`;
  return `DATABASE_URL=${url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@")}`;
}

/**
 * Opens the same database and storage as the server (DATA_DIR / DATABASE_URL), migrated. With
 * `existing` (the staff CLI) it refuses a database the server has never set up (a wrong DATA_DIR,
 * or the command run from another folder), saying which one it looked at, and creates nothing there.
 * `migrate: false` (restore) leaves the schema to the caller.
 */
export async function openServices(opts: { existing?: boolean; migrate?: boolean } = {}): Promise<AppServices> {
  try {
    loadDotEnv();
    const config = parseConfig();
    const where = describeDatabase(config.databaseUrl, config.dataDir);
    const refuse = () => {
      console.error(`No site database at ${where}. Start the server once (npm start), or set DATA_DIR or DATABASE_URL to the server's.`);
      process.exit(1);
    };
    if (opts.existing && config.databaseUrl.startsWith("file:") && !existsSync(config.databaseUrl.slice(5))) refuse();
    const services = createServices(config, createLogger("warn"));
    if (opts.existing && !(await services.db.introspection.getTables()).some((t) => t.name === "content_items")) {
      await services.close();
      refuse();
    }
    if (opts.migrate !== false) await migrate(services);
    return services;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
