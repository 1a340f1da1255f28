import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { GOLDEN_FILE, recordAll, type Golden } from "./migration-statements";

/**
 * `npm run db:freeze-migrations`: records the SQL of every migration that has no entry yet in
 * tests/unit/migrations-frozen.json (both dialects, up and down). An entry already there is never
 * rewritten: it is what that migration ran on the databases it shipped to
 * (docs/decisions/0071-shipped-migrations-frozen-by-their-sql.md).
 */
const file = fileURLToPath(GOLDEN_FILE);
const golden: Golden = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Golden) : {};
const added: string[] = [];
for (const [name, entry] of await recordAll()) {
  if (golden[name]) continue;
  golden[name] = entry;
  added.push(name);
}
if (added.length === 0) {
  console.log("Every migration already has its entry; nothing written.");
} else {
  const ordered = Object.fromEntries(
    Object.keys(golden)
      .sort()
      .map((name) => [name, golden[name]]),
  );
  const text = await format(JSON.stringify(ordered, null, 2), { ...(await resolveConfig(file)), filepath: file });
  writeFileSync(file, text);
  console.log(`Recorded ${added.length} migration(s) in ${file}:\n${added.map((n) => `  ${n}`).join("\n")}`);
}
