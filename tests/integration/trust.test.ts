import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { unzipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { startServer, decodeHtml, type TestServer } from "../helpers/server";
import { staffSession, type StaffSession } from "../helpers/session";
import { mailText } from "../helpers/smtp";
import { serverWithMailAndHook } from "../helpers/webhook";
import { countRows, freshDatabaseUrl, tempDir } from "../helpers/db";
import { createServices } from "../../app/platform/services.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { restoreBackup } from "../../app/db/backup.server";
import { dayOf } from "../../app/content/business-days";
import { VERIFY_CONTRACTOR_URL, verifyContractorUrl } from "../../app/content/registration";
import { getLeadSettings } from "../../app/models/settings.server";
import { backupDir, saveBackupSchedule } from "../../app/trust/backups.server";
import { tickDailyJobs } from "../../app/trust/tick.server";
import { runRetentionIfDue } from "../../app/trust/retention.server";

// The trust kit (decision 0033), over real HTTP on a real database: the registration number in
// what the site sends and says, the privacy notice following Settings, accessibility reports,
// retention with an injected clock, a person's data, the analytics cap, and browser backups.

const SECRET = "a-long-shared-secret-for-tests-0123";
const REG = "LAKERRB812KQ";

const photo = (shade: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 100, b: 90 } } })
    .jpeg()
    .toBuffer();

async function postQuote(s: TestServer, fields: Record<string, string>, photos: Buffer[], ip: string) {
  const body = new FormData();
  const all = { projectType: "Garage", preferredContact: "Email", message: "A garage with a shop on our lot.", ...fields };
  for (const [k, v] of Object.entries(all)) body.append(k, v);
  photos.forEach((p, i) => body.append("photos", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `site-${i + 1}.jpg`));
  const res = await fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": ip }, body });
  expect(res.status).toBe(200);
}

const post = (s: TestServer, cookie: string | null, p: string, fields: Record<string, string>) =>
  fetch(`${s.url}${p}`, {
    method: "POST",
    headers: { ...(cookie ? { Cookie: cookie } : {}), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

describe("the trust kit", () => {
  const t = serverWithMailAndHook(SECRET, { ANALYTICS: "on" });
  let editor: StaffSession;
  beforeAll(async () => {
    editor = await staffSession(t.s, "editor");
  });

  it("the demo registration number is the checklist's first line and its one blocker", async () => {
    const html = await (await fetch(`${t.s.url}/admin/dashboard`, { headers: { Cookie: t.owner.cookie } })).text();
    const todo = [...html.matchAll(/<li class="[^"]*border-amber-300[^"]*" data-check="([^"]+)"/g)].map((m) => m[1]!);
    expect(todo[0]).toBe("registration");
    expect(html.match(/data-blocker/g)).toHaveLength(1);
    expect(html).toContain("Must fix before launch");
  });

  it("puts the registration number and the state's lookup in the auto-reply, the lead alert, the footer, the Contact page and the JSON-LD", async () => {
    // Saved as the owner would, in Settings.
    const page = await (await fetch(`${t.s.url}/admin/settings/business`, { headers: { Cookie: t.owner.cookie } })).text();
    const fields: Record<string, string> = { intent: "settings-save" };
    for (const n of ["companyName", "tagline", "phone", "email", "officeLine", "city", "region", "postalCode", "areaServed", "ownerFirstName"])
      fields[n] = decodeHtml(new RegExp(`name="${n}"[^>]*value="([^"]*)"`).exec(page)?.[1] ?? "");
    expect((await post(t.s, t.owner.cookie, "/admin/settings", { ...fields, registration: REG })).status).toBe(302);

    await postQuote(t.s, { fullName: "Jordan Avery", email: "jordan@example.com" }, [], "198.51.100.10");
    await expect.poll(() => t.smtp.mails.length, { timeout: 8000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const reply = mailText(t.smtp.mails.find((m) => m.to.includes("jordan@example.com"))!.body);
    const alert = mailText(t.smtp.mails.find((m) => m.to.includes(t.owner.email))!.body);
    for (const text of [reply, alert]) {
      expect(text).toContain(`Washington contractor registration ${REG}`);
      expect(text).toContain(VERIFY_CONTRACTOR_URL);
    }

    const home = await (await fetch(`${t.s.url}/`)).text();
    expect(home).toContain(`WA contractor registration: <!-- -->${REG}`);
    // A number of the state's shape opens its own record in the lookup.
    expect(home).toContain(`href="${verifyContractorUrl(REG).replaceAll("&", "&amp;")}"`);
    expect(verifyContractorUrl(REG)).toBe(`${VERIFY_CONTRACTOR_URL}Detail.aspx?UBI=&LIC=${REG}&SAW=`);
    expect(home).toMatch(/href="\/privacy"[^>]*>Privacy notice</);
    expect(home).toMatch(/href="\/accessibility"[^>]*>Accessibility</);
    const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const business = ld.find((x) => x["@type"] === "GeneralContractor")!;
    expect(business.identifier).toEqual({ "@type": "PropertyValue", propertyID: "Washington L&I contractor registration", value: REG });

    const contact = decodeHtml(await (await fetch(`${t.s.url}/contact`)).text());
    expect(contact).toContain(`Washington contractor registration ${REG}.`);
    expect(contact).toMatch(/href="\/privacy"[^>]*>How we use your details</);
  });

  it("the privacy notice names the webhook only while it is on, and the retention times from Settings → Data", async () => {
    const channels = async () => [...(await (await fetch(`${t.s.url}/privacy`)).text()).matchAll(/data-channel="([^"]+)"/g)].map((m) => m[1]!);
    expect(await channels()).toEqual(["messages", "email", "auto-reply"]);
    const settings = await getLeadSettings(t.s.services.db);
    const lead = { intent: "lead-settings-save", autoReply: settings.autoReply, overdueHours: "2", webhookSecret: SECRET };
    expect((await post(t.s, t.owner.cookie, "/admin/settings", { ...lead, webhookUrl: t.hook.url })).status).toBe(302);
    expect(await channels()).toEqual(["messages", "email", "auto-reply", "webhook"]);
    expect(await (await fetch(`${t.s.url}/privacy`)).text()).toContain(new URL(t.hook.url).host);
    expect((await post(t.s, t.owner.cookie, "/admin/settings", { ...lead, webhookUrl: "", removeWebhook: "on" })).status).toBe(302);
    expect(await channels()).toEqual(["messages", "email", "auto-reply"]);

    const data = { intent: "data-settings-save", leadMonths: "18", activityMonths: "12", analyticsMonths: "24", accessibilityDays: "3" };
    expect((await post(t.s, editor.cookie, "/admin/settings", data)).status).toBe(403);
    expect((await post(t.s, null, "/admin/settings", data)).status).toBe(401);
    const bad = await post(t.s, t.owner.cookie, "/admin/settings", { ...data, leadMonths: "0" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("Keep leads and their photos at least 1 month.");
    expect((await post(t.s, t.owner.cookie, "/admin/settings", data)).status).toBe(302);
    const privacy = decodeHtml(await (await fetch(`${t.s.url}/privacy`)).text());
    expect(privacy).toContain("Requests, their photos and our notes on them: 18 months after the request last changed.");
    expect(privacy).toContain("This notice describes what this website does.");
    expect(decodeHtml(await (await fetch(`${t.s.url}/accessibility`)).text())).toContain("We answer within 3 business days.");
    // The owner's wording is edited like any page: the page editor lists the notice and its parts.
    const pages = decodeHtml(await (await fetch(`${t.s.url}/admin/content`, { headers: { Cookie: editor.cookie } })).text());
    expect(pages).toContain("Privacy notice");
    expect(pages).toContain("Accessibility statement");
    const editorPage = decodeHtml(await (await fetch(`${t.s.url}/admin/content/page?path=%2Fprivacy`, { headers: { Cookie: editor.cookie } })).text());
    for (const label of ["What the forms ask for: heading", "Who is told: text", "How long: text"]) expect(editorPage).toContain(label);
  });

  it("a barrier report from /accessibility (no JavaScript) is a lead of its own kind in Messages; bad input is refused with a message", async () => {
    const send = (fields: Record<string, string>) =>
      fetch(`${t.s.url}/accessibility`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.20" },
        body: new URLSearchParams(fields),
      });
    const bad = await send({ fullName: "Sam Reyes", email: "not-an-address", problem: "" });
    expect(bad.status).toBe(400);
    const badHtml = decodeHtml(await bad.text());
    expect(badHtml).toContain("Please enter a valid e-mail address");
    expect(badHtml).toContain('value="Sam Reyes"');
    const good = await send({
      fullName: "Sam Reyes",
      email: "sam@example.org",
      problem: "The gallery filter buttons are not announced.",
      setup: "NVDA with Firefox",
    });
    expect(good.status).toBe(200);
    expect(decodeHtml(await good.text())).toContain("Your report reached us");
    const row = await t.s.services.db.selectFrom("contact_messages").selectAll().where("email", "=", "sam@example.org").executeTakeFirstOrThrow();
    expect(row.kind).toBe("accessibility");
    const messages = await (await fetch(`${t.s.url}/admin/messages?q=sam%40example.org`, { headers: { Cookie: editor.cookie } })).text();
    expect(messages).toContain("Accessibility report");
    await expect.poll(() => t.smtp.mails.some((m) => m.body.includes("Accessibility report")), { timeout: 8000, interval: 100 }).toBe(true);
  });

  it("the daily job deletes a lead past its retention time and its photo files, once across two passes, and says so in Activity", async () => {
    await postQuote(t.s, { fullName: "Old Lead", email: "old@example.net" }, [await photo(30), await photo(90)], "198.51.100.30");
    await postQuote(t.s, { fullName: "New Lead", email: "new@example.net" }, [await photo(60)], "198.51.100.31");
    const { db, storage } = t.s.services;
    const old = await db.selectFrom("contact_messages").select("id").where("email", "=", "old@example.net").executeTakeFirstOrThrow();
    const oldPhotos = await db.selectFrom("lead_photos").select("file_path").where("message_id", "=", old.id).execute();
    expect(oldPhotos).toHaveLength(2);
    for (const p of oldPhotos) expect(await storage.get(p.file_path)).not.toBeNull();
    // The clock: 19 months on (retention is 18 months since the last test), the new lead changed 2 months ago.
    const now = Date.now() + 19 * 31 * 86_400_000;
    await db
      .updateTable("contact_messages")
      .set({ updated_at: new Date(now - 60 * 86_400_000).toISOString() })
      .where("email", "=", "new@example.net")
      .execute();
    // The first look sets the schedule (the next 03:30); a day later two instances look at once: one runs it.
    expect(await runRetentionIfDue(t.s.services, now)).toBeNull();
    const [a, b] = await Promise.all([runRetentionIfDue(t.s.services, now + 86_400_000), runRetentionIfDue(t.s.services, now + 86_400_000)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", "old@example.net").executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", "new@example.net").executeTakeFirst()).toBeDefined();
    for (const p of oldPhotos) expect(await storage.get(p.file_path)).toBeNull();
    expect(await db.selectFrom("lead_photos").select("id").where("message_id", "=", old.id).execute()).toEqual([]);
    const activity = decodeHtml(await (await fetch(`${t.s.url}/admin/activity`, { headers: { Cookie: t.owner.cookie } })).text());
    expect(activity).toMatch(/Deleted \d+ leads? last changed before/);
    expect(activity).toContain("Settings → Data");
    // Not due again the same day.
    expect(await runRetentionIfDue(t.s.services, now + 86_400_000 + 60_000)).toBeNull();
  });

  it("download and delete a person: every lead with that address (any case) and its files; owners only", async () => {
    await postQuote(t.s, { fullName: "Pat Lee", email: "pat@example.com" }, [await photo(10), await photo(200)], "198.51.100.40");
    await postQuote(t.s, { fullName: "Pat Lee", email: "PAT@Example.com" }, [await photo(150)], "198.51.100.41");
    await postQuote(t.s, { fullName: "Robin Hart", email: "robin@example.com" }, [await photo(220)], "198.51.100.42");
    const { db, storage } = t.s.services;
    const pats = await db.selectFrom("contact_messages").select("id").where("full_name", "=", "Pat Lee").execute();
    expect(pats).toHaveLength(2);
    const files = await db
      .selectFrom("lead_photos")
      .select("file_path")
      .where(
        "message_id",
        "in",
        pats.map((p) => p.id),
      )
      .execute();
    expect(files).toHaveLength(3);
    const id = pats[0]!.id;

    // The copy is made by the confirm screen's form post (decision 0054).
    const dl = (cookie: string | null) => post(t.s, cookie, "/admin/messages/person/download", { id });
    expect((await dl(null)).status).toBe(401);
    expect((await dl(editor.cookie)).status).toBe(403);
    const zipRes = await dl(t.owner.cookie);
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get("content-type")).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(await zipRes.arrayBuffer()));
    const photos = Object.keys(zip).filter((k) => k.startsWith("photos/"));
    expect(photos).toHaveLength(3);
    for (const k of photos) expect((await sharp(Buffer.from(zip[k]!)).metadata()).format).toBe("jpeg");
    expect(strFromU8(zip["messages.txt"]!)).toContain("A garage with a shop on our lot.");
    expect(strFromU8(zip["messages.txt"]!)).not.toContain("Robin Hart");

    const confirm = decodeHtml(await (await fetch(`${t.s.url}/admin/messages/person/delete?id=${id}`, { headers: { Cookie: t.owner.cookie } })).text());
    expect(confirm).toContain("This deletes every message sent from");
    expect(confirm).toContain("2 messages and 3 photos");
    expect((await post(t.s, editor.cookie, "/admin/messages/person/delete?id=" + id, { id, leads: "2" })).status).toBe(403);
    expect((await post(t.s, null, "/admin/messages/person/delete?id=" + id, { id, leads: "2" })).status).toBe(401);
    // A stale confirmation (a count that no longer holds) deletes nothing.
    expect((await post(t.s, t.owner.cookie, "/admin/messages/person/delete?id=" + id, { id, leads: "1" })).status).toBe(409);
    expect(await db.selectFrom("contact_messages").select("id").where("full_name", "=", "Pat Lee").execute()).toHaveLength(2);
    expect((await post(t.s, t.owner.cookie, "/admin/messages/person/delete?id=" + id, { id, leads: "2" })).status).toBe(302);
    expect(await db.selectFrom("contact_messages").select("id").where("full_name", "=", "Pat Lee").execute()).toEqual([]);
    for (const f of files) expect(await storage.get(f.file_path)).toBeNull();
    expect(await db.selectFrom("contact_messages").select("id").where("full_name", "=", "Robin Hart").execute()).toHaveLength(1);
  });

  it("3,000 invented utm_source values in a day leave at most the cap plus (other)", async () => {
    const views = 3_000;
    for (let i = 0; i < views; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          fetch(`${t.s.url}/about?utm_source=invented-${i + j}`, {
            headers: {
              "X-Forwarded-For": `203.0.${Math.floor((i + j) / 250)}.${(i + j) % 250}`,
              "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0",
            },
          }).then((r) => r.arrayBuffer()),
        ),
      );
    }
    await t.s.services.analytics.flush();
    const today = dayOf(Date.now());
    const raw = await t.s.services.db
      .selectFrom("analytics_raw")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("day", "=", today)
      .executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBeGreaterThanOrEqual(views);
    // The day ends: rolled up the next morning.
    await t.s.services.analytics.rollup(Date.now() + 86_400_000 + 3_600_000);
    const sources = await t.s.services.db.selectFrom("analytics_entries").select("source").distinct().where("day", "=", today).execute();
    const { ANALYTICS } = await import("../../app/analytics/limits");
    expect(sources.length).toBeLessThanOrEqual(ANALYTICS.entrySources + 1);
    expect(sources.map((r) => r.source)).toContain("(other)");
    const total = await t.s.services.db
      .selectFrom("analytics_entries")
      .select((eb) => eb.fn.sum<number>("visitors").as("n"))
      .where("day", "=", today)
      .executeTakeFirstOrThrow();
    // Every visitor is still counted once.
    expect(Number(total.n)).toBeGreaterThanOrEqual(views);
  });

  it("Back up now (owners only) writes a private archive that reads back, turns the checklist's backup line green, and restores with the same counts", async () => {
    expect((await post(t.s, null, "/admin/settings/backups", { intent: "backup-now" })).status).toBe(401);
    expect((await post(t.s, editor.cookie, "/admin/settings/backups", { intent: "backup-now" })).status).toBe(403);
    const res = await post(t.s, t.owner.cookie, "/admin/settings/backups", { intent: "backup-now" });
    expect(res.status).toBe(302);
    const page = decodeHtml(await (await fetch(`${t.s.url}/admin/settings/backups`, { headers: { Cookie: t.owner.cookie } })).text());
    expect(page).toMatch(/Read back: it opens, and holds \d+ tables, \d+ rows and \d+ files, as written\./);
    const row = await t.s.services.db.selectFrom("backups").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(row.verified).toBe(1);
    // Private: in DATA_DIR/backups, which no public path serves.
    const file = path.join(backupDir(t.s.services.config), row.file_name);
    expect((await stat(file)).size).toBe(row.bytes);
    expect((await fetch(`${t.s.url}/files/cms-images/${row.file_name}`)).status).toBe(404);
    expect((await fetch(`${t.s.url}/files/cms-images/../backups/${row.file_name}`)).status).toBeGreaterThanOrEqual(400);

    const dl = (cookie: string | null) => fetch(`${t.s.url}/admin/settings/backups/download?id=${row.id}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect((await dl(null)).status).toBe(401);
    expect((await dl(editor.cookie)).status).toBe(403);
    const got = await dl(t.owner.cookie);
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.equals(readFileSync(file))).toBe(true);

    const dash = await (await fetch(`${t.s.url}/admin/dashboard`, { headers: { Cookie: t.owner.cookie } })).text();
    expect(dash).toMatch(/<li data-check="backup"/);

    // Restored into an empty database (the restore function `npm run restore` runs): the same counts.
    const env = { DATA_DIR: tempDir(), DATABASE_URL: await freshDatabaseUrl(), AUTH_SECRET: t.s.env.AUTH_SECRET!, LOG_LEVEL: "silent" };
    const target = createServices(parseConfig({ ...env, PORT: "3998" }), createLogger("silent"));
    try {
      await restoreBackup(target, file);
      for (const table of ["contact_messages", "lead_photos", "content_items", "user", "images"] as const) {
        expect(await countRows(target.db, table), table).toBe(await countRows(t.s.services.db, table));
      }
      expect((await target.storage.list()).length).toBe((await t.s.services.storage.list()).length);
    } finally {
      await target.close();
    }
  });
});

describe("a scheduled backup with two instances on one database", () => {
  it("runs once, keeps the last N, and the next is set for the next day", async () => {
    const a = await startServer();
    const b = await startServer({ databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
    try {
      const start = Date.parse("2026-12-01T12:00:00Z");
      await saveBackupSchedule(a.services.db, { enabled: true, time: "02:00", keep: 2 }, start);
      // Both instances tick at 02:01 Pacific on three nights.
      for (const night of [0, 1, 2]) {
        const at = Date.parse("2026-12-02T10:01:00Z") + night * 86_400_000;
        const [ra, rb] = await Promise.all([tickDailyJobs(a.services, at), tickDailyJobs(b.services, at)]);
        expect([ra.backup, rb.backup].filter(Boolean), `night ${night}`).toHaveLength(1);
        // A minute later, nobody runs it again.
        const again = await Promise.all([tickDailyJobs(a.services, at + 60_000), tickDailyJobs(b.services, at + 60_000)]);
        expect(again.map((r) => r.backup).filter(Boolean)).toHaveLength(0);
      }
      const rows = await a.services.db.selectFrom("backups").selectAll().execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.verified === 1 && r.trigger === "schedule")).toBe(true);
      const job = await a.services.db.selectFrom("scheduled_jobs").selectAll().where("name", "=", "backup").executeTakeFirstOrThrow();
      expect(job.next_run_at).toBe("2026-12-05T10:00:00.000Z");
      expect(job.lease_holder).toBeNull();
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});
