// npm run bench:idle-rss — the server's resident memory as `npm start` runs it (scripts/start.mjs:
// the compiled server, --max-semi-space-size=4, MALLOC_ARENA_MAX=2) on a fresh data folder:
// just started, after every public page once, after every owner screen once (signed in), and
// after that again, idle for a few seconds. Prints a table; `-- --max=150` exits 1 above 150 MB.
import os from "node:os";
import { E2E_ADMIN } from "../../playwright.config";
import { PUBLIC_PATHS } from "../../app/content/paths";
import { ADMIN_PATHS } from "../../tests/helpers/admin-screens";
import { peakRssMb, rssMb, startProductionSite } from "./procs";
import { sessionCookie } from "./sign-in";

const maxArg = process.argv.find((a) => a.startsWith("--max="));
const max = maxArg ? Number(maxArg.slice("--max=".length)) : undefined;

const site = await startProductionSite({
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  TRUST_PROXY: "loopback",
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
});
const rows: string[][] = [];
const row = (what: string) => rows.push([what, `${rssMb(site.pid)} MB`, `${peakRssMb(site.pid)} MB`]);
/** Lets the server finish what a page started (renders in workers, cache writes) and the timers run. */
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

try {
  await settle(2000);
  row("started, /healthz answered");

  for (const p of PUBLIC_PATHS) {
    const res = await fetch(site.url + p);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  }
  await settle(2000);
  row(`after every public page once (${PUBLIC_PATHS.length})`);

  const cookie = await sessionCookie(site.url, E2E_ADMIN.email, E2E_ADMIN.password, { Origin: site.url });
  for (const p of ADMIN_PATHS) {
    const res = await fetch(site.url + p, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  }
  await settle(2000);
  row(`after every owner screen once (${ADMIN_PATHS.length}), signed in`);

  // A second round: what stays resident once every page has been made, not what the first made.
  for (const p of PUBLIC_PATHS) await (await fetch(site.url + p)).arrayBuffer();
  for (const p of ADMIN_PATHS) await (await fetch(site.url + p, { headers: { cookie } })).arrayBuffer();
  await settle(10_000);
  row("every page again, then idle 10 s");
} finally {
  await site.stop();
}

console.log(`\nNode ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; the server as \`npm start\` runs it\n`);
console.log("| when | RSS | peak RSS so far |\n| --- | --- | --- |");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
const idle = Number(rows.at(-1)?.[1]?.split(" ")[0]);
if (max !== undefined && idle > max) {
  console.log(`\nIdle RSS ${idle} MB is over ${max} MB.`);
  process.exitCode = 1;
}
