// npm run bench:images — what a picture costs the server: an owner's 12-megapixel upload (upright,
// and sideways so it must be re-encoded), the variants made in the background after it, a
// visitor's first request for each of them, and a burst of anonymous requests for variants never
// made while visitors read a cached page. The site runs in its own process; CPU is read from /proc.
import { existsSync } from "node:fs";
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import sharp from "sharp";
import { createServices } from "../../app/platform/services.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { IMAGE_FORMATS, widthsFor } from "../../app/content/images";
import { variantPath } from "../../app/media/variants.server";
import { cpuMs, startSiteProcess } from "./procs";
import { ownerCookie } from "./boot";

const BURST = 105;

const site = await startSiteProcess();
const services = createServices(parseConfig({ DATA_DIR: site.dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
const cookie = await ownerCookie(site.url, services.auth);

// A 4000 × 3000 photo with grain, so it weighs what a phone photo weighs.
const grain = sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } });
const upright = await grain.clone().jpeg({ quality: 90 }).toBuffer();
const sideways = await sharp(upright).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();

const rows: string[][] = [];
const ms = (n: number) => `${Math.round(n)} ms`;

async function upload(bytes: Buffer, name: string) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const cpu0 = cpuMs(site.pid);
  const t0 = performance.now();
  const res = await fetch(`${site.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie, Origin: site.url }, body });
  const wall = performance.now() - t0;
  const cpu = cpuMs(site.pid) - cpu0;
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const json = (await res.json()) as { images: Array<{ file_path: string; width: number }> };
  return { wall, cpu, key: json.images[0]!.file_path, width: json.images[0]!.width };
}

async function variantsMade(key: string, width: number) {
  const cpu0 = cpuMs(site.pid);
  const t0 = performance.now();
  const declared = IMAGE_FORMATS.flatMap((f) => widthsFor(width).map((w) => [w, f] as const));
  while (!declared.every(([w, f]) => existsSync(variantPath(site.dataDir, "u", key, w, f)))) await new Promise((r) => setTimeout(r, 20));
  return { wall: performance.now() - t0, cpu: cpuMs(site.pid) - cpu0, declared };
}

for (const [label, bytes] of [
  ["upright JPEG (metadata cut, pixels kept)", upright],
  ["sideways JPEG (EXIF orientation 6: re-encoded upright)", sideways],
] as const) {
  const up = await upload(bytes, "photo.jpg");
  rows.push([`upload 4000×3000, ${label}`, `${(bytes.length / 1024 / 1024).toFixed(1)} MB`, ms(up.wall), ms(up.cpu)]);
  const made = await variantsMade(up.key, up.width);
  rows.push([`  then ${made.declared.length} variants in the background`, "", ms(made.wall), ms(made.cpu)]);
  const firsts: number[] = [];
  for (const [w, f] of made.declared) {
    const t0 = performance.now();
    const res = await fetch(`${site.url}/img/u/${up.key}/${w}.${f}`);
    await res.arrayBuffer();
    firsts.push(performance.now() - t0);
  }
  firsts.sort((a, b) => a - b);
  rows.push([`  then a visitor's first request of each variant`, "", `median ${ms(firsts[Math.floor(firsts.length / 2)]!)}, max ${ms(firsts.at(-1)!)}`, ""]);
}

// A burst of anonymous requests for variants nobody has made, while visitors read a cached page.
const page = `${site.url}/about`;
await fetch(page);
const calm = await autocannon({ url: page, connections: 10, duration: 4 });
const sources = ["heroes", "services", "articles", "gallery"].flatMap((g) => readdirSync(`assets/images/${g}`).map((f) => `${g}/${f.replace(/\.jpg$/, "")}`));
const burstUrls = Array.from(
  { length: BURST },
  (_, i) => `${site.url}/img/b/${sources[i % sources.length]}/${[1600, 1280, 1024][Math.floor(i / sources.length) % 3]}.avif`,
);
const cpu0 = cpuMs(site.pid);
const during = autocannon({ url: page, connections: 10, duration: 4 });
const statuses = await Promise.all(burstUrls.map((u) => fetch(u).then((r) => r.status)));
const busy = await during;
const burstCpu = cpuMs(site.pid) - cpu0;
const count = (s: number) => statuses.filter((x) => x === s).length;
rows.push([
  `cached /about, 10 connections, no burst`,
  "",
  `p50 ${calm.latency.p50} ms, p99 ${calm.latency.p99} ms`,
  `${Math.round(calm.requests.average)} req/s`,
]);
rows.push([
  `cached /about during ${BURST} anonymous requests for unmade variants`,
  `${count(200)} made, ${count(503)} × 503`,
  `p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms`,
  `${Math.round(busy.requests.average)} req/s; ${ms(burstCpu)} CPU`,
]);

console.log("\n| what | size / answers | time | server CPU |\n| --- | --- | --- | --- |");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
await services.close();
await site.stop();
process.exit(0);
