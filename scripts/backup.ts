import { parseFileArgs, reportFailure } from "./backup-cli";
import { openServices } from "./cli-services";
import { formatSummary, writeBackup } from "../app/db/backup.server";
import { recordBackup } from "../app/services/site-health.server";
import { resolveAuthSecret } from "../app/platform/config.server";

const USAGE = `Usage: npm run backup -- FILE [--unsealed]
Writes every table and every stored file of the site (the DATABASE_URL / DATA_DIR / S3 settings
the server uses) to FILE, one gzip'd JSON Lines archive (docs/decisions/0015-backup-format.md),
sealed (encrypted and authenticated, decision 0053) with a key from the site's AUTH_SECRET, or
with BACKUP_PASSPHRASE=… when it is set (to restore on a server with another AUTH_SECRET).
--unsealed writes it plain. Works while the server runs.`;

async function main() {
  const args = parseFileArgs(USAGE, ["unsealed"]);
  if (!args) return;
  const { file } = args;
  const services = await openServices();
  try {
    const passphrase = process.env.BACKUP_PASSPHRASE;
    const seal = args.flags.unsealed ? undefined : passphrase ? { passphrase } : { secret: resolveAuthSecret(services.config) };
    const summary = await writeBackup(services, file, { seal });
    // The dashboard's checklist asks for a backup every 7 days.
    await recordBackup(services);
    console.log(formatSummary(summary));
    const how = !seal ? "not sealed" : passphrase ? "sealed with BACKUP_PASSPHRASE" : "sealed with this site's AUTH_SECRET";
    console.log(`Backup written to ${file} (${how}).`);
  } catch (error) {
    reportFailure(error, "Backup");
  } finally {
    await services.close();
  }
}

void main();
