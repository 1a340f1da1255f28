import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { signedIn, type Client } from "../helpers/http";
import { GARAGE_QUOTE, postContact } from "../helpers/lead";
import { applyRetention } from "../../app/trust/retention.server";

// Proposals and privacy (decision 0052): erase keeps a signed proposal 3 years and says so; retention
// cannot shorten it; the export and the privacy notice include proposals. SQLite and PostgreSQL.
let s: TestServer;
let owner: Client;
let n = 0;
let lastToken = "";

beforeAll(async () => {
  s = await startServer();
  owner = await signedIn(s, "owner");
});
afterAll(() => s?.stop());

const LINES = {
  "line-0-description": "New garage slab",
  "line-0-qty": "1",
  "line-0-price": "6400",
  tax_mode: "table",
  tax_code: "0400",
  deposit_kind: "percent",
  deposit_value: "10",
  valid_until: "2026-12-31",
  residential: "on",
};

/** A lead with a signed version 1 and a draft version 2; answers the lead's id. */
async function signedLead(email: string) {
  await postContact(s, { ...GARAGE_QUOTE, fullName: "Kim Lee", email }, `192.0.2.${++n}`);
  const lead = (await s.services.db.selectFrom("contact_messages").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const base = { lead, client_name: "Kim Lee", client_email: email, job_address: "4 Orchard Ln, Manson", ...LINES };
  expect((await owner.post("/admin/proposals", { intent: "proposal-save", ...base })).status).toBe(302);
  const v1 = await s.services.db.selectFrom("proposals").select("id").where("lead_id", "=", lead).executeTakeFirstOrThrow();
  const token = /\/proposal\/([A-Za-z0-9_-]{20,})/.exec(
    decodeHtml(await (await owner.post("/admin/proposals", { intent: "proposal-send", id: v1.id })).text()),
  )![1]!;
  const signed = await fetch(`${s.url}/proposal/${token}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Origin: s.url },
    body: form({ name: "Kim Lee", consent: "on" }),
    redirect: "manual",
  });
  expect(signed.status).toBe(303);
  lastToken = token;
  expect((await owner.post("/admin/proposals", { intent: "proposal-save", ...base, "line-0-price": "6600" })).status).toBe(302);
  return lead;
}
const countFor = async (email: string) => {
  const rows = await s.services.db.selectFrom("proposals").select(["status"]).where("client_email", "=", email).execute();
  return { signed: rows.filter((r) => r.status === "signed").length, other: rows.filter((r) => r.status !== "signed").length };
};

describe("a deposit without Stripe", () => {
  it("shows how to pay, and staff mark it paid once, which wins the lead", async () => {
    await owner.post("/admin/settings/proposals", {
      intent: "proposal-settings-save",
      payInstructions: "Checks payable to Lakeside Ridge Builders.",
      stripeApiBase: "https://api.stripe.com",
    });
    const lead = await signedLead("dana@example.com");
    const v1 = await s.services.db.selectFrom("proposals").select(["id"]).where("lead_id", "=", lead).where("version", "=", 1).executeTakeFirstOrThrow();
    const clientPage = async () => decodeHtml(await (await fetch(`${s.url}/proposal/${lastToken}`)).text());
    const before = await clientPage();
    expect(before).toContain("Checks payable to Lakeside Ridge Builders.");
    expect(before).not.toContain("Pay the deposit");
    const pay = await fetch(`${s.url}/proposal/${lastToken}/pay`, { redirect: "manual" });
    expect(pay.headers.get("location")).toBe(`/proposal/${lastToken}?pay=no`);
    expect((await owner.post("/admin/proposals", { intent: "proposal-paid", id: "no-such-proposal" })).status).toBe(409);
    const editor = await signedIn(s, "editor");
    expect((await editor.text(`/admin/proposals?lead=${lead}`)).includes("Mark the deposit of version 1 paid")).toBe(true);
    expect((await owner.post("/admin/proposals", { intent: "proposal-paid", id: v1.id })).status).toBe(302);
    expect(await owner.text(`/admin/proposals?lead=${lead}`)).toContain("Signed, deposit paid");
    expect(await clientPage()).toContain("Received on");
    const won = await s.services.db.selectFrom("contact_messages").select("lead_status").where("id", "=", lead).executeTakeFirstOrThrow();
    expect(won.lead_status).toBe("won");
    expect((await owner.post("/admin/proposals", { intent: "proposal-paid", id: v1.id })).status).toBe(409);
  });
});

describe("proposals and a person's data", () => {
  it("exports proposals with the signed PDF", async () => {
    const lead = await signedLead("kim@example.com");
    const zip = unzipSync(new Uint8Array(await (await owner.post("/admin/messages/person/download", { id: lead })).arrayBuffer()));
    expect(Object.keys(zip)).toContain("proposals/signed-proposal-version-1.pdf");
    expect(new TextDecoder().decode(zip["proposals.json"])).toContain("New garage slab");
  });

  it("erasing a person deletes the unsigned versions and keeps the signed one, saying so", async () => {
    const lead = (await s.services.db.selectFrom("contact_messages").select("id").where("email", "=", "kim@example.com").executeTakeFirstOrThrow()).id;
    const confirm = decodeHtml(await (await owner.get(`/admin/messages/person/delete?id=${lead}`)).text());
    expect(confirm).toMatch(/Signed proposal version 1 for [^<]*: kept until \d{4}-\d{2}-\d{2}\. Washington \(RCW 18\.27\.114\)/);
    expect((await owner.post(`/admin/messages/person/delete?id=${lead}`, { id: lead, leads: "1" })).status).toBe(302);
    expect(await countFor("kim@example.com")).toEqual({ signed: 1, other: 0 });
    const notice = decodeHtml(await (await fetch(`${s.url}/privacy`)).text());
    expect(notice).toContain("at least 3 years after you sign");
  });

  it("retention cannot shorten the 3 years: kept past the lead's months, deleted after 3 years", async () => {
    await signedLead("ari@example.com");
    const signedAt = Date.parse(
      (
        await s.services.db
          .selectFrom("proposals")
          .select("signed_at")
          .where("client_email", "=", "ari@example.com")
          .where("status", "=", "signed")
          .executeTakeFirstOrThrow()
      ).signed_at!,
    );
    await applyRetention(s.services, signedAt + 30 * 31 * 86_400_000); // past the 24 months leads are kept
    expect(await s.services.db.selectFrom("contact_messages").select("id").where("email", "=", "ari@example.com").execute()).toHaveLength(0);
    expect(await countFor("ari@example.com")).toEqual({ signed: 1, other: 0 });
    const done = await applyRetention(s.services, signedAt + 3 * 366 * 86_400_000);
    expect(done.detail).toContain("signed proposal");
    expect(await countFor("ari@example.com")).toEqual({ signed: 0, other: 0 });
    expect(await s.services.db.selectFrom("proposal_signatures").select(["client_email", "keep_until", "lead_id"]).execute()).toEqual([]);
  });
});
