import { postForm, serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { type TestServer } from "../helpers/server";

// Projects and reviews (decision 0023) over real HTTP, on SQLite and PostgreSQL.
let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

const post = (fields: Record<string, string>, who: string | null = cookie) => postForm(s, "/admin/projects", fields, { cookie: who });
const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, html: await res.text() };
};
const jpeg = (r: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
async function upload(projectId: string, role: string, pair: string, files: Buffer[]) {
  const body = new FormData();
  body.append("role", role);
  body.append("pair", pair);
  files.forEach((b, i) => body.append("file", new Blob([new Uint8Array(b)], { type: "image/jpeg" }), `${role}-${i}.jpg`));
  return fetch(`${s.url}/admin/projects/photos?id=${projectId}`, { method: "POST", headers: { cookie, Origin: s.url }, body, redirect: "manual" });
}

const project = {
  intent: "project-save",
  title: "Hillside ADU above Wapato Point",
  town: "Manson",
  service_key: "adu",
  year: "2025",
  summary: "A one-bedroom ADU set into a steep lot, with a daylight basement facing the lake.",
  story: "<h2>The lot</h2><p>Steep, rocky and facing the lake.</p><script>alert(1)</script>",
  client_words: "They kept us posted every week.",
};

describe("projects", () => {
  let id = "";
  it("stays off the site until published, then has its own page, leads the gallery, and joins its service page and the sitemap", async () => {
    const r = await post(project);
    expect(r.status).toBe(302);
    id = new URL(r.headers.get("location")!, s.url).searchParams.get("edit")!;
    expect(id).toBeTruthy();
    const slug = "hillside-adu-above-wapato-point-manson";
    expect((await get(`/projects/${slug}`)).status).toBe(404);
    expect((await upload(id, "before", "1", [await jpeg(20)])).status).toBe(302);
    expect((await upload(id, "after", "1", [await jpeg(200)])).status).toBe(302);
    expect((await post({ ...project, id, is_published: "on" })).status).toBe(302);

    const page = await get(`/projects/${slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Hillside ADU above Wapato Point");
    expect(page.html).toContain('data-compare="true"');
    expect(page.html).toContain('id="the-lot"');
    expect(page.html).not.toContain("<script>alert(1)</script>");
    expect(page.html).toContain('"@type":"CreativeWork"');
    expect(page.html).toContain("They kept us posted every week.");

    const gallery = await get("/gallery");
    expect(gallery.html).toContain(`href="/projects/${slug}"`);
    // Its cover is on its card; its other photo leads the carousel (each picture once, issue 48).
    const firstItem = /data-testid="carousel-cell"[\s\S]*?aria-label="([^"]*)"/.exec(gallery.html)?.[1];
    expect(firstItem).toContain("Hillside ADU above Wapato Point");
    expect((await get("/service-adu")).html).toContain(`href="/projects/${slug}"`);
    expect((await get("/service-garages")).html).not.toContain(`href="/projects/${slug}"`);
    expect((await get("/sitemap.xml")).html).toContain(`/projects/${slug}</loc>`);
  });

  it("refuses anonymous callers and bad input with a clear 4xx, saving nothing", async () => {
    expect((await post({ ...project, title: "Anonymous" }, null)).status).toBe(401);
    const anonUpload = await fetch(`${s.url}/admin/projects/photos?id=${id}`, {
      method: "POST",
      headers: { Origin: s.url, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--",
      redirect: "manual",
    });
    expect(anonUpload.status).toBe(401);
    for (const [fields, message] of [
      [{ year: "2090" }, "not in the future"],
      [{ town: "Seattle" }, "Choose the town from the list."],
      [{ service_key: "boats" }, "Choose the kind of work."],
      [{ slug: "Bad Slug!" }, "lower-case letters, digits and dashes"],
    ] as const) {
      const r = await post({ ...project, title: "Refused project", ...fields });
      expect(r.status).toBe(400);
      expect(await r.text()).toContain(message);
    }
    const rows = await s.services.db.selectFrom("projects").select("title").execute();
    expect(rows.map((r) => r.title)).toEqual(["Hillside ADU above Wapato Point"]);
  });
});

describe("reviews", () => {
  it("show on the home page, the service page and the project page once published; none shows no section", async () => {
    expect((await get("/")).html).not.toContain('id="reviews"');
    const projectId = (await s.services.db.selectFrom("projects").select("id").executeTakeFirstOrThrow()).id;
    const fields = {
      intent: "review-save",
      client_name: "Pat and Jordan",
      town: "Manson",
      project_id: projectId,
      review_date: "2025-10-02",
      words: "Straight answers and a tidy site every evening.",
      source: "Google",
    };
    const r = await post({ ...fields, source_url: "https://maps.example/review/1" });
    expect(r.status).toBe(302);
    expect((await get("/")).html).not.toContain("Straight answers and a tidy site");
    const review = await s.services.db.selectFrom("reviews").select("id").executeTakeFirstOrThrow();
    // Saved again, published (and with no source link).
    await post({ ...fields, id: review.id, is_published: "on" });
    for (const path of ["/", "/service-adu", "/projects/hillside-adu-above-wapato-point-manson"])
      expect((await get(path)).html).toContain("Straight answers and a tidy site every evening.");
    expect((await get("/service-garages")).html).not.toContain("Straight answers");
    // No star ratings about the business itself.
    expect((await get("/")).html).not.toMatch(/aggregateRating|"@type":"Review"/);
    const bad = await post({ intent: "review-save", client_name: "X", review_date: "2999-01-01", words: "w", source: "Google" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("not in the future");
  });
});
