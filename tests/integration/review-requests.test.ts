import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { mailText, startSmtp } from "../helpers/smtp";
import { VALID_LEAD } from "../helpers/lead";
import { databaseAt } from "../helpers/db";

// Review requests (decision 0032) over real HTTP against a real SMTP sink, on SQLite and PostgreSQL.
let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: string;
let editor: string;
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Lakeside Ridge Builders <office@lakesideridge.example>" } });
  owner = await staffCookie(s, "owner");
  editor = await staffCookie(s, "editor");
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const admin = (path: string, fields: Record<string, string>, who: string | null = owner) =>
  fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Origin: s.url, ...(who ? { cookie: who } : {}) },
    body: form(fields),
    redirect: "manual",
  });
const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { redirect: "manual" });
  return { status: res.status, html: await res.text(), res };
};
const writeReview = (token: string, fields: Record<string, string>, from = nextIp()) =>
  fetch(`${s.url}/write-a-review/${token}`, {
    method: "POST",
    headers: { ...FORM_HEADERS, Origin: s.url, "X-Forwarded-For": from },
    body: form(fields),
    redirect: "manual",
  });
const linkIn = (html: string) => {
  const m = /\/write-a-review\/([A-Za-z0-9_-]{20,})/.exec(decodeHtml(html));
  if (!m) throw new Error("no review link in the page");
  return m[1]!;
};

const project = {
  intent: "project-save",
  title: "Boathouse deck on Lake Chelan",
  town: "Chelan",
  service_key: "adu",
  year: "2025",
  summary: "A new deck and stair down to the boathouse, built around two old pines.",
  is_published: "on",
};
const WORDS = "They rebuilt our deck around the pines and cleaned up every evening. The stairs are solid.";

let projectId = "";
let leadId = "";

describe("asking for a review", () => {
  beforeAll(async () => {
    expect((await admin("/admin/projects", project)).status).toBe(302);
    projectId = (await s.services.db.selectFrom("projects").select("id").executeTakeFirstOrThrow()).id;
    const sent = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { ...FORM_HEADERS, "X-Forwarded-For": nextIp() },
      body: form({ ...VALID_LEAD, town: "Manson" }),
    });
    expect(sent.status).toBe(200);
    leadId = (await s.services.db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow()).id;
  });

  it("asks only clients of a lead marked Won; the e-mail carries our words and the name staff typed, never the lead's message", async () => {
    const early = await admin("/admin/messages", { intent: "review-request", for: "lead", id: leadId, client_name: "Jordan", email: VALID_LEAD.email });
    expect(early.status).toBe(400);
    expect(decodeHtml(await early.text())).toContain("Mark the lead Won first");
    expect((await admin("/admin/messages", { intent: "lead-save", id: leadId, status: "won", note: "" })).status).toBe(302);
    const messages = await fetch(`${s.url}/admin/messages`, { headers: { cookie: owner } });
    expect(decodeHtml(await messages.text())).toContain("Send the review request to Jordan Avery");
    // A link in the name is refused: the name is the only word of theirs the e-mail carries.
    const linky = await admin("/admin/messages", {
      intent: "review-request",
      for: "lead",
      id: leadId,
      client_name: "Win at evil.example",
      email: VALID_LEAD.email,
    });
    expect(linky.status).toBe(400);
    const r = await admin("/admin/messages", { intent: "review-request", for: "lead", id: leadId, client_name: "Jordan", email: VALID_LEAD.email });
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain("Review link to copy into a text");
    const token = linkIn(html);
    const requestMail = () => smtp.mails.find((m) => mailText(m.body).includes("/write-a-review/"));
    await expect.poll(requestMail, { timeout: 10_000 }).toBeTruthy();
    const mail = requestMail()!;
    expect(mail.to).toEqual([VALID_LEAD.email]);
    const text = mailText(mail.body);
    expect(text).toContain(`/write-a-review/${token}`);
    expect(text).toContain("Hello Jordan,");
    expect(text).not.toContain("600 sq ft");
    expect(text).not.toContain("Avery");
    // The lead now says it was asked, and until when the link works.
    expect(decodeHtml(await (await fetch(`${s.url}/admin/messages`, { headers: { cookie: owner } })).text())).toMatch(
      /asked [A-Z][a-z]{2} \d+, \d{4}; link open until/,
    );
    // Only the token's hash is stored.
    const rows = await s.services.db.selectFrom("review_requests").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The link opens the form, with the client's town from the lead.
    const page = await get(`/write-a-review/${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('value="Manson"');
    expect(page.res.headers.get("cache-control")).toContain("no-store");
    // The client writes; once approved, the review joins the page of the service the lead asked about.
    const words = "The ADU over the garage came out just as drawn, and the crew kept the driveway clear.";
    expect((await writeReview(token, { name: "Jordan A.", town: "Manson", words, rating: "", consent: "yes" })).status).toBe(303);
    const id = (await s.services.db.selectFrom("reviews").select("id").where("client_name", "=", "Jordan A.").executeTakeFirstOrThrow()).id;
    expect((await admin("/admin/projects", { intent: "review-approve", id })).status).toBe(302);
    expect(decodeHtml((await get("/service-adu")).html)).toContain(words);
    expect(decodeHtml((await get("/service-garages")).html)).not.toContain(words);
  });

  it("refuses anonymous callers (401), and keeps one open request per address: asking again replaces the link, and a fourth in a day is refused", async () => {
    const anon = await admin("/admin/messages", { intent: "review-request", for: "lead", id: leadId, client_name: "Jordan", email: "x@example.com" }, null);
    expect(anon.status).toBe(401);
    const ask = () => admin("/admin/projects", { intent: "review-request", for: "project", id: projectId, client_name: "Robin", email: "robin@example.com" });
    const first = linkIn(await (await ask()).text());
    const second = linkIn(await (await ask()).text());
    expect(second).not.toBe(first);
    expect((await get(`/write-a-review/${first}`)).status).toBe(404);
    expect((await get(`/write-a-review/${second}`)).status).toBe(200);
    const open = await s.services.db.selectFrom("review_requests").select("id").where("recipient", "=", "robin@example.com").execute();
    expect(open).toHaveLength(1);
    expect((await ask()).status).toBe(200);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(decodeHtml(await fourth.text())).toContain("asked 3 times today");
  });
});

describe("the review form and the owner's approval", () => {
  let token = "";
  it("checks every field with a clear 4xx and keeps what was typed; needs consent; the rating is optional", async () => {
    token = linkIn(await (await admin("/admin/projects", { intent: "review-request", for: "project", id: projectId, client_name: "Casey", email: "" })).text());
    const noConsent = await writeReview(token, { name: "Casey M.", town: "Chelan", words: WORDS, rating: "2" });
    expect(noConsent.status).toBe(400);
    const h = decodeHtml(await noConsent.text());
    expect(h).toContain("Tick the box to let us publish your review");
    expect(h).toContain(WORDS);
    const long = await writeReview(token, { name: "Casey M.", town: "Chelan", words: "x".repeat(2001), rating: "", consent: "yes" });
    expect(long.status).toBe(400);
    expect(decodeHtml(await long.text())).toContain("too long (2000 characters at most)");
    const badRating = await writeReview(token, { name: "Casey M.", town: "Chelan", words: WORDS, rating: "9", consent: "yes" });
    expect(badRating.status).toBe(400);
    expect(await s.services.db.selectFrom("reviews").select("id").where("project_id", "=", projectId).execute()).toHaveLength(0);
  });

  it("works once: the review waits for approval, the same thank-you whatever the rating, and the link then says it was used (410)", async () => {
    const sent = await writeReview(token, { name: "Casey M.", town: "Chelan", words: WORDS, rating: "2", consent: "yes" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/write-a-review/thanks");
    const thanks = await get("/write-a-review/thanks");
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain("Thank you for your review");
    const again = await get(`/write-a-review/${token}`);
    expect(again.status).toBe(410);
    expect(again.html).toContain("already used");
    const twice = await writeReview(token, { name: "Casey M.", town: "Chelan", words: WORDS, rating: "5", consent: "yes" });
    expect(twice.status).toBe(410);
    expect(await s.services.db.selectFrom("reviews").select("id").where("project_id", "=", projectId).execute()).toHaveLength(1);
    // A 5 gets exactly the same thank-you page as the 2 above.
    const five = linkIn(
      await (
        await admin("/admin/projects", { intent: "review-request", for: "project", id: projectId, client_name: "Drew", email: "drew@example.com" })
      ).text(),
    );
    const high = await writeReview(five, {
      name: "Drew",
      town: "",
      words: "Good crew, on time, and the price held. We would hire them again.",
      rating: "5",
      consent: "yes",
    });
    expect(high.status).toBe(303);
    expect(high.headers.get("location")).toBe("/write-a-review/thanks");
    expect((await get("/reviews")).html).not.toContain(WORDS);
  });

  it("an editor cannot approve (403); a decline needs a content reason; the owner's approval puts it on /reviews, the project page and the service page", async () => {
    const waiting = await s.services.db.selectFrom("reviews").select(["id", "client_name"]).orderBy("created_at").execute();
    const casey = waiting.find((r) => r.client_name === "Casey M.")!.id;
    const drew = waiting.find((r) => r.client_name === "Drew")!.id;
    const adminPage = await fetch(`${s.url}/admin/projects`, { headers: { cookie: owner } });
    const adminHtml = decodeHtml(await adminPage.text());
    expect(adminHtml).toContain("Reviews waiting for approval (2)");
    expect(adminHtml).toMatch(/review received [A-Z][a-z]{2} \d+, \d{4}/);
    expect(adminHtml).toContain("__reactRouterContext"); // (what the visitors' pages below must not carry)
    const dashboard = decodeHtml(await (await fetch(`${s.url}/admin/dashboard`, { headers: { cookie: owner } })).text());
    expect(dashboard).toContain("2 reviews from clients waiting for approval");
    expect((await admin("/admin/projects", { intent: "review-approve", id: casey }, editor)).status).toBe(403);
    const noReason = await admin("/admin/projects", { intent: "review-decline", id: drew, reason: "" });
    expect(noReason.status).toBe(400);
    expect(decodeHtml(await noReason.text())).toContain("Choose why");
    const badReason = await admin("/admin/projects", { intent: "review-decline", id: drew, reason: "too-negative" });
    expect(badReason.status).toBe(400);
    expect(await s.services.db.selectFrom("reviews").select("id").where("id", "=", drew).executeTakeFirst()).toBeTruthy();

    expect((await admin("/admin/projects", { intent: "review-approve", id: casey })).status).toBe(302);
    for (const path of ["/reviews", "/projects/boathouse-deck-on-lake-chelan", "/service-adu"]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      const text = decodeHtml(page.html);
      expect(text).toContain(WORDS);
      expect(text).toContain("Verified client");
      expect(text).toContain("Rated 2 of 5");
      expect(page.html).not.toMatch(/aggregateRating|"@type":"Review"/);
    }
    // Staff cannot rewrite a verified client's words.
    const rewrite = await admin("/admin/projects", {
      intent: "review-save",
      id: casey,
      client_name: "Casey M.",
      town: "Chelan",
      review_date: new Date().toISOString().slice(0, 10),
      words: "Simply perfect in every way.",
      source: "Google",
      is_published: "on",
    });
    expect(rewrite.status).toBe(400);
    expect(decodeHtml(await rewrite.text())).toContain("cannot be rewritten");
    expect(decodeHtml((await get("/reviews")).html)).toContain(WORDS);
    const home = await get("/");
    expect(home.html).toContain('href="/reviews"');
    expect((await get("/sitemap.xml")).html).toContain("/reviews</loc>");
    // Server-rendered, without the framework's JavaScript.
    expect((await get("/reviews")).html).not.toMatch(/__reactRouterContext|entry\.client/);
    expect((await get("/write-a-review/thanks")).html).not.toMatch(/__reactRouterContext|entry\.client/);

    expect((await admin("/admin/projects", { intent: "review-decline", id: drew, reason: "private" })).status).toBe(302);
    expect(await s.services.db.selectFrom("reviews").select("id").where("id", "=", drew).executeTakeFirst()).toBeUndefined();
    const logged = await s.services.db.selectFrom("activity_log").select(["action", "detail"]).where("action", "=", "review-decline").execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.detail).toContain("Drew");
    expect(logged[0]!.detail).toContain("private details");
  });

  it("an expired link says so clearly (410); an unknown one is 404; the form is rate-limited per address", async () => {
    const t = linkIn(
      await (await admin("/admin/projects", { intent: "review-request", for: "project", id: projectId, client_name: "Lee", email: "lee@example.com" })).text(),
    );
    await s.services.db
      .updateTable("review_requests")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "lee@example.com")
      .execute();
    const expired = await get(`/write-a-review/${t}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This link has expired");
    expect((await writeReview(t, { name: "Lee", town: "", words: WORDS, rating: "", consent: "yes" })).status).toBe(410);
    expect((await get(`/write-a-review/${"A".repeat(43)}`)).status).toBe(404);
    // Kept 30 days after it stopped working, then forgotten (swept when the next request is made).
    await s.services.db
      .updateTable("review_requests")
      .set({ expires_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("email", "=", "lee@example.com")
      .execute();
    await admin("/admin/projects", { intent: "review-request", for: "project", id: projectId, client_name: "Sam", email: "sam@example.com" });
    expect(await s.services.db.selectFrom("review_requests").select("id").where("email", "=", "lee@example.com").execute()).toHaveLength(0);
    expect((await get(`/write-a-review/${t}`)).status).toBe(404);
    const from = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await writeReview("B".repeat(43), { name: "x", town: "", words: "", rating: "", consent: "" }, from)).status);
    expect(statuses.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("upgrade to review requests (017)", () => {
  it("keeps the reviews staff typed, which stay unverified", async () => {
    const { databaseUrl, dataDir, old } = await databaseAt("2026-11-26-016-item-image-ids");
    const now = new Date().toISOString();
    await old.db
      .insertInto("reviews")
      .values({
        id: "old-review",
        client_name: "Pat",
        town: "Manson",
        project_id: null,
        service_key: "adu",
        review_date: "2025-06-01",
        words: "A letter we kept: careful work, fair price.",
        source: "a letter",
        source_url: null,
        is_published: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await old.close();
    const up = await startServer({ databaseUrl, dataDir });
    try {
      const page = decodeHtml(await (await fetch(`${up.url}/reviews`)).text());
      expect(page).toContain("A letter we kept: careful work, fair price.");
      expect(page).toContain("first posted on a letter");
      expect(page).not.toContain("Verified client</span>");
    } finally {
      await up.stop();
    }
  });
});
