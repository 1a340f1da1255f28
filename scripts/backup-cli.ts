import { parseArgs } from "node:util";
import { BackupError } from "../app/db/backup.server";

/**
 * The command line of `npm run backup` and `npm run restore`: one FILE and the boolean flags named.
 * --help prints `help` and answers null; a wrong word or a missing or second FILE prints the
 * sentence and the usage line (the first line of `help`) and exits 2.
 */
export function parseFileArgs<F extends string>(help: string, flags: readonly F[]): { file: string; flags: Record<F, boolean> } | null {
  const usageLine = help.split("\n")[0]!;
  const usage = (message: string): never => {
    console.error(`${message} ${usageLine}`);
    process.exit(2);
  };
  const options = Object.fromEntries(flags.map((f) => [f, { type: "boolean" as const, default: false }]));
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { ...options, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    return usage(`${(error as Error).message.split(". ")[0]!.replace(/\.$/, "")}.`);
  }
  if (parsed.values.help) {
    console.log(help);
    return null;
  }
  if (parsed.positionals.length !== 1) usage(parsed.positionals.length ? "Give one FILE." : "No FILE given.");
  const values = parsed.values as Record<string, unknown>;
  return { file: parsed.positionals[0]!, flags: Object.fromEntries(flags.map((f) => [f, values[f] === true])) as Record<F, boolean> };
}

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
