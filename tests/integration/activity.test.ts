import { postForm } from "../helpers/http";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createContactMessage } from "../../app/models/contact-messages.server";
import { logActivity } from "../../app/models/activity.server";
import { suiteServer } from "../helpers/http";
import { staffSession } from "../helpers/session";

const t = suiteServer();
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const post = (path: string, cookie: string | null, fields: Record<string, string>, ip = "10.66.0.1") => postForm(t.s, path, fields, { cookie, ip });
const page = async (path: string, cookie: string) => {
  const res = await fetch(`${t.s.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: res.status, html: decode(await res.text()) };
};
const rows = (html: string) => [...html.matchAll(/<tr[^>]*data-testid="activity-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "|"));

describe("activity log", () => {
  it("records sign-ins, failed sign-ins and changes, filterable by person, for owners only", async () => {
    const owner = await staffSession(t.s, "owner");
    const editor = await staffSession(t.s, "editor");
    expect((await post("/auth", null, { email: editor.email, password: "not the password" }, "10.66.0.9")).status).toBe(401);
    const lead = await createContactMessage(
      t.s.services.db,
      { full_name: "Pat Logged", email: "pat@example.com", phone: null, project_type: null, preferred_contact: null, message: "Hi", ip: null },
      "skipped",
    );
    expect((await post("/admin/messages", editor.cookie, { intent: "lead-save", id: lead.id, status: "contacted", note: "" })).status).toBe(302);
    expect(
      (
        await post("/admin/content", editor.cookie, {
          intent: "content-create",
          page_path: "/about",
          section_id: "hero-title",
          title: "Logged headline",
          content: "Words",
          type: "page",
        })
      ).status,
    ).toBe(302);
    expect((await post("/admin/settings", editor.cookie, { intent: "settings-save" })).status).toBe(403);
    const inv = await post("/admin/staff", owner.cookie, { intent: "invite", email: "logged-invite@example.com", role: "editor" });
    const link = /value="(http[^"]*\/auth\/invite\/[^"]+)"/.exec(decode(await inv.text()))![1]!;

    expect((await page("/admin/activity", editor.cookie)).status).toBe(403);
    const all = await page("/admin/activity", owner.cookie);
    expect(all.status).toBe(200);
    const text = rows(all.html).join("\n");
    expect(text).toContain(`${editor.email}||Signed in`);
    expect(text).toContain(`${editor.email}||Failed sign-in`);
    expect(text).toContain(`${editor.email}||Updated a lead||Lead saved · Pat Logged: Contacted.`);
    expect(text).toContain(
      `${editor.email}||Created content||Content created successfully · It is a draft: visitors will not see it until you tick Published and save. · Logged headline, /about → hero-title`,
    );
    expect(text).toContain(`${owner.email}||Invited someone||logged-invite@example.com as Editor`);
    expect(text).not.toContain("Saved settings");
    expect(all.html).not.toContain(link.split("/").pop()!);

    const mine = await page(`/admin/activity?person=${encodeURIComponent(editor.email)}`, owner.cookie);
    const mineRows = rows(mine.html);
    expect(mineRows.length).toBe(4);
    expect(mineRows.every((r) => r.includes(editor.email))).toBe(true);
    expect(mine.html).toMatch(new RegExp(`<option value="${owner.email.replace(/\./g, "\\.")}"`));
  });

  it("keeps a year", async () => {
    const owner = await staffSession(t.s, "owner");
    await logActivity(t.s.services.db, { actor: "old@example.com", action: "sign-in", detail: "ancient entry" });
    await logActivity(t.s.services.db, { actor: "old@example.com", action: "sign-in", detail: "recent-enough entry" });
    const day = 24 * 60 * 60 * 1000;
    await sql`update activity_log set at = ${new Date(Date.now() - 366 * day).toISOString()} where detail = 'ancient entry'`.execute(t.s.services.db);
    await sql`update activity_log set at = ${new Date(Date.now() - 300 * day).toISOString()} where detail = 'recent-enough entry'`.execute(t.s.services.db);
    const { html } = await page("/admin/activity?person=old%40example.com", owner.cookie);
    expect(html).toContain("recent-enough entry");
    expect(html).not.toContain("ancient entry");
  });
});
