import { parseFileArgs, reportFailure } from "./backup-cli";
import { openServices } from "./cli-services";
import { BackupError, formatSummary, inspectArchive, restoreBackup } from "../app/db/backup.server";
import { openKeys } from "../app/db/backup-restore.server";
import { ConfigError, loadDotEnv, parseConfig } from "../app/platform/config.server";

const USAGE = `Usage: npm run restore -- FILE [--force] [--unsealed]
Loads a backup into the database and storage the server is configured with (DATABASE_URL /
DATA_DIR / S3 settings), migrating the database first. The target must be empty; --force replaces
what it holds (its tables are emptied in the same transaction). A backup is sealed: it opens
with this site's AUTH_SECRET, or with BACKUP_PASSPHRASE=… when it was made or downloaded with a
passphrase, and is refused if anything in it was changed. A plain archive (made with
\`npm run backup -- --unsealed\`, or before 2026-11-28) needs --unsealed. Stop the site's servers first.`;

async function main() {
  const args = parseFileArgs(USAGE, ["force", "unsealed"]);
  if (!args) return;
  const { file } = args;
  // A damaged, foreign or changed file is refused before the target is opened.
  loadDotEnv();
  const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
  let keys;
  try {
    keys = openKeys({ config: parseConfig() }, passphrase);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  const archive = await inspectArchive(file, keys).catch((error: unknown) => {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(2);
  });
  // The restore migrates the target itself, to the archive's schema first.
  const services = await openServices({ migrate: false });
  try {
    const summary = await restoreBackup(services, file, { force: args.flags.force, unsealed: args.flags.unsealed, passphrase, archive });
    console.log(formatSummary(summary));
    for (const warning of summary.warnings) console.log(`Note: ${warning}`);
    console.log(`Restored ${file}.`);
  } catch (error) {
    reportFailure(error, "Restore");
  } finally {
    await services.close();
  }
}

void main();
