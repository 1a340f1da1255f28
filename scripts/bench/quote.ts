// npm run bench:quote — quote requests with 0, 3 and 6 phone photos (12 MP JPEGs): how long the
// visitor waits, when the owner's e-mail and the webhook arrive (a real SMTP server and a real
// webhook receiver on loopback), and a burst of 10 at once. Prints a table.
import os from "node:os";
import sharp from "sharp";
import { bootSite } from "./boot";
import { startSmtp } from "../../tests/helpers/smtp";
import { startWebhook } from "../../tests/helpers/webhook";
import { saveLeadSettings, getLeadSettings } from "../../app/models/settings.server";
import { openDatabase } from "../../app/db/client.server";
import path from "node:path";

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const mb = () => `${Math.round(peak / 1024 / 1024)} MB`;

// A 4032 × 3024 photo with grain, so it weighs what a phone photo weighs.
const phone = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
  .jpeg({ quality: 85 })
  .toBuffer();

const smtp = await startSmtp();
const secret = "bench-webhook-secret-0123456789";
const hook = await startWebhook(secret);
const site = await bootSite({ pageCache: true, env: { TRUST_PROXY: "loopback", SMTP_URL: smtp.url, UPLOAD_MAX_MB: "20" } });
{
  const h = openDatabase(`file:${path.join(site.dataDir, "site.db")}`);
  await saveLeadSettings(h.db, { ...(await getLeadSettings(h.db)), webhookUrl: hook.url, webhookSecret: secret });
  await h.close();
}

let n = 0;
async function send(photos: number) {
  const i = ++n;
  const body = new FormData();
  for (const [k, v] of Object.entries({ fullName: `Bench ${i}`, email: `bench${i}@example.com`, message: "A benchmark quote request.", town: "Chelan" }))
    body.append(k, v);
  for (let p = 0; p < photos; p++) body.append("photos", new Blob([new Uint8Array(phone)], { type: "image/jpeg" }), `IMG_${p}.jpg`);
  const t = Date.now();
  const res = await fetch(`${site.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": `198.18.7.${i}` }, body });
  await res.text();
  const answered = Date.now() - t;
  // Up to 10 s; later is reported as null (the server's one-minute tick would send it).
  const arrived = async (check: () => boolean) => {
    while (!check()) {
      if (Date.now() - t > 10_000) return null;
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - t;
  };
  const [mail, webhook] = await Promise.all([
    arrived(() => smtp.mails.some((m) => m.body.includes(`Name: Bench ${i}`))),
    arrived(() => hook.calls.some((c) => c.json.name === `Bench ${i}`)),
  ]);
  return { status: res.status, answered, mail, webhook };
}

const ms = (x: number | null) => (x === null ? "after 10 s" : `${x} ms`);
const rows: string[][] = [];
for (const photos of [0, 3, 6]) {
  peak = process.memoryUsage().rss;
  const r = await send(photos);
  rows.push([
    `1 request, ${photos} photos (${((phone.length * photos) / 1024 / 1024).toFixed(1)} MB)`,
    String(r.status),
    `${r.answered} ms`,
    ms(r.mail),
    ms(r.webhook),
    mb(),
  ]);
}
peak = process.memoryUsage().rss;
const burst = await Promise.all(Array.from({ length: 10 }, () => send(3)));
const worst = (k: "answered" | "mail" | "webhook") => {
  const late = burst.filter((b) => b[k] === null).length;
  const times = burst.map((b) => b[k]).filter((x): x is number => x !== null);
  return `${Math.max(...times)} ms${late ? ` (${late} after 10 s)` : ""}`;
};

rows.push([
  "10 at once, 3 photos each (slowest)",
  burst.map((b) => b.status).join(" ") === Array(10).fill(200).join(" ") ? "200 ×10" : burst.map((b) => b.status).join(","),
  worst("answered"),
  worst("mail"),
  worst("webhook"),
  mb(),
]);
clearInterval(sampler);
await site.stop();
await smtp.close();
await hook.close();

const head = ["what", "status", "visitor waits", "owner e-mail after", "webhook after", "peak RSS"];
console.log(`\nNode ${process.version}, ${os.cpus().length} cores; server, SMTP, webhook and client in one process (RSS is all of them)\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
