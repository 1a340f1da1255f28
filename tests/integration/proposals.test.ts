import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { signedIn, type Client } from "../helpers/http";
import { GARAGE_QUOTE, postContact } from "../helpers/lead";
import { advanceClock, clockNow, resetClock } from "../../app/platform/clock";
import { STRIPE_KEY, WEBHOOK_SECRET, sessionEvent, startStripe } from "../helpers/stripe";
import { clientView, startJob, wonLead } from "../helpers/jobs";

// Proposals (decision 0052) over real HTTP, with a Stripe-speaking server on loopback; on SQLite and PostgreSQL.
let s: TestServer;
let owner: Client;
let stripe: Awaited<ReturnType<typeof startStripe>>;
let leadId = "";
let token = "";
let ip = 10;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  stripe = await startStripe();
  s = await startServer();
  owner = await signedIn(s, "owner");
  await postContact(s, { ...GARAGE_QUOTE, fullName: "Sam Rivera", email: "sam@example.com" }, nextIp());
  leadId = (await s.services.db.selectFrom("contact_messages").select("id").where("email", "=", "sam@example.com").executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await s?.stop();
  await stripe?.close();
});

const PROPOSAL = {
  intent: "proposal-save",
  client_name: "Sam Rivera",
  client_email: "sam@example.com",
  job_address: "120 Lakeshore Rd, Chelan",
  residential: "on",
  "line-0-description": "Demolition and haul-away",
  "line-0-qty": "1",
  "line-0-price": "2,500.00",
  "line-1-section": "Deck",
  "line-1-description": "Cedar decking",
  "line-1-qty": "2.5",
  "line-1-unit": "squares",
  "line-1-price": "1999.99",
  "line-2-section": "Deck",
  "line-2-description": "Railing",
  "line-2-qty": "12",
  "line-2-unit": "ft",
  "line-2-price": "85",
  tax_mode: "table",
  tax_code: "0402",
  deposit_kind: "percent",
  deposit_value: "10",
  "ms-0-label": "Framing done",
  "ms-0-percent": "40",
  final_label: "On completion",
  valid_until: "2026-12-31",
  note: "Permit fees are billed at cost.",
};
// 2,500.00 + 2.5 × 1,999.99 (4,999.975 → 4,999.98) + 12 × 85 = 8,519.98; tax 8.4% = 715.67832 → 715.68; total 9,235.66; deposit 10% → 923.57.
const TOTAL = "$9,235.66";
const DEPOSIT_CENTS = 92_357;

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${s.url}${path}`, { headers, redirect: "manual" });
const sign = (fields: Record<string, string>) =>
  fetch(`${s.url}/proposal/${token}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Origin: s.url, "X-Forwarded-For": nextIp(), "User-Agent": "Mozilla/5.0 (test phone)" },
    body: form(fields),
    redirect: "manual",
  });
const webhook = (e: { payload: string; header: string }) =>
  fetch(`${s.url}/api/stripe/webhook`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": e.header }, body: e.payload });
const row = (version: number) =>
  s.services.db.selectFrom("proposals").selectAll().where("lead_id", "=", leadId).where("version", "=", version).executeTakeFirstOrThrow();

describe("a proposal from draft to signed, paid and changed", () => {
  it("refuses anonymous callers and bad input without losing it", async () => {
    const anon = await fetch(`${s.url}/admin/proposals`, {
      method: "POST",
      headers: { ...FORM_HEADERS, Origin: s.url },
      body: form({ ...PROPOSAL, lead: leadId }),
      redirect: "manual",
    });
    expect(anon.status).toBe(401);
    const bad = await owner.post("/admin/proposals", { ...PROPOSAL, lead: leadId, "line-1-qty": "-2", deposit_value: "120" });
    expect(bad.status).toBe(400);
    const text = decodeHtml(await bad.text());
    expect(text).toContain("Line 2: enter the quantity as a number");
    expect(text).toContain("Cedar decking"); // what was typed is still there
  });

  it("saves version 1 with the tax of its Chelan location, shown with its code and date", async () => {
    const r = await owner.post("/admin/proposals", { ...PROPOSAL, lead: leadId });
    expect(r.status).toBe(302);
    const text = await owner.text(`/admin/proposals?lead=${leadId}`);
    expect(text).toContain(`Version 1 · ${TOTAL}`);
    expect(text).toContain("Sales tax: 8.4% · location code 0402 (Chelan) · rate of 2025-10-01");
  });

  it("sends it by a link shown once; the client reads it with the disclosure, never indexed", async () => {
    const p = await row(1);
    await owner.post("/admin/settings/proposals", {
      intent: "proposal-settings-save",
      registrationExpires: "2027-06-30",
      bondAmount: "$30,000",
      bondCompany: "Cascade Surety",
      insurer: "Columbia Mutual",
      stripeApiBase: stripe.base,
      stripeKey: STRIPE_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeEnabled: "on",
    });
    const sent = await owner.post("/admin/proposals", { intent: "proposal-send", id: p.id });
    expect(sent.status).toBe(200);
    token = /\/proposal\/([A-Za-z0-9_-]{20,})/.exec(decodeHtml(await sent.text()))![1]!;
    expect((await row(1)).token_hash).not.toContain(token);
    const res = await page(`/proposal/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = decodeHtml(await res.text());
    expect(html).toContain('name="robots" content="noindex');
    expect(html).toContain("NOTICE TO CUSTOMER");
    expect(html).toContain("has posted with the state a bond or deposit of $30,000");
    expect(html).toContain(TOTAL);
    expect(html).toContain("Deck subtotal");
    expect(html).toContain("Price holds until");
    expect(html).toContain("Permit fees are billed at cost.");
    expect((await row(1)).opened_at).not.toBeNull();
    expect(await owner.text(`/admin/proposals?lead=${leadId}`)).toContain("Sent, opened");
  });

  it("signs once: consent needed, the PDF's SHA-256 is the one recorded, a second signature is refused", async () => {
    const noConsent = await sign({ intent: "sign", name: "Sam Rivera" });
    expect(noConsent.status).toBe(400);
    expect(decodeHtml(await noConsent.text())).toContain("Tick the box to agree to sign electronically");
    const ok = await sign({ intent: "sign", name: "Sam Rivera", consent: "on" });
    expect(ok.status).toBe(303);
    const html = decodeHtml(await (await page(`/proposal/${token}`)).text());
    expect(html).toContain("Signed on");
    const shown = /data-testid="signed-sha256">([0-9a-f]{64})</.exec(html)![1]!;
    const pdf = Buffer.from(await (await page(`/proposal/${token}/signed.pdf`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(shown);
    const sig = await s.services.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow();
    expect(sig.pdf_sha256).toBe(shown);
    expect(sig.user_agent).toBe("Mozilla/5.0 (test phone)");
    expect(sig.disclosure_shown).toBe(1);
    expect(sig.html).toContain("Signed electronically by Sam Rivera");
    expect(Date.parse(sig.keep_until) - Date.parse(sig.signed_at)).toBeGreaterThanOrEqual(3 * 365 * 86_400_000);
    const again = await sign({ intent: "sign", name: "Someone Else", consent: "on" });
    expect(again.status).toBe(409);
    expect(decodeHtml(await again.text())).toContain("already signed");
    expect(await s.services.db.selectFrom("proposal_signatures").select("id").execute()).toHaveLength(1);
  });

  it("opens Stripe Checkout for the deposit in cents", async () => {
    const r = await page(`/proposal/${token}/pay`);
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.example\/c\/pay\/cs_test_/);
    const created = stripe.sessions.at(-1)!;
    expect(created.amount).toBe(DEPOSIT_CENTS);
    expect(created.body.getAll("allowed_payment_method_types[0]").concat(created.body.getAll("allowed_payment_method_types[1]"))).toEqual([
      "card",
      "us_bank_account",
    ]);
  });

  it("marks it paid from a signed webhook once; a bad signature is 400, a failed payment says so, a replay changes nothing", async () => {
    const p = await row(1);
    const session = { id: stripe.sessions.at(-1)!.id, amount: DEPOSIT_CENTS, proposalId: p.id };
    expect((await webhook(sessionEvent("checkout.session.completed", { ...session, paymentStatus: "paid" }, "whsec_wrongSecret0000000"))).status).toBe(400);
    expect((await row(1)).deposit_paid_at).toBeNull();
    expect((await webhook(sessionEvent("checkout.session.async_payment_failed", { ...session, paymentStatus: "unpaid" }))).status).toBe(200);
    expect((await row(1)).deposit_paid_at).toBeNull();
    expect(decodeHtml(await (await page(`/proposal/${token}`)).text())).toContain("The bank payment of the deposit failed");
    const paid = sessionEvent("checkout.session.async_payment_succeeded", { ...session, paymentStatus: "paid" });
    expect((await webhook(paid)).status).toBe(200);
    const after = await row(1);
    expect(after.deposit_paid_at).not.toBeNull();
    expect(after.deposit_via).toBe("stripe");
    const lead = await s.services.db.selectFrom("contact_messages").select("lead_status").where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(lead.lead_status).toBe("won");
    const replay = await webhook(paid);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe("Already handled.");
    expect((await row(1)).deposit_paid_at).toBe(after.deposit_paid_at);
    expect(decodeHtml(await (await page(`/proposal/${token}`)).text())).toContain("Received on");
    expect(await owner.text(`/admin/proposals?lead=${leadId}`)).toContain("Signed, deposit paid");
    const messages = await owner.text("/admin/messages?status=won");
    expect(messages).toContain("Version 1: Signed, deposit paid");
    expect(messages).toContain("Signed version 1 of Sam Rivera's proposal (PDF)");
  });

  it("the client's job page offers the signed proposal, and only to that job's link", async () => {
    const job = await startJob(s, owner, leadId);
    const { res, html } = await clientView(s, job.token);
    expect(res.status).toBe(200);
    const link = /href="(\/job\/[A-Za-z0-9_-]+\/proposal\/[^"]+)">Your signed proposal, version 1, signed /.exec(html);
    expect(link, "the job page links the signed proposal").not.toBeNull();
    const pdf = await page(link![1]!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const sig = await s.services.db.selectFrom("proposal_signatures").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(
      createHash("sha256")
        .update(Buffer.from(await pdf.arrayBuffer()))
        .digest("hex"),
    ).toBe(sig.pdf_sha256);
    // Another job's link, or a guessed one, does not open it.
    const otherLead = await wonLead(s, owner, "Olive Other", "other.client@example.com");
    const otherJob = await startJob(s, owner, otherLead.id);
    expect((await page(link![1]!.replace(job.token, otherJob.token))).status).toBe(404);
    expect((await page(link![1]!.replace(job.token, "x".repeat(43)))).status).toBe(404);
  });

  it("a change after signing makes version 2 and leaves version 1 signed and intact", async () => {
    const before = await row(1);
    const sig = await s.services.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow();
    const r = await owner.post("/admin/proposals", { ...PROPOSAL, lead: leadId, "line-2-qty": "14" });
    expect(r.status).toBe(302);
    const v2 = await row(2);
    expect(v2.status).toBe("draft");
    expect(await row(1)).toEqual(before);
    expect(await s.services.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow()).toEqual(sig);
    const text = await owner.text(`/admin/proposals?lead=${leadId}`);
    expect(text).toContain("Version 2 ·");
    expect(text).toContain("Download signed version 1 (PDF)");
  });
});

describe("a link that no longer works", () => {
  it("is 410 once stopped or past its date, 404 when it is not one of ours", async () => {
    const r = await owner.post("/admin/proposals", { ...PROPOSAL, lead: leadId, note: "Second look." });
    expect(r.status).toBe(302);
    const v2 = await row(2);
    const sent = await owner.post("/admin/proposals", { intent: "proposal-send", id: v2.id });
    const link = /\/proposal\/([A-Za-z0-9_-]{20,})/.exec(decodeHtml(await sent.text()))![1]!;
    expect((await page(`/proposal/${link}`)).status).toBe(200);
    expect((await owner.post("/admin/proposals", { intent: "proposal-revoke", id: v2.id })).status).toBe(302);
    const stopped = await page(`/proposal/${link}`);
    expect(stopped.status).toBe(410);
    expect(decodeHtml(await stopped.text())).toContain("This link no longer works");
    expect((await page("/proposal/not-a-real-token-at-all-0123456789")).status).toBe(404);
    // A new link for the same version works until the price's date; then it has expired.
    const again = await owner.post("/admin/proposals", { intent: "proposal-send", id: v2.id });
    const fresh = /\/proposal\/([A-Za-z0-9_-]{20,})/.exec(decodeHtml(await again.text()))![1]!;
    expect((await page(`/proposal/${fresh}`)).status).toBe(200);
    advanceClock(Date.parse("2027-01-02T12:00:00Z") - clockNow());
    try {
      const expired = await page(`/proposal/${fresh}`);
      expect(expired.status).toBe(410);
      expect(decodeHtml(await expired.text())).toContain("This link has expired");
      expect((await sign({ name: "Sam Rivera", consent: "on" })).status).toBe(409); // the first link: signed already
    } finally {
      resetClock();
    }
  });
});

describe("the rate table", () => {
  const upload = (name: string, text: string, cookie: string | null = owner.cookie) => {
    const body = new FormData();
    body.set("file", new File([text], name, { type: "text/csv" }));
    return fetch(`${s.url}/admin/settings/tax-rates`, { method: "POST", headers: { Origin: s.url, ...(cookie ? { cookie } : {}) }, body, redirect: "manual" });
  };
  /** The screen the upload lands on, with its one-time note beside the form. */
  const landing = async (r: Response) => {
    expect(r.status).toBe(302);
    const flash = (r.headers.get("set-cookie") ?? "").split(";")[0]!;
    return decodeHtml(await (await fetch(`${s.url}${r.headers.get("location")}`, { headers: { cookie: `${owner.cookie}; ${flash}` } })).text());
  };

  it("is replaced by the owner's upload of the Department's file; a wrong file is refused with its reason", async () => {
    expect((await upload("rates.csv", "Location Code,Combined Rate\n0402,.0850", null)).status).toBe(401);
    expect(await landing(await upload("notes.csv", "name,email\nA,b@c.d"))).toContain("no header line with a location code");
    expect(
      await landing(
        await upload(
          "Q1_2026.csv",
          "Location Name,Location Code,Local Rate,State Rate,Combined Rate,Effective Date\nChelan,0402,.0200,.0650,.0850,01/01/2026\n",
        ),
      ),
    ).toContain("1 locations read from Q1_2026.csv");
    const settings = await owner.text("/admin/settings/proposals");
    expect(settings).toContain("Chelan: 8.5%, location code 0402, rate of 2026-01-01");
    expect(settings).toContain("The Department of Revenue's rate file “Q1_2026.csv”");
    // The Stripe secrets are sealed in the settings row and never shown again.
    expect(settings).toContain("A key is saved (never shown again)");
    expect(settings).not.toContain(STRIPE_KEY);
    const stored = await s.services.db.selectFrom("site_settings").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(STRIPE_KEY);
    expect(JSON.stringify(stored)).not.toContain(WEBHOOK_SECRET);
    expect(await owner.text(`/admin/proposals?lead=${leadId}`)).toContain("Chelan: 8.5% (location code 0402, rate of 2026-01-01)");
    // A signed version keeps the rate it was signed with.
    expect((await row(1)).tax_rate_ppm).toBe(84_000);
  });
});
