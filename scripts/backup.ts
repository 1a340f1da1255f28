import { parseArgs } from "node:util";
import { openServices } from "./cli-services";
import { BackupError, formatSummary, writeBackup } from "../app/db/backup.server";
import { recordBackup } from "../app/services/site-health.server";

const USAGE = `Usage: npm run backup -- FILE
Writes every table and every stored file of the site (the DATABASE_URL / DATA_DIR / S3 settings
the server uses) to FILE, one gzip'd JSON Lines archive (docs/decisions/0015-backup-format.md).
Works while the server runs.`;

function usage(message: string): never {
  console.error(`${message} Usage: npm run backup -- FILE`);
  process.exit(2);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
  } catch (error) {
    usage(`${(error as Error).message.split(". ")[0]!.replace(/\.$/, "")}.`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  if (parsed.positionals.length !== 1) usage(parsed.positionals.length ? "Give one FILE." : "No FILE given.");
  const file = parsed.positionals[0]!;
  const services = await openServices();
  try {
    const summary = await writeBackup(services, file);
    // The dashboard's checklist asks for a backup every 7 days.
    await recordBackup(services);
    console.log(formatSummary(summary));
    console.log(`Backup written to ${file}.`);
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exitCode = 2;
    } else {
      console.error(`Backup failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  } finally {
    await services.close();
  }
}

void main();
