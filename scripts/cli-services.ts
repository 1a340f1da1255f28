import { createServices, migrate, type AppServices } from "../app/platform/services.server";
import { ConfigError, loadDotEnv, parseConfig } from "../app/platform/config.server";
import { createLogger } from "../app/platform/logger.server";

/** Opens the same database and storage as the server (DATA_DIR / DATABASE_URL), migrated unless told not to. */
export async function openServices(options: { migrate?: boolean } = {}): Promise<AppServices> {
  try {
    loadDotEnv();
    const config = parseConfig();
    const services = createServices(config, createLogger("warn"));
    if (options.migrate !== false) await migrate(services);
    return services;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
