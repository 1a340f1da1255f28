// `npm start`: build when the sources are newer than the build, then run the server in this
// process. The server itself is compiled once to plain JavaScript (build/server/main.mjs), so
// production runs no TypeScript loader and no wrapper process (decision 0021).
// The server migrates the database and seeds the demo content itself (idempotent).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compile, root, staleCheck } from "./compile.mjs";

const siteStamp = path.join(root, "build", "server", "index.js");
const serverOut = path.join(root, "build", "server", "main.mjs");
const stale = staleCheck();

// SITE_BUILD=skip: the caller built the site already (the tests do, and run several servers at once).
if (process.env.SITE_BUILD !== "skip" && stale(siteStamp, ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"])) {
  console.log("Building the site (first start or changed sources)…");
  const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(serverOut, ["server", "app", "package.json"])) {
  await compile(path.join(root, "server", "main.ts"), serverOut);
}
process.env.NODE_ENV ??= "production";
process.chdir(root);
await import(pathToFileURL(serverOut).href);
