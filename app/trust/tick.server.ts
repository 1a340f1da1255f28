import type { AppServices } from "~/platform/services.server";
import { runScheduledBackupIfDue } from "./backups.server";
import { runRetentionIfDue } from "./retention.server";
import { purgeSpamOnce } from "~/leads/spam.server";
import { sendVisitReminders } from "~/services/visit-mail.server";
import { noteFailure, noteSuccess } from "~/services/background-failures.server";
import type { BackgroundJob } from "~/content/background-jobs";
import { clockNow } from "~/platform/clock";

/**
 * The server's minute tick for the jobs scheduled in the database (decisions 0031 and 0033):
 * retention, backups, the hourly spam purge and visit reminders; each runs once across instances.
 * A failure is logged and counted for the dashboard; the job's next real run clears it (decision 0055).
 */
export async function tickDailyJobs(services: AppServices, now = clockNow()) {
  const { db, logger } = services;
  const watched = <T>(job: BackgroundJob, what: string, work: Promise<T | null>) =>
    work.then(
      async (result) => {
        // null: not due, or another instance took it; nothing ran, so nothing is cleared.
        if (result !== null) await noteSuccess(db, job).catch(() => undefined);
        return result;
      },
      async (error: unknown) => {
        logger.error({ err: error }, `${what} tick failed`);
        await noteFailure(db, job, error).catch(() => undefined);
        return null;
      },
    );
  const [retention, backup] = await Promise.all([
    watched("retention", "retention", runRetentionIfDue(services, now)),
    watched("backup", "backup", runScheduledBackupIfDue(services, now)),
    watched("spam-purge", "spam purge", purgeSpamOnce(services.db, now)),
    // The day-before reminders of site visits (decision 0050), each taken by one instance.
    watched("visit-reminders", "visit reminders", sendVisitReminders(services, now)),
  ]);
  return { retention: retention ?? null, backup: backup ?? null };
}
