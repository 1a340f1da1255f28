// `node scripts/cli.mjs NAME [args…]` (what `npm run user`, `backup`, `restore`, `db:migrate` and
// `db:seed` run): compiles scripts/NAME.ts once to build/cli/NAME.mjs, again only when a source is
// newer, and runs it in this process with the given arguments. A compiled tool starts in about a
// third of the CPU time of the TypeScript loader (decision 0070).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compile, root, staleCheck } from "./compile.mjs";

const name = process.argv[2] ?? "";
const source = path.join(root, "scripts", `${name}.ts`);
// A plain name only (no folders, no dots), naming a script that exists.
if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !existsSync(source)) {
  console.error("Usage: node scripts/cli.mjs NAME [args…], NAME a script in scripts/ (user, backup, restore, db-migrate, db-seed)");
  process.exit(2);
}
const out = path.join(root, "build", "cli", `${name}.mjs`);
if (staleCheck()(out, ["scripts", "app", "package.json", "tsconfig.json"])) {
  try {
    await compile(source, out);
  } catch {
    process.exit(1); // esbuild has printed what it could not compile
  }
}
// The script reads its arguments as it would run on its own: node, its file, then the rest.
process.argv.splice(1, 2, out);
await import(pathToFileURL(out).href);
