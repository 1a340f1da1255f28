import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { postForm, signedIn, visitor, type Client } from "../helpers/http";
import { startSmtp } from "../helpers/smtp";
import { VALID_LEAD, postContact } from "../helpers/lead";
import { waitFor } from "../helpers/wait";
import { VISIT_SETTINGS, busyFeed, icsOf, offeredTimes, readInvite, startCalendar, visitLinks } from "../helpers/visits";
import { advanceClock, resetClock } from "../../app/platform/clock";
import { tickDailyJobs } from "../../app/trust/tick.server";

// Site visits booked by the visitor (decision 0050), over real HTTP on two instances sharing one
// database, a real SMTP sink and the owner's calendar served on loopback; SQLite and PostgreSQL.
let a: TestServer;
let b: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let calendar: Awaited<ReturnType<typeof startCalendar>>;
let owner: Client;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  smtp = await startSmtp();
  calendar = await startCalendar();
  const env = { SMTP_URL: smtp.url, OUTBOUND_ALLOW_LOOPBACK: "1" };
  a = await startServer({ env });
  b = await startServer({ env, databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
  owner = await signedIn(a, "owner");
});
afterAll(async () => {
  resetClock();
  await a?.stop();
  await b?.stop();
  await smtp?.close();
  await calendar?.close();
});

const save = (over: Record<string, string> = {}) => owner.post("/admin/settings/visits", { ...VISIT_SETTINGS, ...over });

/** A visitor's quote request on `s`: the thank-you page's booking form (its link and times). */
async function quote(s: TestServer, email: string) {
  const res = await postContact(s, { ...VALID_LEAD, email, fullName: `Client ${email.split("@")[0]}` }, nextIp());
  expect(res.status).toBe(200);
  const html = decodeHtml(await res.text());
  return { html, token: visitLinks(html)[0] ?? null, times: offeredTimes(html) };
}
const post = (s: TestServer, token: string, fields: Record<string, string>) => postForm(s, `/visit/${token}`, fields, { ip: nextIp() });
const mailTo = (address: string, subject: RegExp) =>
  waitFor(async () => smtp.mails.find((m) => m.to.includes(address) && subject.test(m.body.replace(/=\r?\n/g, ""))), `an e-mail to ${address} ${subject}`);

describe("site visits", () => {
  it("offers nothing until the owner sets windows, and refuses a window it cannot read with what to type", async () => {
    expect((await quote(a, "first@example.com")).token).toBeNull();
    const bad = await save({ windows: "Tue 11:00-8:00" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("ends before it starts");
    expect((await save()).status).toBe(302);
    const editor = await signedIn(a, "editor");
    expect((await editor.post("/admin/settings/visits", VISIT_SETTINGS)).status).toBe(403);
  });

  it("two visitors posting the same time on two instances: one booking, one told it was just taken with the other times", async () => {
    const [x, y] = await Promise.all([quote(a, "xena@example.com"), quote(b, "yuri@example.com")]);
    expect(x.times.length).toBeGreaterThan(1);
    const time = x.times[0]!;
    expect(y.times).toContain(time);
    const [rx, ry] = await Promise.all([post(a, x.token!, { slot: time }), post(b, y.token!, { slot: time })]);
    const answers = [
      { status: rx.status, html: decodeHtml(await rx.text()) },
      { status: ry.status, html: decodeHtml(await ry.text()) },
    ].sort((p, q) => p.status - q.status);
    expect(answers.map((r) => r.status)).toEqual([200, 409]);
    expect(answers[0]!.html).toContain("Your site visit is booked");
    expect(answers[1]!.html).toContain("That time was just taken. Please choose another.");
    expect(offeredTimes(answers[1]!.html)).not.toContain(time);
    expect(offeredTimes(answers[1]!.html).length).toBeGreaterThan(0);
    const rows = await a.services.db.selectFrom("visits").selectAll().where("start_at", "=", time).execute();
    expect(rows).toHaveLength(1);
    // The booked client and the owner get the invite, in Pacific time, at the chosen instant.
    const booked = rows[0]!.lead_id === (await leadId("xena@example.com")) ? "xena@example.com" : "yuri@example.com";
    const invite = readInvite(icsOf((await mailTo(booked, /Your site visit is booked/)).body));
    expect(invite).toMatchObject({ method: "REQUEST", tzid: "America/Los_Angeles", start: time, status: "CONFIRMED", hasStamp: true, hasTimezone: true });
    expect(invite.attendee).toBe(`mailto:${booked}`);
    const staff = readInvite(icsOf((await mailTo(owner.email, /Site visit booked/)).body));
    expect(staff.uid).toBe(invite.uid);
    const lead = await a.services.db.selectFrom("contact_messages").select("lead_status").where("email", "=", booked).executeTakeFirstOrThrow();
    expect(lead.lead_status).toBe("visit_booked");
    expect(await owner.text("/admin/messages")).toContain("Visit booked");
  });

  it("the move and cancel links work once each; the second use is refused clearly", async () => {
    const q = await quote(a, "mona@example.com");
    expect((await post(a, q.token!, { slot: q.times[1]! })).status).toBe(200);
    const mail = await mailTo("mona@example.com", /Your site visit is booked/);
    const [move, cancel] = visitLinks(mail.body);
    const page = decodeHtml(await (await fetch(`${a.url}/visit/${move}`)).text());
    expect(page).toContain("Move your site visit");
    const other = offeredTimes(page).find((t) => t !== q.times[1])!;
    const moved = await post(a, move!, { slot: other });
    expect(moved.status).toBe(200);
    expect(decodeHtml(await moved.text())).toContain("Your site visit was moved");
    const again = await post(b, move!, { slot: offeredTimes(page).at(-1)! });
    expect(again.status).toBe(410);
    expect(decodeHtml(await again.text())).toContain("This link was already used");
    // The first e-mail's cancel link was replaced by the move's; the new one cancels, once.
    expect((await post(a, cancel!, {})).status).toBe(410);
    const movedMail = await mailTo("mona@example.com", /Your site visit is now/);
    expect(readInvite(icsOf(movedMail.body))).toMatchObject({ start: other, sequence: 1 });
    const cancel2 = visitLinks(movedMail.body)[1]!;
    const done = await post(a, cancel2, {});
    expect(done.status).toBe(200);
    expect(decodeHtml(await done.text())).toContain("Your site visit is cancelled");
    expect((await post(a, cancel2, {})).status).toBe(410);
    expect(readInvite(icsOf((await mailTo("mona@example.com", /Your site visit on .* is cancelled/)).body))).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
    });
    // The time is free again.
    expect((await quote(a, "next@example.com")).times).toContain(other);
  });

  it("staff book a visit from the lead; the reminder goes the day before, once", async () => {
    await quote(a, "rita@example.com");
    const id = await leadId("rita@example.com");
    const page = await owner.text("/admin/messages");
    const time = [...page.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]!).find((t) => Date.parse(t) > Date.now() + 3 * 86_400_000)!;
    const res = await owner.post("/admin/messages", { intent: "visit-book", id, slot: time });
    expect(res.status).toBe(302);
    await mailTo("rita@example.com", /Your site visit is booked/);
    expect(await tickDailyJobs(a.services)).toBeTruthy();
    expect(smtp.mails.some((m) => m.to.includes("rita@example.com") && /A reminder of your site visit/.test(m.body))).toBe(false);
    advanceClock(Date.parse(time) - Date.now() - 20 * 3_600_000);
    await Promise.all([tickDailyJobs(a.services), tickDailyJobs(b.services)]);
    const reminders = smtp.mails.filter((m) => m.to.includes("rita@example.com") && /A reminder of your site visit/.test(m.body));
    expect(reminders).toHaveLength(1);
    resetClock();
    const anonymous = await postForm(a, "/admin/messages", { intent: "visit-cancel", id, visitId: "x" });
    expect([401, 302, 303]).toContain(anonymous.status);
  });

  it("the owner's calendar address serves booked visits; a new address retires the old one", async () => {
    const made = await owner.post("/admin/settings/visits", { intent: "visit-calendar-new" });
    const link = /\/calendar\/visits\/[A-Za-z0-9_-]+\.ics/.exec(decodeHtml(await made.text()))![0];
    const feed = await fetch(`${a.url}${link}`);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(await feed.text()).toContain("Client rita");
    await owner.post("/admin/settings/visits", { intent: "visit-calendar-new" });
    expect((await fetch(`${a.url}${link}`)).status).toBe(404);
  });

  it("hides the busy times of the owner's calendar, and offers nothing while it cannot be read (the dashboard says why)", async () => {
    const before = (await quote(a, "busy1@example.com")).times;
    const hidden = before[0]!;
    calendar.state.body = busyFeed([{ start: Date.parse(hidden) + 10 * 60_000, end: Date.parse(hidden) + 20 * 60_000 }]);
    expect((await save({ feedUrl: calendar.url })).status).toBe(302);
    const after = (await quote(b, "busy2@example.com")).times;
    expect(after).not.toContain(hidden);
    expect(after).toContain(before.at(-1));
    const settings = await owner.text("/admin/settings/visits");
    expect(settings).toContain("1 busy time ahead");
    expect(settings).not.toContain(calendar.url);
    calendar.state.status = 500;
    await save({ feedUrl: `${calendar.url}?v=2` });
    expect((await quote(a, "busy3@example.com")).token).toBeNull();
    const dashboard = await owner.text("/admin/dashboard");
    expect(dashboard).toContain("your calendar could not be read");
    expect(dashboard).toContain("The calendar's server answered 500.");
    await save({ feedUrl: `http://127.0.0.1:${calendar.port}/huge.ics` });
    expect(await owner.text("/admin/dashboard")).toContain("The calendar is larger than 1024 KB.");
    calendar.state.status = 200;
    await owner.post("/admin/settings/visits", { ...VISIT_SETTINGS, forgetFeed: "on" });
  });

  it("a person's download holds their visits and their erase removes them", async () => {
    const id = await leadId("rita@example.com");
    const zip = await owner.post("/admin/messages/person/download", { id });
    expect(zip.status).toBe(200);
    const counts = decodeHtml(await (await owner.get(`/admin/messages/person/delete?id=${id}`)).text());
    const n = /name="leads" value="(\d+)"/.exec(counts)![1]!;
    expect((await owner.post("/admin/messages/person/delete", { id, leads: n })).status).toBeLessThan(400);
    expect(await a.services.db.selectFrom("visits").select("id").where("lead_id", "=", id).execute()).toHaveLength(0);
    expect(await a.services.db.selectFrom("visit_links").select("id").where("lead_id", "=", id).execute()).toHaveLength(0);
    expect(await visitor(a).text("/privacy")).toContain("you may book a site visit");
  });
});

async function leadId(email: string) {
  return (await a.services.db.selectFrom("contact_messages").select("id").where("email", "=", email).orderBy("created_at", "desc").executeTakeFirstOrThrow())
    .id;
}
