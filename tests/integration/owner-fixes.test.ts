import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { getProfile } from "../../app/models/settings.server";
import { listVersions } from "../../app/models/versions.server";
import { saveWithHistory, settingsHistory } from "../../app/routes/admin.settings.server";
import { serverAndOwner, signedIn, visitor } from "../helpers/http";
import { VALID_LEAD } from "../helpers/lead";
import { type TestServer } from "../helpers/server";

/** Small things that cost the owner's trust (decision 0035), each as a visitor or the owner meets it. */
let s: TestServer;
beforeAll(async () => ({ s } = await serverAndOwner()));
afterAll(() => s?.stop());

describe("the contact form's Project type", () => {
  it("starts on an explicit “Not sure yet”, and a lead that skips the question is recorded as that", async () => {
    const html = await visitor(s).text("/contact");
    const select = /<select[^>]*id="projectType"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
    const options = [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)];
    expect(options[0]?.[1]).toBe("Not sure yet");
    // Only the first option is chosen (React marks it with `selected`), never a kind of work.
    const chosen = options.filter((o) => /selected/.test(o[0])).map((o) => o[1]);
    expect(chosen.length === 0 || (chosen.length === 1 && chosen[0] === "Not sure yet")).toBe(true);

    const { projectType: _skip, ...rest } = VALID_LEAD;
    const res = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.77" },
      body: new URLSearchParams({ ...rest, email: "skips@example.com" }),
    });
    expect(res.status).toBe(200);
    const lead = (await listContactMessages(s.services.db)).find((m) => m.email === "skips@example.com");
    expect(lead?.project_type).toBe("Not sure yet");
    expect(lead?.project_type).not.toBe("New Custom Home");
  });
});

describe("the page editor's schedule field", () => {
  it("asks for a date and a time in minutes, not seconds", async () => {
    const owner = await signedIn(s);
    const html = await owner.text("/admin/content/page?path=%2Fabout");
    const input = /<input[^>]*id="schedule-at"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('type="datetime-local"');
    expect(input).toContain('step="60"');
    const fresh = await owner.text("/admin/content/new?kind=post");
    expect(/<input[^>]*id="new-at"[^>]*>/.exec(fresh)?.[0]).toContain('step="60"');
  });
});

describe("Settings history", () => {
  it("shows real dates, never Dec 31, 1969, and no row for a save that changed nothing", async () => {
    const db = s.services.db;
    const before = await getProfile(db);
    const after = { ...before, phone: "(509) 682-4417" };
    expect(after.phone).not.toBe(before.phone);
    await saveWithHistory(db, before, after, "owner@example.com", "Saved in Settings");
    expect(await listVersions(db, "settings", "profile")).toHaveLength(2);
    // The same values again: nothing changed, so no new row.
    await saveWithHistory(db, await getProfile(db), await getProfile(db), "owner@example.com", "Saved in Settings");
    expect(await listVersions(db, "settings", "profile")).toHaveLength(2);
    const history = await settingsHistory(db);
    const year = new Date().getFullYear();
    for (const v of history) expect(JSON.stringify(v)).not.toMatch(/1969|1970/);
    expect(JSON.stringify(history)).toContain(String(year));
    // The owner's Settings page says the same.
    const page = await (await signedIn(s)).text("/admin/settings/business");
    expect(page).not.toContain("Dec 31, 1969");
  });
});

describe("the header's logo", () => {
  it("shows the logo and the company name together, unless the owner chooses the logo alone", async () => {
    const owner = await signedIn(s);
    const body = new FormData();
    const png = await sharp({ create: { width: 160, height: 160, channels: 4, background: { r: 13, g: 44, b: 61, alpha: 1 } } })
      .png()
      .toBuffer();
    body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "square-logo.png");
    const up = await fetch(`${s.url}/admin/settings/logo`, { method: "POST", headers: { Origin: s.url, Cookie: owner.cookie }, body, redirect: "manual" });
    expect(up.status).toBe(302);
    // The uploaded logo is described where it was added: the dashboard does not turn red for it.
    const logo = await s.services.db.selectFrom("images").select("alt_text").where("original_filename", "=", "square-logo.png").executeTakeFirstOrThrow();
    expect(logo.alt_text).toBe("Lakeside Ridge Builders logo");
    expect(await owner.text("/admin/dashboard")).not.toContain("no alt text");
    const header = async () => /<a[^>]*data-testid="site-logo"[\s\S]*?<\/a>/.exec(await visitor(s).text("/about"))?.[0] ?? "";
    // A square logo no longer replaces the name: both show, the picture's alt left empty (the name is beside it).
    let link = await header();
    expect(link).toMatch(/<img[^>]*alt=""/);
    expect(link).toContain(">Lakeside Ridge Builders</span>");
    const only = await owner.post("/admin/settings", { intent: "brand-logo-only", logoOnly: "1" });
    expect(only.status).toBe(302);
    link = await header();
    expect(link).toMatch(/<img[^>]*alt="Lakeside Ridge Builders"/);
    expect(link).not.toContain("</span>");
    // And back: the box unticked sends no value.
    expect((await owner.post("/admin/settings", { intent: "brand-logo-only" })).status).toBe(302);
    expect(await header()).toContain(">Lakeside Ridge Builders</span>");
    // Editors may not change it (Settings is the owner's).
    const editor = await signedIn(s, "editor");
    expect((await editor.post("/admin/settings", { intent: "brand-logo-only", logoOnly: "1" })).status).toBe(403);
  });
});
