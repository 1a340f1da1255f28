import { describe, expect, it } from "vitest";
import { serverWithOwner, signedIn, visitor } from "../helpers/http";
import { zonedInputToIso } from "../../app/content/schedule";

// Decision 0051: leads by phone, walk-in and referral go through the leads writer like a form's
// lead (Messages, the dashboard's counts, Visits' sources, the CSV, response times), and taps on
// Call and Text us are counted per page and day, with nothing that tells one caller from another.

const t = serverWithOwner({ env: { ANALYTICS: "on" } });
const PHONE_LEAD = {
  intent: "lead-add",
  fullName: "Morgan Phonecall",
  phone: "(509) 555-0188",
  email: "",
  town: "Manson",
  projectType: "Garage",
  cameBy: "phone-call",
  message: "Wants a two-car garage before spring; call after 4 pm.",
};
const row = (name: string) => t.s.services.db.selectFrom("contact_messages").selectAll().where("full_name", "=", name).executeTakeFirst();
const UA = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148" };

describe("Add a lead", () => {
  it("refuses a lead with neither phone nor e-mail (400), names why, and gives back every field as typed", async () => {
    const res = await t.owner.post("/admin/messages", { ...PHONE_LEAD, phone: "", fullName: "Nobody Reachable", message: "typed words stay" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a phone number or an e-mail address (at least one).");
    expect(html).toContain('value="Nobody Reachable"');
    expect(html).toContain("typed words stay");
    expect(html).toContain('value="Manson"');
    // How it came must be one of the offered choices; an e-mail must be an e-mail.
    const bad = await t.owner.post("/admin/messages", { ...PHONE_LEAD, cameBy: "carrier-pigeon", email: "not-an-address" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Enter a valid e-mail address");
    expect(await row("Nobody Reachable")).toBeUndefined();
    // A name of 5,000 characters is cut where read and refused, never a 500.
    expect((await t.owner.post("/admin/messages", { ...PHONE_LEAD, fullName: "x".repeat(5000) })).status).toBe(400);
  });

  it("is refused to anonymous callers, and adds nothing", async () => {
    expect((await visitor(t.s).post("/admin/messages", { ...PHONE_LEAD, fullName: "Anon Adder" })).status).toBe(401);
    expect(await row("Anon Adder")).toBeUndefined();
  });

  it("adds a phone lead that shows in Messages, the dashboard's counts, Visits' sources, the CSV and response times", async () => {
    const before = await t.owner.text("/admin/dashboard");
    const newBefore = Number(/(\d+) new messages?/.exec(before)?.[1] ?? 0);
    const res = await t.owner.post("/admin/messages", PHONE_LEAD);
    expect(res.status).toBe(302);
    const lead = (await row(PHONE_LEAD.fullName))!;
    expect(res.headers.get("location")).toBe(`/admin/messages#lead-${lead.id}`);
    expect(lead).toMatchObject({
      lead_status: "new",
      came_by: "phone-call",
      email: "",
      phone: "(509) 555-0188",
      town: "Manson",
      ip: null,
      first_response_at: null,
    });

    // Messages: the card, with how it came; no e-mail link or reply for a lead without an address.
    const messages = await t.owner.text("/admin/messages");
    expect(messages).toContain(PHONE_LEAD.fullName);
    expect(messages).toContain("How it came:");
    expect(messages).toContain("Phone call (added by staff)");
    expect(messages).not.toContain(`Reply by e-mail to ${PHONE_LEAD.fullName}`);
    expect(messages).toContain(`Called ${PHONE_LEAD.fullName}: record the call`);

    // The dashboard: one more new lead, and a lead in the week.
    const dashboard = await t.owner.text("/admin/dashboard");
    expect(dashboard).toContain(`${newBefore + 1} new message`);
    expect(dashboard).toMatch(/data-testid="week-summary">[^<]*\b[1-9]\d* leads?</);

    // Visits: its own source row; it is not credited to a page nobody visited.
    const visits = await t.owner.text("/admin/analytics?days=7");
    expect(visits).toMatch(/Phone, text, walk-in and referral \(added by staff\)<\/th><td[^>]*>0<\/td><td[^>]*>1</);

    // The CSV says how it came.
    const csv = await (await t.owner.get("/admin/messages/export.csv")).text();
    expect(csv).toMatch(/Morgan Phonecall,,'?\(509\) 555-0188,Garage,Phone,.*,New,,Manson,.*,Phone call\r\n/);

    // Response times: unanswered until "Called", then answered in business minutes.
    const answeredBefore = /(\d+) of (\d+)/.exec(await t.owner.text("/admin/dashboard"))!;
    expect(Number(answeredBefore[2]) - Number(answeredBefore[1])).toBeGreaterThanOrEqual(1);
    const tuesday = zonedInputToIso("2026-11-24T09:00")!;
    await t.s.services.db.updateTable("contact_messages").set({ created_at: tuesday }).where("id", "=", lead.id).execute();
    expect((await t.owner.post("/admin/messages", { intent: "lead-called", id: lead.id })).status).toBe(302);
    const answered = (await row(PHONE_LEAD.fullName))!;
    expect(answered.first_response_via).toBe("call");
    expect(await t.owner.text("/admin/messages")).toMatch(/answered in [^<]+\(by phone\)/);
  });

  it("records an answer given while adding (I spoke with them), and a walk-in with only an e-mail", async () => {
    expect(
      (
        await t.owner.post("/admin/messages", {
          ...PHONE_LEAD,
          fullName: "Riley Walkin",
          phone: "",
          email: "riley@example.com",
          cameBy: "walk-in",
          answered: "yes",
        })
      ).status,
    ).toBe(302);
    const r = (await row("Riley Walkin"))!;
    expect(r).toMatchObject({ came_by: "walk-in", first_response_via: "call", preferred_contact: "Email" });
    expect(r.first_response_at).toBe(r.created_at);
    expect(await t.owner.text("/admin/messages")).toContain("Walk-in (added by staff)");
  });

  it("is erased with the person: a phone-only lead is found by its number", async () => {
    const owner = await signedIn(t.s);
    await owner.post("/admin/messages", { ...PHONE_LEAD, fullName: "Sam Erase", phone: "509-555-0177" });
    const lead = (await row("Sam Erase"))!;
    const confirm = await owner.text(`/admin/messages/person/delete?id=${lead.id}`);
    expect(confirm).toContain("This deletes every message sent from 509-555-0177: 1 message");
    const zip = await owner.post("/admin/messages/person/download", { id: lead.id });
    expect(zip.status).toBe(200);
    expect((await owner.post("/admin/messages/person/delete", { id: lead.id, leads: "1" })).status).toBe(302);
    expect(await row("Sam Erase")).toBeUndefined();
    // The other phone lead (another number) stays.
    expect(await row(PHONE_LEAD.fullName)).toBeDefined();
  });
});

describe("/call and /text", () => {
  it("links Call from every page through /call with the page, keeping the visible number", async () => {
    const html = await (await fetch(`${t.s.url}/service-adu`)).text();
    expect(html).toContain('href="/call?from=/service-adu"');
    expect(html).toContain('aria-label="Call us at (509)');
    expect(html).not.toMatch(/href="tel:/);
  });

  it("counts a tap per page and day, redirects to tel:, sets no cookie and keeps nothing about the caller", async () => {
    const taps = () => t.s.services.db.selectFrom("phone_taps").selectAll().orderBy("path").execute();
    const from = (path: string, ip: string) =>
      fetch(`${t.s.url}/call?from=${encodeURIComponent(path)}`, { redirect: "manual", headers: { ...UA, "X-Forwarded-For": ip } });
    for (let i = 1; i <= 12; i++) {
      const res = await from("/service-adu", `203.0.113.${i}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^tel:\+?\d{10,}$/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // A made-up path is counted as "(other)": no visitor can grow the table with new rows.
    for (const junk of ["/no-such-page", "/wp-admin.php", "https://evil.example/", "/service-adu/../../etc", "x".repeat(5000)]) {
      expect((await from(junk, "203.0.113.99")).status).toBe(302);
    }
    // A robot's fetch is not a tap.
    expect((await fetch(`${t.s.url}/call?from=/about`, { redirect: "manual", headers: { "User-Agent": "Googlebot/2.1" } })).status).toBe(302);
    const rows = await taps();
    expect(rows.map((r) => ({ path: r.path, kind: r.kind, taps: Number(r.taps) }))).toEqual([
      { path: "(other)", kind: "call", taps: 5 },
      { path: "/service-adu", kind: "call", taps: 12 },
    ]);
    // Nothing identifying: the table has day, page, kind and a count only.
    expect(Object.keys(rows[0]!).sort()).toEqual(["day", "kind", "path", "taps"]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/203\.0\.113|iPhone|Mozilla/);

    const visits = await t.owner.text("/admin/analytics?days=7");
    expect(visits).toContain("12 calls tapped from /service-adu");
    expect(visits).toContain("17 calls and 0 texts tapped on the site in this period.");
  });

  it("answers /text with 404 and the phone number while no mobile number is set", async () => {
    const res = await fetch(`${t.s.url}/text?from=/`, { redirect: "manual", headers: UA });
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/call us at \(509\)/);
  });
});
