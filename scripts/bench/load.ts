// npm run bench:load — 50 connections on a cached and an uncached page, and a burst of 200
// contact posts from 200 addresses: req/s, p99, errors and the server's peak RSS. Prints a table.
import os from "node:os";
import autocannon from "autocannon";
import { bootSite } from "./boot";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PAGE = "/about";

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const resetPeak = () => (peak = process.memoryUsage().rss);

async function pages(url: string) {
  await fetch(url).then((r) => r.text());
  resetPeak();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "identity" } });
  return { rps: r.requests.average.toFixed(0), p99: `${r.latency.p99} ms`, errors: String(r.errors + r.non2xx) };
}

async function contactBurst(url: string) {
  resetPeak();
  const started = Date.now();
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const t = Date.now();
      const res = await fetch(`${url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        body: new URLSearchParams({
          fullName: "Load Test",
          email: `load${i}@example.com`,
          projectType: "Other",
          preferredContact: "Email",
          message: "A message from the load benchmark.",
        }),
      }).catch(() => null);
      latencies.push(Date.now() - t);
      if (!res || res.status !== 200) errors++;
      await res?.text();
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: (200 / seconds).toFixed(0), p99: `${latencies[Math.floor(latencies.length * 0.99) - 1]} ms`, errors: String(errors) };
}

const cached = await bootSite({ pageCache: true, env: { TRUST_PROXY: "loopback" } });
const uncached = await bootSite({ pageCache: false, dataDir: cached.dataDir });
const rows: string[][] = [];
const mb = () => `${Math.round(peak / 1024 / 1024)} MB`;
const a = await pages(cached.url + PAGE);
rows.push([`${PAGE}, page cache on`, `${CONNECTIONS} connections, ${DURATION} s`, a.rps, a.p99, a.errors, mb()]);
const b = await pages(uncached.url + PAGE);
rows.push([`${PAGE}, page cache off`, `${CONNECTIONS} connections, ${DURATION} s`, b.rps, b.p99, b.errors, mb()]);
const c = await contactBurst(cached.url);
rows.push(["POST /contact", "200 at once, 200 addresses", c.rps, c.p99, c.errors, mb()]);
clearInterval(sampler);
await cached.stop();
await uncached.stop();

const head = ["what", "load", "req/s", "p99", "errors", "peak RSS"];
console.log(`\nNode ${process.version}, ${os.cpus().length} cores; server and load generator in one process (RSS is both)\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
