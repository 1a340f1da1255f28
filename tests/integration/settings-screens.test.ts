import { describe, expect, it } from "vitest";
import { HOME_SECTIONS } from "../../app/content/brand";
import { getBrand } from "../../app/models/brand.server";
import { getProfile } from "../../app/models/settings.server";
import { postForm, serverWithOwner, signedIn } from "../helpers/http";
import { decodeHtml } from "../helpers/server";

/** Settings in screens (decision 0038): each part its own address, saves that land beside their button and name what changed. */
const t = serverWithOwner();

const SCREENS = [
  ["business", "Business details", "Save settings"],
  ["brand", "Brand", "Save colours"],
  ["services", "Services offered", "Save services"],
  ["home-sections", "Home page sections", 'Move <span class="sr-only">Service cards </span>up'],
  ["leads", "New leads", "Save lead settings"],
  ["data", "Data and backups", "Save the data settings"],
] as const;

/** The page a save's redirect lands on, read with the one-time notice it left. */
async function landing(res: Response) {
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  const flash = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const page = await fetch(`${t.s.url}${location}`, { headers: { cookie: [t.owner.cookie, ...flash].join("; ") } });
  return { location, html: decodeHtml(await page.text()) };
}
const savedNote = (html: string) => /data-testid="saved-note"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? null;

/** The profile's form fields as saved, as the Business details form sends them. */
async function profileFields() {
  const p = await getProfile(t.s.services.db);
  const fields: Record<string, string> = { intent: "settings-save" };
  for (const [k, v] of Object.entries(p)) if (typeof v === "string") fields[k] = v;
  for (const [k, v] of Object.entries(p.videos)) fields[`video:${k}`] = v;
  return fields;
}

describe("Settings' screens", () => {
  it("lists six screens on the Settings index, each its own page with the current one marked in Settings' navigation", async () => {
    const index = await t.owner.text("/admin/settings");
    for (const [slug, label] of SCREENS) {
      expect(index).toContain(`href="/admin/settings/${slug}"`);
      expect(index).toContain(label);
    }
    for (const [slug, label, button] of SCREENS) {
      const html = await t.owner.text(`/admin/settings/${slug}`);
      expect(html, slug).toContain(button);
      const current = /<nav aria-label="Settings screens"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      expect(current, slug).toMatch(new RegExp(`href="/admin/settings/${slug}" aria-current="page"|aria-current="page"[^>]*href="/admin/settings/${slug}"`));
      expect((current.match(/aria-current="page"/g) ?? []).length, slug).toBe(1);
      expect(html).toContain(label);
    }
    // Each screen holds only its own part: the colours are not on Business details, the webhook not on Brand.
    expect(await t.owner.text("/admin/settings/business")).not.toContain("Save colours");
    expect(await t.owner.text("/admin/settings/brand")).not.toContain("Webhook address");
  });

  it("refuses every screen and its saves to visitors (401) and editors (403)", async () => {
    const editor = await signedIn(t.s, "editor");
    for (const [slug] of SCREENS) {
      const path = `/admin/settings/${slug}`;
      expect((await editor.get(path)).status, path).toBe(403);
      expect((await postForm(t.s, path, { intent: "settings-save" })).status, path).toBe(401);
      expect((await editor.post(path, { intent: "settings-save" })).status, path).toBe(403);
    }
  });

  it("lands a save on the same screen, beside its button, naming the fields that changed", async () => {
    const fields = await profileFields();
    const res = await t.owner.post("/admin/settings/business", { ...fields, phone: "(509) 555-0199", areaServed: `${fields.areaServed}, Entiat` });
    const { location, html } = await landing(res);
    expect(location).toBe("/admin/settings/business?saved=settings-save#saved-settings-save");
    expect(html).toContain('id="saved-settings-save"');
    expect(savedNote(html)).toBe("Settings saved. Saved: phone, area served. The site shows the new details now.");
    // The note sits right after the form's own Save button, not at the top of the page.
    expect(html.indexOf('id="saved-settings-save"')).toBeGreaterThan(html.indexOf(">Save settings</button>"));

    const again = await landing(await t.owner.post("/admin/settings/business", { ...(await profileFields()) }));
    expect(savedNote(again.html)).toBe("Settings saved. Nothing changed.");
  });

  it("names the changes on every screen's saves", async () => {
    const dark = await landing(await t.owner.post("/admin/settings/brand", { intent: "brand-colours-save", accent: "#8a5430", dark: "#1e1b4b" }));
    expect(dark.location).toBe("/admin/settings/brand?saved=brand-colours-save#saved-brand-colours-save");
    expect(savedNote(dark.html)).toContain("Saved: dark colour.");
    const off = await landing(
      await t.owner.post("/admin/settings/services", { intent: "brand-services-save", listed: "/service-adu", "offer:/service-adu": "" }),
    );
    expect(savedNote(off.html)).toContain("Saved: ADUs offered.");
    const kept = await landing(
      await t.owner.post("/admin/settings/data", {
        intent: "data-settings-save",
        leadMonths: "36",
        activityMonths: "12",
        analyticsMonths: "24",
        accessibilityDays: "5",
      }),
    );
    expect(savedNote(kept.html)).toContain("Saved: months leads are kept.");
    await t.owner.post("/admin/settings/services", { intent: "brand-services-save", listed: "/service-adu", "offer:/service-adu": "on" });
  });

  it("keeps the old single page's address answering every save, landing on the save's own screen", async () => {
    const res = await t.owner.post("/admin/settings", { intent: "brand-logo-only" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/settings/brand?saved=brand-logo-only#saved-brand-logo-only");
    // A screen answers only its own saves.
    const wrong = await t.owner.post("/admin/settings/data", { intent: "brand-logo-only" });
    expect(wrong.status).toBe(400);
  });
});

describe("Home page sections' order", () => {
  it("moves a section one place per button, and the note beside the list says where it is now", async () => {
    const before = (await getBrand(t.s.services.db)).home.order;
    const third = before[2]!;
    const label = HOME_SECTIONS.find((h) => h.id === third)!.label;
    const { location, html } = await landing(
      await t.owner.post("/admin/settings/home-sections", { intent: "brand-home-arrange", section: third, change: "up" }),
    );
    expect(location).toBe("/admin/settings/home-sections?saved=brand-home-arrange#saved-brand-home-arrange");
    const after = (await getBrand(t.s.services.db)).home.order;
    expect(after).toEqual([before[0], third, before[1], ...before.slice(3)]);
    expect(savedNote(html)).toContain(`${label} is now 2nd of ${before.length} after the banner.`);
    await landing(await t.owner.post("/admin/settings/home-sections", { intent: "brand-home-arrange", section: third, change: "down" }));
    expect((await getBrand(t.s.services.db)).home.order).toEqual(before);
  });
});
