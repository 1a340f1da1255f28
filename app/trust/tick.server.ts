import type { AppServices } from "~/platform/services.server";
import { runScheduledBackupIfDue } from "./backups.server";
import { runRetentionIfDue } from "./retention.server";
import { purgeSpamOnce } from "~/leads/spam.server";
import { sendVisitReminders } from "~/services/visit-mail.server";
import { clockNow } from "~/platform/clock";

/**
 * The server's minute tick for the jobs scheduled in the database (decisions 0031 and 0033):
 * retention, backups, the hourly spam purge and visit reminders; each runs once across instances.
 */
export async function tickDailyJobs(services: AppServices, now = clockNow()) {
  const failed = (what: string) => (error: unknown) => void services.logger.error({ err: error }, `${what} tick failed`);
  const [retention, backup] = await Promise.all([
    runRetentionIfDue(services, now).catch(failed("retention")),
    runScheduledBackupIfDue(services, now).catch(failed("backup")),
    purgeSpamOnce(services.db, now).catch(failed("spam purge")),
    // The day-before reminders of site visits (decision 0050), each taken by one instance.
    sendVisitReminders(services, now).catch(failed("visit reminders")),
  ]);
  return { retention: retention ?? null, backup: backup ?? null };
}
