// npm run bench:load — 50 connections on a cached and an uncached page, the cached page while the
// owner publishes a change to it every 5 s, and a burst of 200 contact posts from 200 addresses:
// req/s, p50, p97.5, p99, errors and the server's peak RSS. Prints a table. `-- --searches` runs only
// the rows of a cached page beside 8 clients searching the blog.
import os from "node:os";
import autocannon from "autocannon";
import { bootSite } from "./boot";
import { createStaff } from "../../app/models/staff.server";
import { peakRssMb, resetPeakRss, startProductionSite } from "./procs";
import { sessionCookie } from "./sign-in";

const DURATION = Number(process.env.BENCH_SECONDS ?? 16);
/** `-- --searches`: only the rows of cached pages beside searches (and their baselines). */
const ONLY_SEARCHES = process.argv.includes("--searches");
const CONNECTIONS = 50;
const PAGE = "/about";

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const resetPeak = () => (peak = process.memoryUsage().rss);

/** 8 clients searching the blog for the length of a row, each search new (so it always renders, in the render lane). */
function searches(base: string) {
  let n = 0;
  return autocannon({
    url: `${base}/blog`,
    connections: 8,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/blog?q=${encodeURIComponent(`garage ${++n}`)}` }) }],
  });
}

async function pages(url: string, whileRunning?: () => Promise<void>) {
  await fetch(url).then((r) => r.text());
  resetPeak();
  let running = true;
  const side = whileRunning
    ? (async () => {
        while (running) {
          await new Promise((r) => setTimeout(r, 5000));
          if (running) await whileRunning();
        }
      })()
    : null;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip" } });
  running = false;
  await side;
  return {
    rps: r.requests.average.toFixed(0),
    // autocannon counts whole milliseconds in its percentiles; the mean shows a change within one.
    mean: `${r.latency.mean.toFixed(2)} ms`,
    p50: `${r.latency.p50} ms`,
    p97: `${r.latency.p97_5} ms`,
    p99: `${r.latency.p99} ms`,
    errors: String(r.errors + r.non2xx),
  };
}

/** Signs the owner in and returns a function that publishes a new /about heading through the page editor. */
async function ownerSaves(site: Awaited<ReturnType<typeof bootSite>>) {
  await createStaff(site.services.auth, { email: "owner@lakesideridge.example", password: "correct horse battery" });
  const cookie = await sessionCookie(site.url, "owner@lakesideridge.example", "correct horse battery", { "X-Forwarded-For": "198.19.0.1" });
  let n = 0;
  return async () => {
    const res = await fetch(`${site.url}/admin/content/page?path=%2Fabout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: site.url },
      body: new URLSearchParams({
        intent: "page-save",
        path: "/about",
        mode: "publish",
        "present:why-heading": "1",
        "block:why-heading": `What to expect from us (${++n})`,
      }),
      redirect: "manual",
    });
    if (res.status !== 302) throw new Error(`the owner's save answered ${res.status}`);
    saves++;
  };
}
let saves = 0;

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
  const at = (q: number) => `${latencies[Math.max(0, Math.floor(latencies.length * q) - 1)]} ms`;
  const mean = `${(latencies.reduce((sum, x) => sum + x, 0) / latencies.length).toFixed(0)} ms`;
  return { rps: (200 / seconds).toFixed(0), mean, p50: at(0.5), p97: at(0.975), p99: at(0.99), errors: String(errors) };
}

const cached = await bootSite({ pageCache: true, env: { TRUST_PROXY: "loopback" } });
const uncached = await bootSite({ pageCache: false, dataDir: cached.dataDir });
const rows: string[][] = [];
const mb = () => `${Math.round(peak / 1024 / 1024)} MB`;
const LOAD = `${CONNECTIONS} connections, ${DURATION} s`;
/** One row of the table, in the order of its head. */
const addRow = (what: string, load: string, m: Awaited<ReturnType<typeof pages>>, rss: string) =>
  rows.push([what, load, m.rps, m.mean, m.p50, m.p97, m.p99, m.errors, rss]);
const a = await pages(cached.url + PAGE);
addRow(`${PAGE}, page cache on`, LOAD, a, mb());
{
  const search = searches(cached.url);
  const s = await pages(cached.url + PAGE);
  const sr = await search;
  addRow(
    `${PAGE}, page cache on, while 8 clients send blog searches (${sr.requests.total} searches, p50 ${sr.latency.p50} ms, ${sr.non2xx} not 200)`,
    LOAD,
    s,
    mb(),
  );
}
if (!ONLY_SEARCHES) {
  const save = await ownerSaves(cached);
  const d = await pages(cached.url + PAGE, save);
  addRow(`${PAGE}, page cache on, the owner publishes a change to it every 5 s (${saves} saves)`, LOAD, d, mb());
  const b = await pages(uncached.url + PAGE);
  addRow(`${PAGE}, page cache off`, LOAD, b, mb());
  const c = await contactBurst(cached.url);
  addRow("POST /contact", "200 at once, 200 addresses", c, mb());
}
clearInterval(sampler);
await cached.stop();
await uncached.stop();

// The same with the server in its own process (as `npm start` runs it): the searching clients'
// work no longer lands on the server's event loop. Peak RSS is the server's (VmHWM).
{
  const own = await startProductionSite({ TRUST_PROXY: "loopback" });
  const ownMb = () => `${peakRssMb(own.pid)} MB (server)`;
  await fetch(own.url + PAGE).then((r) => r.text());
  resetPeakRss(own.pid);
  const alone = await pages(own.url + PAGE);
  addRow(`${PAGE}, page cache on, server in its own process`, LOAD, alone, ownMb());
  resetPeakRss(own.pid);
  const search = searches(own.url);
  const busy = await pages(own.url + PAGE);
  const sr = await search;
  addRow(
    `${PAGE}, page cache on, server in its own process, while 8 clients send blog searches (${sr.requests.total} searches, p50 ${sr.latency.p50} ms, ${sr.non2xx} not 200)`,
    LOAD,
    busy,
    ownMb(),
  );
  await own.stop();
}

const head = ["what", "load", "req/s", "mean", "p50", "p97.5", "p99", "errors", "peak RSS"];
console.log(`\nNode ${process.version}, ${os.cpus().length} cores; server and load generator in one process (RSS is both) unless the row says otherwise\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
