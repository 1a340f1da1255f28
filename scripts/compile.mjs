// Compiling our TypeScript once to plain JavaScript, shared by `npm start` (the server, decision
// 0021) and the command-line tools (scripts/cli.mjs, decision 0070): an output is rebuilt only when
// a source it depends on is newer, and is written under a temporary name and renamed into place,
// so a process starting at the same moment never reads half a file.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const s = statSync(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * `stale(out, inputs)`: whether `out` is missing or older than anything under `inputs` (paths
 * relative to the project's root). Each source folder is walked once, however many outputs ask.
 */
export function staleCheck() {
  const walked = new Map();
  const newest = (p) => walked.get(p) ?? walked.set(p, newestMtime(path.join(root, p))).get(p);
  return (out, inputs) => !existsSync(out) || Math.max(...inputs.map(newest)) > statSync(out).mtimeMs;
}

/** Bundles `entry` (our code; packages stay imports) into the ES module `outfile`, for Node. */
export async function compile(entry, outfile) {
  // The process id alone is not unique between worker threads of one process.
  const tmp = `${outfile.replace(/\.mjs$/, "")}.${process.pid}.${randomBytes(4).toString("hex")}.tmp.mjs`;
  const { build, stop } = await import("esbuild");
  try {
    await build({
      entryPoints: [entry],
      outfile: tmp,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      tsconfig: path.join(root, "tsconfig.json"),
      logLevel: "warning",
    });
    // Moved into place whole: a rename replaces the old file at once, whoever renames last.
    renameSync(tmp, outfile);
  } finally {
    rmSync(tmp, { force: true });
    await stop(); // esbuild's helper process is not needed once the file is written
  }
}
