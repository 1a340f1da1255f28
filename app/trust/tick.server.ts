import type { AppServices } from "~/platform/services.server";
import { runScheduledBackupIfDue } from "./backups.server";
import { runRetentionIfDue } from "./retention.server";

/** The server's minute tick for the daily jobs (decision 0033); each runs once across instances. */
export async function tickDailyJobs(services: AppServices, now = Date.now()) {
  const [retention, backup] = await Promise.all([
    runRetentionIfDue(services, now).catch((error: unknown) => services.logger.error({ err: error }, "retention tick failed")),
    runScheduledBackupIfDue(services, now).catch((error: unknown) => services.logger.error({ err: error }, "backup tick failed")),
  ]);
  return { retention: retention ?? null, backup: backup ?? null };
}
