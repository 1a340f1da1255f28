import { execFile } from "node:child_process";
import sharp from "sharp";
import path from "node:path";
import { promisify } from "node:util";
import { postForm, serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { tempDir } from "../helpers/db";
import { siteFile } from "../../app/content/files.server";
import { SERVICE_PATHS } from "../../app/content/paths";
import { getProfile } from "../../app/models/settings.server";

// "Ready to launch?" (issue 20): every demo value on a fresh install is listed, and each line
// turns green as it is fixed the way the owner (or whoever runs the server) would fix it.

const run = promisify(execFile);
let s: TestServer;
let owner: string;

beforeAll(async () => ({ s, cookie: owner } = await serverAndOwner({ env: { SITE_URL: "http://127.0.0.1:3999" } })));
afterAll(() => s?.stop());

/** The dashboard's list, as [id, ok] pairs, with its heading. */
async function checklist(server = s, cookie = owner) {
  const html = await (await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } })).text();
  const heading = /<h2 id="health-heading"[^>]*>([^<]*)</.exec(html)?.[1];
  const todo = [...html.matchAll(/<li class="[^"]*border-amber-300[^"]*" data-check="([^"]+)"/g)].map((m) => m[1]!);
  const done = [...html.matchAll(/<li data-check="([^"]+)"/g)].map((m) => m[1]!);
  return { heading, todo, done, html };
}

async function adminPost(tab: string, fields: Record<string, string>) {
  const res = await postForm(s, `/admin/${tab}`, fields, { cookie: owner });
  expect(res.status, await res.clone().text()).toBeLessThan(400);
  return res;
}

async function saveProfile(changes: Record<string, string>) {
  const p = await getProfile(s.services.db);
  const fields: Record<string, string> = {
    intent: "settings-save",
    ...Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === "string")),
    ...changes,
  };
  for (const [k, v] of Object.entries(p.videos)) fields[`video:${k}`] = v;
  const res = await fetch(`${s.url}/admin/settings`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: owner, Origin: s.url },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect([302, 303]).toContain(res.status);
}

describe("launch checklist", () => {
  it("lists every demo value on a fresh install, with why it matters and where to fix it", async () => {
    const { heading, todo, done, html } = await checklist();
    expect(heading).toBe("Ready to launch?");
    for (const id of ["registration", "phone", "email", "company", "office", "owner", "photos", "gallery", "email-alerts", "backup", "https"])
      expect(todo, id).toContain(id);
    const demo = siteFile().profile;
    expect(html).toContain(`The contractor registration number is the demo value (${demo.registration})`);
    expect(html).toContain("Washington requires your L&amp;I registration number in all advertising");
    expect(html).toContain(`The phone number is the demo number (${demo.phone})`);
    expect(html).toContain(`The e-mail address is the demo address (${demo.email})`);
    expect(html).toContain('href="/admin/settings/business"');
    // What the seeded site already has right is listed as done (the same list, read once).
    expect(done).toEqual(expect.arrayContaining(["alt", "seo", "links"]));
  });

  it("turns green line by line as each is fixed", async () => {
    await saveProfile({ registration: "LAKESRB812KQ" });
    let c = await checklist();
    expect(c.done).toContain("registration");
    expect(c.todo).toEqual(expect.arrayContaining(["phone", "email", "company"]));

    await saveProfile({ phone: "(509) 682-4410", email: "office@lakeridgebuild.com" });
    c = await checklist();
    expect(c.done).toEqual(expect.arrayContaining(["phone", "email"]));
    // Saving the details once means the office line and the owner's name were looked at.
    expect(c.done).toEqual(expect.arrayContaining(["office", "owner"]));
    expect(c.todo).toContain("company");

    await saveProfile({ companyName: "Lake Ridge Building Co." });
    c = await checklist();
    expect(c.done).toContain("company");

    // The trust kit's lines (decision 0033): the retention times confirmed, the privacy notice read and published once.
    expect(c.todo).toEqual(expect.arrayContaining(["privacy", "retention"]));
    await adminPost("settings", { intent: "data-settings-save", leadMonths: "24", activityMonths: "12", analyticsMonths: "24", accessibilityDays: "5" });
    const intro = await s.services.db
      .selectFrom("content_items")
      .selectAll()
      .where("page_path", "=", "/privacy")
      .where("section_id", "=", "intro")
      .executeTakeFirstOrThrow();
    // The owner rewords its introduction and publishes it.
    const reworded = (intro.content ?? "").replace("</p>", " Ask us if anything here is unclear.</p>");
    await adminPost("content", { intent: "content-update", id: intro.id, title: intro.title ?? "", content: reworded, is_published: "on" });
    c = await checklist();
    expect(c.done).toEqual(expect.arrayContaining(["privacy", "retention", "accessibility-contact"]));

    // `npm run backup` records that it ran.
    const file = path.join(tempDir(), "site.jsonl.gz");
    await run(process.execPath, ["scripts/cli.mjs", "backup", file], { env: { ...process.env, ...s.env } });
    c = await checklist();
    expect(c.done).toContain("backup");

    // Photos on the key pages, chosen as the page editor does (an image item naming a library picture).
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 90, g: 110, b: 80 } } })
      .jpeg()
      .toBuffer();
    const upload = new FormData();
    upload.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "framing-crew.jpg");
    const up = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: owner, Origin: s.url }, body: upload });
    expect(up.status).toBe(201);
    const photo = ((await up.json()) as { images: Array<{ id: string }> }).images[0]!;
    await adminPost("images", { intent: "image-alt", id: photo.id, alt_text: "Our crew framing a house above the lake" });
    const drawn = /data-check="photos"[\s\S]*?<ul class="mt-1[^"]*">([\s\S]*?)<\/ul>/.exec((await checklist()).html)![1]!;
    // Named as in Content, each linked to its editor at the picture (issue #43).
    const pages = [...drawn.matchAll(/<li><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><\/li>/g)].map((m) => [
      m[2]!.replace(/&amp;/g, "&"),
      m[1]!.replace(/&amp;/g, "&"),
    ]);
    expect(pages).toContainEqual(["Home", "/admin/content/page?path=%2F&block=hero-image"]);
    expect(pages).toContainEqual(["Services › New Construction", "/admin/content/page?path=%2Fservice-new-construction&block=hero-image"]);
    expect(pages.some(([name]) => name!.startsWith("/"))).toBe(false);
    // Each page's item is its own: the pages are done side by side, each created then published.
    const keyPages = ["/", "/about", "/services", "/contact", ...SERVICE_PATHS];
    await Promise.all(
      keyPages.map(async (page) => {
        await adminPost("content", {
          intent: "content-create",
          page_path: page,
          section_id: "hero-image",
          type: "image",
          title: "",
          content: "",
          image_id: photo.id,
        });
        // Created as a draft; published as the owner would.
        const item = await s.services.db
          .selectFrom("content_items")
          .select("id")
          .where("page_path", "=", page)
          .where("section_id", "=", "hero-image")
          .executeTakeFirstOrThrow();
        await adminPost("content", { intent: "content-update", id: item.id, title: "", content: "", image_id: photo.id, is_published: "on" });
      }),
    );
    c = await checklist();
    expect(c.done).toContain("photos");

    // The demo drawings taken off the gallery.
    expect(c.todo).toContain("gallery");
    const gallery = await s.services.db.selectFrom("images").select("id").where("page_path", "=", "/gallery").execute();
    // Each removal takes only its own picture off the gallery: they are sent side by side.
    await Promise.all(
      gallery.map(async ({ id }) => {
        const res = await fetch(`${s.url}/api/admin/gallery`, {
          method: "POST",
          headers: { Cookie: owner, Origin: s.url, "Content-Type": "application/json" },
          body: JSON.stringify({ intent: "remove", id }),
        });
        expect(res.status).toBe(200);
      }),
    );
    expect((await checklist()).done).toContain("gallery");

    // A picture without alt text turns its line red.
    const img = await s.services.db.selectFrom("images").select("id").limit(1).executeTakeFirstOrThrow();
    await s.services.db.updateTable("images").set({ alt_text: null }).where("id", "=", img.id).execute();
    c = await checklist();
    expect(c.todo).toContain("alt");
    await s.services.db.updateTable("images").set({ alt_text: "A two-storey home above the lake" }).where("id", "=", img.id).execute();
    expect((await checklist()).done).toContain("alt");
    // Twenty saves and checks in a row: more than the default 30 s on a busy two-core machine.
  }, 120_000);

  it("a server with mail and https has those lines in order; once all is in order the list becomes Site health", async () => {
    const other = await startServer({
      databaseUrl: s.env.DATABASE_URL,
      dataDir: s.env.DATA_DIR,
      env: { SITE_URL: "https://www.lakeridgebuild.com", SMTP_URL: "smtp://127.0.0.1:2525" },
    });
    try {
      // The https site's session cookie is a secure one: sign in on it.
      const cookie = await staffCookie(other);
      const c = await checklist(other, cookie);
      expect(c.done).toEqual(expect.arrayContaining(["email-alerts", "https"]));
      // Everything is in order: from now on the list is "Site health".
      expect(c.todo).toEqual([]);
      expect(c.heading).toBe("Site health");
      expect(c.html).toContain("Everything on this list is in order.");
      // The same database on the http server without mail: still "Site health", with what slipped.
      const back = await checklist();
      expect(back.heading).toBe("Site health");
      expect(back.todo).toEqual(["email-alerts", "https"]);
      expect(back.html).toContain("2 things need attention.");
    } finally {
      await other.stop();
    }
  });
});
