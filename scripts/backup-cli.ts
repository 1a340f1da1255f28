import { BackupError } from "../app/db/backup.server";

/**
 * How `npm run backup` and `npm run restore` end when they fail: a refusal the person can act on
 * (a wrong passphrase, a tampered or foreign archive) prints its own sentence and exits 2; anything
 * else says what failed and exits 1.
 */
export function reportFailure(error: unknown, what: "Backup" | "Restore") {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(`${what} failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
