// `npm start`: build when the sources are newer than the build, then run the server in this
// process. The server itself is compiled once to plain JavaScript (build/server/main.mjs), so
// production runs no TypeScript loader and no wrapper process (decision 0021).
// The server migrates the database and seeds the demo content itself (idempotent).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const siteStamp = path.join(root, "build", "server", "index.js");
const serverOut = path.join(root, "build", "server", "main.mjs");
const serverTmp = path.join(root, "build", "server", `main.${process.pid}.tmp.mjs`);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const s = statSync(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}
// Each source folder is walked once, however many outputs depend on it.
const walked = new Map();
const newest = (p) => walked.get(p) ?? walked.set(p, newestMtime(path.join(root, p))).get(p);
const stale = (out, inputs) => !existsSync(out) || Math.max(...inputs.map(newest)) > statSync(out).mtimeMs;

// SITE_BUILD=skip: the caller built the site already (the tests do, and run several servers at once).
if (process.env.SITE_BUILD !== "skip" && stale(siteStamp, ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"])) {
  console.log("Building the site (first start or changed sources)…");
  const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(serverOut, ["server", "app", "package.json"])) {
  const { build, stop } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "server", "main.ts")],
    outfile: serverTmp,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  await stop(); // esbuild's helper process is not needed while the site runs
  // Moved into place whole, so another server starting at the same moment never reads half a file.
  renameSync(serverTmp, serverOut);
}
process.env.NODE_ENV ??= "production";
process.chdir(root);
await import(pathToFileURL(serverOut).href);
