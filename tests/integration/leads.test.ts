import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactMessage, getContactMessage } from "../../app/models/contact-messages.server";
import { type TestServer } from "../helpers/server";
import { serverAndOwner } from "../helpers/http";
import { pacificStamp } from "../../app/leads/csv";
import sharp from "sharp";

let s: TestServer;
let cookie: string;

const lead = (over: Partial<Parameters<typeof createContactMessage>[1]> = {}) =>
  createContactMessage(
    s.services.db,
    {
      full_name: "Jordan Avery",
      email: "jordan@example.com",
      phone: "(509) 555-0100",
      project_type: "ADU (Accessory Dwelling Unit)",
      preferred_contact: "Phone",
      message: "We'd like a 600 sq ft ADU above a new garage.",
      ip: "198.51.100.1",
      ...over,
    },
    "skipped",
  );

const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { res, body: await res.text() };
};
const save = (fields: Record<string, string>, query = "") =>
  fetch(`${s.url}/admin/messages${query}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "lead-save", ...fields }),
    redirect: "manual",
  });
const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * A small RFC 4180 reader, to check the export the way a spreadsheet reads it: a cell is quoted (a
 * doubled quote inside stands for one) or plain, a comma ends it and CRLF ends its row.
 */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const [cell, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/gy)) {
    if (cell === "") break; // the end of the text, after the last row's CRLF
    row.push(quoted === undefined ? plain! : quoted.replaceAll('""', '"'));
    if (end === ",") continue;
    rows.push(row);
    row = [];
  }
  return rows;
}

beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s.stop());

describe("leads on /admin/messages", () => {
  it("a new message is New, counted on the dashboard, which links to the new ones", async () => {
    const m = await lead({ full_name: "Dana Newcomer", email: "dana@example.com" });
    expect((await getContactMessage(s.services.db, m.id))!.lead_status).toBe("new");
    const { body } = await get("/admin/dashboard");
    expect(body).toMatch(/\d+ new messages?</);
    expect(decode(body)).toContain('href="/admin/messages?status=new"');
  });

  it("moves a lead through every status with a private note, and back to the filtered list", async () => {
    const m = await lead({ full_name: "Sam Pipeline", email: "sam@example.com" });
    for (const status of ["contacted", "won", "lost", "new"]) {
      const res = await save({ id: m.id, status, note: `Called on Monday (${status})` }, "?status=new");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin/messages?status=new&saved=${m.id}`);
      const row = (await getContactMessage(s.services.db, m.id))!;
      expect(row.lead_status).toBe(status);
      expect(row.note).toBe(`Called on Monday (${status})`);
    }
    const { body } = await get("/admin/messages?status=new");
    expect(body).toContain("Sam Pipeline");
    expect(body).toContain("Called on Monday (new)");
  });

  it("refuses a bad status, a long note or an unknown message with a message, keeping what was saved", async () => {
    const m = await lead({ full_name: "Kept Intact" });
    await save({ id: m.id, status: "won", note: "Signed the contract" });
    const bad = await save({ id: m.id, status: "maybe", note: "changed" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose New, Contacted, Visit booked, Won or Lost.");
    const long = await save({ id: m.id, status: "lost", note: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The note is too long");
    expect(await getContactMessage(s.services.db, m.id)).toMatchObject({ lead_status: "won", note: "Signed the contract" });
    const missing = await save({ id: "no-such-message", status: "won" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("That message no longer exists.");
  });

  it("filters by status and finds text in the name, e-mail or message, case-insensitively", async () => {
    const a = await lead({ full_name: "Riley Lakeshore", email: "riley@lake.example", message: "A boathouse with a deck" });
    await lead({ full_name: "Morgan Hill", email: "morgan@hill.example", message: "Garage with 100% cedar_siding" });
    await save({ id: a.id, status: "contacted" });
    let r = await get("/admin/messages?status=contacted");
    expect(r.body).toContain("Riley Lakeshore");
    expect(r.body).not.toContain("Morgan Hill");
    for (const q of ["LAKESHORE", "morgan@hill", "boathouse"]) {
      r = await get(`/admin/messages?q=${encodeURIComponent(q)}`);
      expect(r.body, q).toContain(q === "morgan@hill" ? "Morgan Hill" : "Riley Lakeshore");
    }
    // % and _ are searched for as themselves.
    r = await get(`/admin/messages?q=${encodeURIComponent("100%")}`);
    expect(r.body).toContain("Morgan Hill");
    expect(r.body).not.toContain("Riley Lakeshore");
    r = await get(`/admin/messages?q=${encodeURIComponent("%")}&status=won`);
    expect(r.body).toContain("No messages match this filter.");
  });

  it("offers a reply by e-mail with the subject and the message quoted", async () => {
    await lead({ full_name: "Quinn Reply", email: "quinn@example.com", message: "First line\nSecond line" });
    const { body } = await get("/admin/messages?q=quinn");
    // The button posts first (the answer is recorded, decision 0031), then the mail client opens.
    const id = /<form id="reply-([^"]+)"[^>]*action="\/admin\/messages\/reply" method="post"/.exec(body)![1]!;
    const res = await fetch(`${s.url}/admin/messages/reply`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const href = decode(res.headers.get("location")!);
    expect(href).toMatch(/^mailto:quinn@example\.com\?/);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Re: your ADU (Accessory Dwelling Unit) enquiry to Lakeside Ridge Builders");
    expect(url.searchParams.get("body")).toContain("> First line\r\n> Second line");
    expect(body).toContain('aria-label="Reply by e-mail to Quinn Reply"');
  });

  it("exports the current filter as CSV with a BOM, quoting and the formula guard", async () => {
    const f = await lead({
      full_name: '=HYPERLINK("http://evil.example","Click")',
      email: "@attacker@example.com",
      phone: "+1 509 555 0199",
      message: 'Line one, with a comma\nand "quotes"',
    });
    await save({ id: f.id, status: "won", note: "-10% discount agreed" });
    const res = await fetch(`${s.url}/admin/messages/export.csv?status=won&q=hyperlink`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="messages-won-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    // Each column with its heading, in order.
    expect(rows[1]).toHaveLength(rows[0]!.length);
    expect(rows[0]!.map((heading, i) => [heading, rows[1]![i]])).toEqual([
      ["Received (Pacific time)", pacificStamp(f.created_at)],
      ["Name", `'=HYPERLINK("http://evil.example","Click")`],
      ["E-mail", "'@attacker@example.com"],
      ["Phone", "'+1 509 555 0199"],
      ["Project type", "ADU (Accessory Dwelling Unit)"],
      ["Preferred contact", "Phone"],
      ["Message", 'Line one, with a comma\nand "quotes"'],
      ["Status", "Won"],
      ["Note", "'-10% discount agreed"],
      ["Town", ""],
      ["Street address", ""],
      ["Budget", ""],
      ["Timeline", ""],
      ["Heard of us", ""],
      ["Photos", "0"],
      ["Landing page", ""],
      ["Source", ""],
      ["Landing page found by", ""],
      ["First answered (Pacific time)", expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)],
      ["First answered by", "Status change"],
      ["Answered in (business minutes)", expect.stringMatching(/^\d+$/)],
      ["How it came", "Website form"],
    ]);
    const all = parseCsv(new TextDecoder().decode(await (await fetch(`${s.url}/admin/messages/export.csv`, { headers: { Cookie: cookie } })).arrayBuffer()));
    expect(all.length).toBeGreaterThan(5);
  });

  it("keeps the export from anonymous callers", async () => {
    const res = await fetch(`${s.url}/admin/messages/export.csv`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
  });
});

describe("quote requests in Messages", () => {
  it("shows the town, budget, timeline, photos (staff-only thumbnails) and the lead's age", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      fullName: "Casey Quote",
      email: "casey@example.com",
      message: "A new deck facing the lake.",
      town: "Chelan Falls",
      budget: "$150,000 to $400,000",
      timeline: "In 3 to 6 months",
      streetAddress: "9 Bluff Rd",
    })) {
      body.append(k, v);
    }
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    body.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "deck.jpg");
    expect((await fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": "198.51.100.60" }, body })).status).toBe(200);
    const { body: page } = await get("/admin/messages?q=casey");
    const card = decode(page);
    for (const text of ["Town:", "Chelan Falls", "Budget:", "$150,000 to $400,000", "In 3 to 6 months", "9 Bluff Rd", "just now"]) expect(card).toContain(text);
    const thumb = /<img src="(\/admin\/messages\/photo\/[0-9a-f-]{36}\?size=thumb)" alt="Photo 1 of 1 from Casey Quote \(deck\.jpg\)"/.exec(card)!;
    expect(thumb).not.toBeNull();
    expect((await fetch(`${s.url}${thumb[1]}`, { headers: { Cookie: cookie } })).headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(`${s.url}${thumb[1]}`, { redirect: "manual" })).status).toBe(302);
  });

  it("after a status change stays in the view and says where the lead went", async () => {
    const m = await lead({ full_name: "Avery Moved" });
    const res = await save({ id: m.id, status: "contacted", note: "" }, "?status=new");
    expect(res.headers.get("location")).toBe(`/admin/messages?status=new&saved=${m.id}`);
    const { body } = await get(res.headers.get("location")!);
    const text = decode(body);
    expect(text).toContain("Avery Moved is now Contacted, so it left this view (New).");
    expect(text).toMatch(/<a class="[^"]*" href="\/admin\/messages\?status=contacted">Show the Contacted leads<\/a>/);
    // In a view it still belongs to, nothing is said.
    const all = await get(`/admin/messages?saved=${m.id}`);
    expect(decode(all.body)).not.toContain("so it left this view");
  });

  it("exports nothing for an empty view and says so, instead of a header-only file", async () => {
    const { body } = await get("/admin/messages?status=lost&q=nobody-at-all");
    expect(body).toContain("Nothing to export in this view.");
    expect(body).not.toContain("/admin/messages/export.csv");
    const res = await fetch(`${s.url}/admin/messages/export.csv?status=lost&q=nobody-at-all`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/messages?status=lost&q=nobody-at-all");
    const flash = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
    const page = await fetch(`${s.url}/admin/messages?status=lost&q=nobody-at-all`, { headers: { Cookie: [cookie, ...flash].join("; ") } });
    expect(decode(await page.text())).toContain("This view (Lost, search “nobody-at-all”) has no messages, so there is no file to download.");
  });

  it("writes dates in Pacific time and the quote fields in the CSV", async () => {
    const m = await lead({
      full_name: "Summer Csv",
      town: "Entiat",
      budget: "Not sure yet",
      timeline: "Just planning",
      heard_from: "Social media",
      landing_page: "/service-adu",
      source: "google",
    });
    await s.services.db.updateTable("contact_messages").set({ created_at: "2026-07-04T03:30:00.000Z" }).where("id", "=", m.id).execute();
    const res = await fetch(`${s.url}/admin/messages/export.csv?q=summer%20csv`, { headers: { Cookie: cookie } });
    const rows = parseCsv(new TextDecoder().decode(await res.arrayBuffer()).slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe("2026-07-03 20:30");
    expect(rows[1]!.slice(9, 17)).toEqual(["Entiat", "", "Not sure yet", "Just planning", "Social media", "0", "/service-adu", "google"]);
  });

  it("flags a lead still New after the owner's business hours as overdue, on the dashboard and in Messages", async () => {
    const old = await lead({ full_name: "Olive Overdue" });
    await s.services.db.updateTable("contact_messages").set({ created_at: "2026-11-02T16:00:00.000Z" }).where("id", "=", old.id).execute();
    await lead({ full_name: "Fresh Lead" });
    const dash = decode((await get("/admin/dashboard")).body);
    expect(dash).toMatch(/\d+ overdue leads?: still New after 2 business hours/);
    expect(dash).toMatch(/Olive Overdue \(waiting \d+ days\)/);
    expect(dash).not.toMatch(/Fresh Lead \(waiting/);
    const list = decode((await get("/admin/messages?status=new&q=olive")).body);
    expect(list).toContain("Overdue: New for over 2 business hours");
    const fresh = decode((await get("/admin/messages?status=new&q=fresh%20lead")).body);
    expect(fresh).not.toContain("Overdue:");
  });
});
