// npm run bench:http — requests per second and p99 latency of three pages, with the page cache
// on and off, beside a static file of the same size served by the same machine. Prints a table.
import { writeFileSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import express from "express";
import { bootSite } from "./boot";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAGES = ["/", "/blog/adu-right-for-property", "/gallery"];

async function measure(url: string) {
  // Warm up (first render, image variants are not requested by this benchmark).
  await fetch(url).then((r) => r.text());
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "identity" } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const cached = await bootSite({ pageCache: true });
const uncached = await bootSite({ pageCache: false, dataDir: cached.dataDir });

const rows: string[][] = [];
for (const page of PAGES) {
  const html = await (await fetch(cached.url + page)).text();
  // A static file of the same size, served by express.static on this machine.
  const dir = mkdtempSync(path.join(os.tmpdir(), "lrb-static-"));
  writeFileSync(path.join(dir, "page.html"), html);
  const staticApp = express().use(express.static(dir));
  const staticServer = await new Promise<import("node:http").Server>((r) => {
    const s = staticApp.listen(0, "127.0.0.1", () => r(s));
  });
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/page.html`;

  const on = await measure(cached.url + page);
  const off = await measure(uncached.url + page);
  const st = await measure(staticUrl);
  staticServer.closeAllConnections();
  staticServer.close();
  rows.push([
    page,
    `${(html.length / 1024).toFixed(1)} KB`,
    on.rps.toFixed(0),
    `${on.p99} ms`,
    off.rps.toFixed(0),
    `${off.p99} ms`,
    st.rps.toFixed(0),
    `${st.p99} ms`,
    (on.rps / st.rps).toFixed(2),
  ]);
}
await cached.stop();
await uncached.stop();

const head = ["page", "HTML", "cache on req/s", "p99", "cache off req/s", "p99", "static req/s", "p99", "cache on ÷ static"];
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
