// `npm start`: build when the sources are newer than the build, then run the server.
// The server migrates the database and seeds the demo content itself (idempotent).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build", "server", "index.js");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const s = statSync(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) => path.join(root, p));
const needsBuild = !existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
if (needsBuild) {
  console.log("Building the site (first start or changed sources)…");
  const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: root, stdio: "inherit", env: { NODE_ENV: "production", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
