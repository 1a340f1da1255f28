// npm run bench:http — the site's cached pages beside nginx serving the same HTML as a static file
// (precompressed, gzip_static), measured interleaved in one run: requests per second and p99 at
// 50 connections with gzip, and the server's CPU time per request read from /proc. Then the CPU
// cost of an uncached render. The site runs in its own process, so its CPU is its own. The cached
// rows are measured twice more: with page views counted (the default) and with ANALYTICS=off.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { cpuMs, startSiteProcess } from "./procs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = ["/", "/service-adu", "/blog/adu-right-for-property", "/gallery"];
const NGINX = "/usr/sbin/nginx";
// A browser's User-Agent, so the analytics count these requests as a visitor's (no agent is a robot).
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function load(url: string, pids: () => number[], connections = CONNECTIONS, seconds = SECONDS, encoding = "gzip, deflate, br") {
  const before = pids().reduce((sum, pid) => sum + cpuMs(pid), 0);
  const r = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": encoding, "user-agent": BROWSER } });
  const cpu = pids().reduce((sum, pid) => sum + cpuMs(pid), 0) - before;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, cpuPerRequest: cpu / r.requests.total };
}

/** nginx on a loopback port, one worker, serving `www` with the .gz copies beside each file. */
async function startNginx(www: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lrb-nginx-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types { text/html html; } default_type text/html;
  gzip_static on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${www}; location / { index index.html; try_files $uri $uri/ =404; } }
}
`,
  );
  const child = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const pids = () => {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [child.pid!, ...children];
  };
  return { url: `http://127.0.0.1:${port}`, pids, stop: () => child.kill("SIGQUIT") };
}

/**
 * One page rendered without the page cache, one connection at a time: the CPU of one render,
 * compressed (br, as a browser asks) and not. After 200 renders to warm the JIT, five rounds of
 * 2 s each, compressed and not in turn; the median and the lowest round are reported. One round
 * differs from the next by up to 30% on this machine, so a change is judged against a baseline
 * measured in the same rounds (`--baseline DIR`, another checkout of the site, built).
 */
const RENDER_ROUNDS = 5;
type Site = { url: string; pid: number };
async function renderCpu(sites: Site[], page: string) {
  for (const site of sites) for (let i = 0; i < 200; i++) await fetch(site.url + page).then((r) => r.text());
  const br = sites.map(() => [] as number[]);
  const plain = sites.map(() => [] as number[]);
  for (let round = 0; round < RENDER_ROUNDS; round++) {
    for (const [i, site] of sites.entries()) {
      br[i]!.push((await load(site.url + page, () => [site.pid], 1, 2)).cpuPerRequest);
      plain[i]!.push((await load(site.url + page, () => [site.pid], 1, 2, "identity")).cpuPerRequest);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const min = (xs: number[]) => Math.min(...xs);
  return sites.map((_, i) => ({ median: median(br[i]!), min: min(br[i]!), plain: median(plain[i]!) }));
}
async function renderRow(site: Site, page: string, baseline?: Site) {
  const [now, before] = await renderCpu(baseline ? [site, baseline] : [site], page);
  const row = [page, now!.median.toFixed(1), now!.min.toFixed(1), now!.plain.toFixed(1)];
  if (before) row.push(before.median.toFixed(1), `${(((now!.median - before.median) / before.median) * 100).toFixed(0)}%`);
  return row;
}
function printRenders(renders: string[][], baseline?: string) {
  console.log(
    `\nUncached render (page cache off, 1 connection; ${RENDER_ROUNDS} rounds of 2 s after 200 to warm up; br as a browser asks, then no compression; CPU ms per render):\n`,
  );
  const head = ["page", "median", "lowest round", "median, uncompressed"];
  if (baseline) head.push(`median, ${baseline}`, "change");
  console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
  for (const r of renders) console.log(`| ${r.join(" | ")} |`);
}

// `npm run bench:http -- --renders [--baseline DIR] [/page ...]`: only the uncached renders (no
// nginx needed); with a baseline, that checkout's build is measured in the same rounds.
if (process.argv.includes("--renders")) {
  const at = process.argv.indexOf("--baseline");
  const baselineDir = at > 0 ? process.argv[at + 1] : undefined;
  const site = await startSiteProcess({ BENCH_PAGE_CACHE: "off" });
  const baseline = baselineDir ? await startSiteProcess({ BENCH_PAGE_CACHE: "off" }, path.resolve(baselineDir)) : undefined;
  const renders: string[][] = [];
  const asked = process.argv.slice(2).filter((a) => a.startsWith("/") && a !== baselineDir);
  for (const page of asked.length ? asked : PAGES) {
    renders.push(await renderRow(site, page, baseline));
  }
  await site.stop();
  await baseline?.stop();
  console.log(`\nNode ${process.version}, ${os.cpus().length} cores`);
  printRenders(renders, baselineDir);
  process.exit(0);
}

if (!existsSync(NGINX)) {
  console.error("nginx is not installed: `apt-get install -y nginx` (the static-file row needs it).");
  process.exit(1);
}
const cached = await startSiteProcess();
const uncached = await startSiteProcess({ BENCH_PAGE_CACHE: "off", BENCH_DATA_DIR: cached.dataDir });
const uncounted = await startSiteProcess({ BENCH_ANALYTICS: "off", BENCH_DATA_DIR: cached.dataDir });
const www = mkdtempSync(path.join(os.tmpdir(), "lrb-www-"));
chmodSync(www, 0o755); // nginx's worker runs as an unprivileged user when started by root
for (const page of PAGES) {
  const html = await (await fetch(cached.url + page)).text();
  const dir = path.join(www, page);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html, { level: 9 }));
}
const nginx = await startNginx(www);
// nginx prints its version on stderr.
const nginxVersion =
  spawnSync(NGINX, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: /, "") || "nginx";

const rows: string[][] = [];
const counting: string[][] = [];
const renders: string[][] = [];
for (const page of PAGES) {
  const htmlKb = (readFileSync(path.join(www, page, "index.html")).length / 1024).toFixed(1);
  const gzKb = (readFileSync(path.join(www, page, "index.html.gz")).length / 1024).toFixed(1);
  await fetch(cached.url + page).then((r) => r.text());
  await fetch(uncounted.url + page).then((r) => r.text());
  // Interleaved: ours, ours without counting, nginx, and again; each figure is the mean of its two rounds.
  const ours = [];
  const bare = [];
  const theirs = [];
  for (let round = 0; round < 2; round++) {
    ours.push(await load(cached.url + page, () => [cached.pid]));
    bare.push(await load(uncounted.url + page, () => [uncounted.pid]));
    theirs.push(await load(`${nginx.url}${page === "/" ? "/" : `${page}/`}`, nginx.pids));
  }
  const mean = (xs: { rps: number; p99: number; cpuPerRequest: number }[]) => ({
    rps: (xs[0]!.rps + xs[1]!.rps) / 2,
    p99: (xs[0]!.p99 + xs[1]!.p99) / 2,
    cpu: (xs[0]!.cpuPerRequest + xs[1]!.cpuPerRequest) / 2,
  });
  const o = mean(ours);
  const b = mean(bare);
  const n = mean(theirs);
  counting.push([page, b.rps.toFixed(0), b.cpu.toFixed(3), o.rps.toFixed(0), o.cpu.toFixed(3), `${((o.rps / b.rps - 1) * 100).toFixed(1)}%`]);
  rows.push([
    page,
    `${htmlKb} KB (${gzKb} gz)`,
    o.rps.toFixed(0),
    `${o.p99.toFixed(0)} ms`,
    o.cpu.toFixed(3),
    n.rps.toFixed(0),
    `${n.p99.toFixed(0)} ms`,
    n.cpu.toFixed(3),
    `${(o.cpu / n.cpu).toFixed(1)}×`,
    `${(o.rps / n.rps).toFixed(2)}×`,
  ]);
  // An uncached render: one connection, so the CPU per request is one render's.
  renders.push(await renderRow(uncached, page));
}
nginx.stop();
await cached.stop();
await uncounted.stop();
await uncached.stop();

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per round, 2 interleaved rounds, Accept-Encoding gzip/br; Node ${process.version}, ${nginxVersion}, ${os.cpus().length} cores`,
);
console.log("CPU ms/req: the server's user + system time (/proc) divided by the requests answered; nginx: master and its one worker.\n");
const head = ["page", "HTML", "site req/s", "p99", "site CPU ms/req", "nginx req/s", "p99", "nginx CPU ms/req", "CPU ÷ nginx", "req/s ÷ nginx"];
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
console.log("\nPage views counted (the default) against ANALYTICS=off, the same cached pages, interleaved:\n");
const head3 = ["page", "req/s, not counted", "CPU ms/req", "req/s, counted", "CPU ms/req", "req/s change"];
console.log(`| ${head3.join(" | ")} |\n|${head3.map(() => " --- ").join("|")}|`);
for (const r of counting) console.log(`| ${r.join(" | ")} |`);
printRenders(renders);
