// npm run bench:quote — quote requests with 0, 3 and 6 phone photos (12 MP JPEGs): how long the
// visitor waits, when the owner's e-mail and the webhook arrive (a real SMTP server and a real
// webhook receiver on loopback), a burst of 10 at once, and a burst of 200 contact posts without
// photos. The site runs in its own process: the peak RSS is the server's alone (VmHWM, reset before
// each row), and every lead answered 200 is counted in the database. `-- --contact-burst` runs
// only the 200 contact posts. Prints a table.
import os from "node:os";
import sharp from "sharp";
import { peakRssMb, resetPeakRss, startProductionSite } from "./procs";
import { startSmtp } from "../../tests/helpers/smtp";
import { startWebhook } from "../../tests/helpers/webhook";
import { saveLeadSettings, getLeadSettings } from "../../app/models/settings.server";
import { openDatabase } from "../../app/db/client.server";
import path from "node:path";

const onlyContacts = process.argv.includes("--contact-burst");

// A 4032 × 3024 photo with grain, so it weighs what a phone photo weighs.
const phone = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
  .jpeg({ quality: 85 })
  .toBuffer();

const smtp = await startSmtp();
const secret = "bench-webhook-secret-0123456789";
const hook = await startWebhook(secret);
type Site = Awaited<ReturnType<typeof startProductionSite>>;
/** A fresh server (as `npm start` runs it) sending alerts to the loopback SMTP server and webhook, warmed by one quote request. */
async function freshSite() {
  const s = await startProductionSite({ TRUST_PROXY: "loopback", SMTP_URL: smtp.url, UPLOAD_MAX_MB: "20" });
  const h = openDatabase(`file:${path.join(s.dataDir, "site.db")}`);
  await saveLeadSettings(h.db, { ...(await getLeadSettings(h.db)), webhookUrl: hook.url, webhookSecret: secret });
  await h.close();
  return s;
}
let site: Site = await freshSite();
const mb = () => `${peakRssMb(site.pid)} MB`;
const leads = async () => {
  const h = openDatabase(`file:${path.join(site.dataDir, "site.db")}`);
  try {
    return (
      await h.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;
  } finally {
    await h.close();
  }
};
/** Each burst starts on a new server process warmed by one request, so its peak is its own. */
async function restart() {
  await site.stop();
  site = await freshSite();
  await send(0);
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

async function contactPost(i: number) {
  const t = Date.now();
  const res = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.18.${8 + Math.floor(i / 250)}.${(i % 250) + 1}` },
    body: new URLSearchParams({
      fullName: `Burst ${i}`,
      email: `burst${i}@example.com`,
      message: "A message from the contact burst benchmark.",
      town: "Chelan",
    }),
  });
  await res.text();
  return { status: res.status, answered: Date.now() - t };
}

const ms = (x: number | null) => (x === null ? "after 10 s" : `${x} ms`);
const statuses = (list: { status: number }[]) =>
  [...new Set(list.map((b) => b.status))]
    .sort()
    .map((st) => `${st} ×${list.filter((b) => b.status === st).length}`)
    .join(", ");
const rows: string[][] = [];
for (const photos of onlyContacts ? [] : [0, 3, 6]) {
  resetPeakRss(site.pid);
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
if (!onlyContacts) {
  await restart();
  resetPeakRss(site.pid);
  const before = await leads();
  const burst = await Promise.all(Array.from({ length: 10 }, () => send(3)));
  const worst = (k: "answered" | "mail" | "webhook") => {
    const late = burst.filter((b) => b[k] === null).length;
    const times = burst.map((b) => b[k]).filter((x): x is number => x !== null);
    return `${Math.max(...times)} ms${late ? ` (${late} after 10 s)` : ""}`;
  };
  const kept = (await leads()) - before;
  rows.push([`10 at once, 3 photos each (slowest); ${kept} leads kept`, statuses(burst), worst("answered"), worst("mail"), worst("webhook"), mb()]);
  if (kept !== burst.filter((b) => b.status === 200).length) throw new Error(`${kept} leads kept for ${statuses(burst)}`);
}
{
  await restart();
  resetPeakRss(site.pid);
  const before = await leads();
  const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => contactPost(i)));
  const kept = (await leads()) - before;
  rows.push([
    `200 contact posts at once, no photos (slowest); ${kept} leads kept`,
    statuses(burst),
    `${Math.max(...burst.map((b) => b.answered))} ms`,
    "",
    "",
    mb(),
  ]);
  if (kept !== burst.filter((b) => b.status === 200).length) throw new Error(`${kept} leads kept for ${statuses(burst)}`);
}
await site.stop();
await smtp.close();
await hook.close();

const head = ["what", "status", "visitor waits", "owner e-mail after", "webhook after", "peak RSS"];
console.log(`\nNode ${process.version}, ${os.cpus().length} cores; the site in its own process (peak RSS is the server's alone)\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
