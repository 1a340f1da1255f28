import { postForm, serverAndOwner } from "../helpers/http";
import { BOATHOUSES_PAGE } from "../helpers/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { type TestServer, decodeHtml } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { createContactMessage } from "../../app/models/contact-messages.server";
import { leadMail } from "../../app/mail/lead-mail.server";

/**
 * The owner's brand (docs/decisions/0027-brand-settings.md) through the real server and database:
 * services turned off leave every list and answer 410, colours are checked for contrast and reach
 * every page (cached ones too), the logo reaches the header and the JSON-LD, and none of it is
 * open to anonymous callers.
 */
let s: TestServer;
let cookie: string;

const post = async (fields: Record<string, string>, who: string | null = cookie, path = "/admin/settings") => {
  const res = await postForm(s, path, fields, { cookie: who });
  return { status: res.status, html: decodeHtml(await res.text()) };
};
const get = async (path: string, who: string | null = null) => {
  const res = await fetch(`${s.url}${path}`, { headers: who ? { Cookie: who } : {}, redirect: "manual" });
  return { status: res.status, html: decodeHtml(await res.text()), cache: res.headers.get("x-page-cache") };
};
/** The Settings form's services: every checkbox, as listed. */
async function servicesForm() {
  const html = (await get("/admin/settings/services", cookie)).html;
  const listed = /name="listed" value="([^"]*)"/.exec(html)?.[1] ?? "";
  return listed
    .replace(/&#10;|\n/g, "\n")
    .split("\n")
    .filter(Boolean);
}
const saveServices = async (off: string[], who: string | null = cookie) => {
  const listed = await servicesForm();
  const fields: Record<string, string> = { intent: "brand-services-save", listed: listed.join("\n") };
  for (const p of listed) if (!off.includes(p)) fields[`offer:${p}`] = "on";
  return post(fields, who);
};
const logoUpload = async (bytes: Buffer, name: string, type: string, who: string | null = cookie) => {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${s.url}/admin/settings/logo`, { method: "POST", headers: { Origin: s.url, ...(who ? { Cookie: who } : {}) }, body, redirect: "manual" });
};
const brandRow = () => s.services.db.selectFrom("site_settings").select("value").where("key", "=", "brand").executeTakeFirst();

beforeAll(async () => ({ s, cookie } = await serverAndOwner()), 60_000);
afterAll(async () => {
  await s?.stop();
});

describe("services offered", () => {
  it("a service turned off leaves the menus, the Services page, the home cards, the sitemap and the JSON-LD, and its page answers 410", async () => {
    // Cached first: the change must show on pages already in the cache.
    await Promise.all(["/", "/services", "/about"].map((p) => get(p)));
    const before = await get("/about");
    expect(before.cache).toBe("hit");
    expect(before.html).toContain('href="/service-adu"');

    const saved = await saveServices(["/service-adu"]);
    expect(saved.status).toBe(302);

    const about = await get("/about");
    expect(about.html).not.toContain('href="/service-adu"');
    expect(about.html).toContain('href="/service-garages"');
    const home = await get("/");
    expect(home.html).not.toContain('href="/service-adu"');
    expect(home.html).not.toContain('"name":"ADUs"');
    const services = await get("/services");
    expect(services.html).not.toContain('href="/service-adu"');
    expect(services.html).toContain('href="/service-garages"');
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).not.toContain("/service-adu<");
    expect(sitemap).toContain("/service-garages<");
    const jsonLd = /"@type":"GeneralContractor"[^<]*/.exec(home.html)?.[0] ?? "";
    expect(jsonLd).toContain("Custom Garages");
    expect(jsonLd).not.toMatch(/Accessory Dwelling|ADU/);

    const gone = await get("/service-adu");
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("no longer offered");
    expect(gone.html).toContain('href="/services"');
    expect(gone.html).toMatch(/href="tel:/);
    expect(gone.html).toContain('content="noindex"');

    // The history keeps it, and turning it back on restores everything.
    const versions = await s.services.db.selectFrom("versions").select("note").where("entity", "=", "settings").where("entity_id", "=", "brand").execute();
    expect(versions.map((v) => v.note)).toContain("Services offered");
    expect((await saveServices([])).status).toBe(302);
    expect((await get("/service-adu")).status).toBe(200);
    expect((await get("/about")).html).toContain('href="/service-adu"');
  });

  it("a service page staff added can be turned off too", async () => {
    const create = await post(BOATHOUSES_PAGE, cookie, "/admin/content");
    expect(create.status).toBe(302);
    const item = await s.services.db.selectFrom("content_items").selectAll().where("title", "=", "Boathouses").executeTakeFirstOrThrow();
    const publish = await post(
      { intent: "content-update", id: item.id, title: "Boathouses", content: item.content!, is_published: "on" },
      cookie,
      "/admin/content",
    );
    expect(publish.status).toBe(302);
    expect((await get("/service-boathouses")).status).toBe(200);
    expect(await servicesForm()).toContain("/service-boathouses");
    expect((await get("/services")).html).toContain('href="/service-boathouses"');

    expect((await saveServices(["/service-boathouses"])).status).toBe(302);
    const gone = await get("/service-boathouses");
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("Boathouses: no longer offered");
    expect((await get("/services")).html).not.toContain('href="/service-boathouses"');
    expect((await get("/contact")).html).not.toContain('href="/service-boathouses"');
    expect((await get("/sitemap.xml")).html).not.toContain("/service-boathouses<");
    expect((await saveServices([])).status).toBe(302);
    expect((await get("/service-boathouses")).status).toBe(200);
  });

  it("refuses to turn every service off", async () => {
    const all = await servicesForm();
    expect(all.length).toBeGreaterThan(5);
    const r = await saveServices(all);
    expect(r.status).toBe(400);
    expect(r.html).toContain("Keep at least one service turned on");
    expect((await get("/service-garages")).status).toBe(200);
  });
});

describe("colours", () => {
  it("a passing pair reaches every page, cached ones included", async () => {
    await Promise.all(["/", "/contact", "/blog"].map((p) => get(p)));
    const r = await post({ intent: "brand-colours-save", accent: "#1d4ed8", dark: "#1e1b4b", accentSaved: "#8a5430", darkSaved: "#0d2c3d" });
    expect(r.status).toBe(302);
    for (const p of ["/", "/contact", "/blog", "/service-garages"]) {
      const page = await get(p);
      expect(page.html).toContain("--color-cedar-600:#1d4ed8");
      expect(page.html).toContain("--color-lake-900:#1e1b4b");
      expect(page.html).toContain('name="theme-color" content="#1e1b4b"');
    }
    // The picker wins when only it changed (a browser without JavaScript).
    expect(
      (await post({ intent: "brand-colours-save", accent: "#1d4ed8", accentPicker: "#7c2d12", accentSaved: "#1d4ed8", dark: "#1e1b4b", darkSaved: "#1e1b4b" }))
        .status,
    ).toBe(302);
    expect((await get("/")).html).toContain("--color-cedar-600:#7c2d12");
    // The History lists the saves; Restore brings an earlier one back as a new version.
    const restorable = async () => {
      const html = (await get("/admin/settings/brand", cookie)).html;
      expect(html).toContain("Accent colour: </dt>");
      return [...html.matchAll(/name="intent" value="brand-restore-version"\/><input type="hidden" name="version_id" value="([^"]+)"/g)].map((m) => m[1]!);
    };
    const ids = await restorable();
    expect(ids.length).toBeGreaterThan(1);
    expect((await post({ intent: "brand-restore-version", version_id: ids.at(-1)! })).status).toBe(302);
    expect((await get("/")).html).not.toContain("data-brand");
    // The newest before that restore (the #7c2d12 save) comes back.
    expect((await post({ intent: "brand-restore-version", version_id: (await restorable())[0]! })).status).toBe(302);
    expect((await get("/")).html).toContain("--color-cedar-600:#7c2d12");
    // Back to the site's own palette: no <style> at all.
    expect((await post({ intent: "brand-colours-save", reset: "1", accent: "", dark: "" })).status).toBe(302);
    expect((await get("/")).html).not.toContain("data-brand");
  });

  it("a failing pair is refused with the pair and its ratio, what was typed is kept, nothing is saved", async () => {
    const before = (await brandRow())?.value;
    const r = await post({ intent: "brand-colours-save", accent: "#f0c040", dark: "#0d2c3d" }, cookie, "/admin/settings/brand");
    expect(r.status).toBe(422);
    expect(r.html).toContain("White text on #f0c040 has a contrast of 1.7:1; it needs at least 4.5:1.");
    expect(r.html).toContain('value="#f0c040"');
    expect((await brandRow())?.value).toBe(before);
    expect((await get("/")).html).not.toContain("#f0c040");

    const dark = await post({ intent: "brand-colours-save", accent: "#8a5430", dark: "#7a9cc6" }, cookie, "/admin/settings/brand");
    expect(dark.status).toBe(422);
    expect(dark.html).toMatch(/White text on #7a9cc6 has a contrast of \d\.\d:1; it needs at least 4\.5:1\./);

    const bad = await post({ intent: "brand-colours-save", accent: "red", dark: "#0d2c3d" }, cookie, "/admin/settings/brand");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("six hexadecimal digits");
  });
});

describe("logo", () => {
  it("an uploaded logo shows in the header and the JSON-LD of every page; Remove logo takes it away", async () => {
    const png = await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 20, g: 60, b: 90, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await logoUpload(png, "logo.png", "image/png");
    expect(res.status).toBe(302);
    const row = JSON.parse((await brandRow())!.value) as { logo: { path: string } };
    expect(row.logo.path).toMatch(/^uploads\/\d+\.png$/);
    for (const p of ["/", "/about", "/contact"]) {
      const html = (await get(p)).html;
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      expect(header).toContain(`/img/u/${row.logo.path}/320.webp`);
      // The logo beside the company name (decision 0035): the name is the link's words, the picture's alt is empty.
      expect(header).toMatch(/data-testid="site-logo"[^>]*>[\s\S]*<img[^>]+alt=""[\s\S]*>Lakeside Ridge Builders<\/span>/);
      expect(html).toMatch(new RegExp(`"logo":"[^"]*/img/u/${row.logo.path}/320\\.jpg"`));
    }
    // The variant the header asks for is served.
    const variant = await fetch(`${s.url}/img/u/${row.logo.path}/320.webp`);
    expect(variant.status).toBe(200);

    // The lead e-mail (HTML) opens with it, attached inline.
    const lead = await createContactMessage(
      s.services.db,
      {
        full_name: "Pat Doe",
        email: "pat@example.com",
        phone: null,
        project_type: "Garage",
        preferred_contact: "Email",
        message: "A two-car garage.",
        ip: null,
      },
      "skipped",
    );
    const mail = await leadMail(s.services, lead);
    expect(mail.html.startsWith('<p><img src="cid:logo@lead" alt="Lakeside Ridge Builders"')).toBe(true);
    const attached = mail.attachments.find((a) => a.cid === "logo@lead")!;
    expect((await sharp(attached.content).metadata()).format).toBe("png");
    expect(mail.html).not.toContain("Photo 1 of");

    expect((await post({ intent: "brand-logo-remove" })).status).toBe(302);
    const after = (await get("/")).html;
    expect(after).not.toContain(`/img/u/${row.logo.path}/`);
    expect(after).toContain('src="/favicon.svg"');
  });

  it("deleting the logo's picture from Images takes it out of the header", async () => {
    const png = await sharp({ create: { width: 300, height: 90, channels: 3, background: { r: 200, g: 60, b: 30 } } })
      .png()
      .toBuffer();
    expect((await logoUpload(png, "second.png", "image/png")).status).toBe(302);
    const logo = (JSON.parse((await brandRow())!.value) as { logo: { imageId: string; path: string } }).logo;
    expect((await get("/contact")).html).toContain(`/img/u/${logo.path}/`);
    const res = await post({ intent: "image-delete", id: logo.imageId }, cookie, "/admin/images");
    expect(res.status).toBe(302);
    expect(JSON.parse((await brandRow())!.value).logo).toBeNull();
    const html = (await get("/contact")).html;
    expect(html).not.toContain(`/img/u/${logo.path}/`);
    expect(html).toContain('src="/favicon.svg"');
  });

  it("refuses a file that is not a picture (and SVG) and keeps the header as it was", async () => {
    for (const [bytes, name, type] of [
      [Buffer.from("<html><script>alert(1)</script></html>"), "logo.png", "image/png"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"],
    ] as const) {
      const res = await logoUpload(bytes, name, type);
      expect(res.status).toBe(302);
      const settings = await get(
        "/admin/settings",
        `${cookie}; ${res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ")}`,
      );
      expect(settings.html).toContain("The logo was not saved");
      expect(JSON.parse((await brandRow())!.value).logo).toBeNull();
    }
    expect((await get("/")).html).toContain('src="/favicon.svg"');
  });
});

describe("home page sections", () => {
  it("moves and hides one section per button (cached page included), and refuses an unknown section with a 400", async () => {
    const at = (html: string, id: string) => html.indexOf(`aria-labelledby="${id}"`);
    await get("/");
    expect((await get("/")).cache).toBe("hit");
    const arrange = (section: string, change: string) => post({ intent: "brand-home-arrange", section, change }, cookie, "/admin/settings/home-sections");
    expect((await arrange("services", "up")).status).toBe(302);
    expect((await arrange("videos", "hide")).status).toBe(302);
    let html = (await get("/")).html;
    expect(at(html, "services")).toBeGreaterThan(0);
    expect(at(html, "services")).toBeLessThan(at(html, "welcome"));
    expect(html).not.toContain('aria-labelledby="videos"');
    // Moving a hidden section keeps it hidden; moving the first one up changes nothing.
    expect((await arrange("videos", "down")).status).toBe(302);
    expect((await arrange("services", "up")).status).toBe(302);
    html = (await get("/")).html;
    expect(html).not.toContain('aria-labelledby="videos"');
    expect(at(html, "services")).toBeLessThan(at(html, "welcome"));

    const bad = await arrange("sidebar", "up");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("That section or change is not known.");
    expect((await arrange("videos", "sideways")).status).toBe(400);

    // Back to the usual layout.
    for (const [section, change] of [
      ["videos", "show"],
      ["videos", "up"],
      ["services", "down"],
    ])
      expect((await arrange(section!, change!)).status).toBe(302);
    html = (await get("/")).html;
    expect(at(html, "welcome")).toBeLessThan(at(html, "services"));
    expect(at(html, "services")).toBeLessThan(at(html, "difference"));
    expect(at(html, "difference")).toBeLessThan(at(html, "videos"));
  });
});

describe("guards", () => {
  it("refuses anonymous callers and editors", async () => {
    const before = (await brandRow())?.value;
    const attempts: Record<string, string>[] = [
      { intent: "brand-services-save", listed: "/service-adu" },
      { intent: "brand-colours-save", accent: "#1d4ed8", dark: "#1e1b4b" },
      { intent: "brand-logo-remove" },
      { intent: "brand-restore-version", version_id: "x" },
      { intent: "brand-home-arrange", section: "cta", change: "up" },
    ];
    for (const fields of attempts) {
      expect((await post(fields, null)).status).toBe(401);
    }
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    expect((await logoUpload(png, "a.png", "image/png", null)).status).toBe(401);
    const editor = await staffCookie(s, "editor");
    expect((await post({ intent: "brand-logo-remove" }, editor)).status).toBe(403);
    expect((await logoUpload(png, "a.png", "image/png", editor)).status).toBe(403);
    expect((await brandRow())?.value).toBe(before);
  });
});
