import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { postForm, signedIn, type Client } from "../helpers/http";
import { readableMail as readable, startSmtp } from "../helpers/smtp";
import { GARAGE_QUOTE } from "../helpers/lead";
import { waitFor } from "../helpers/wait";
import ICAL from "ical.js";
import { VISIT_SETTINGS, icsOf, offeredTimes, readInvite, visitLinks } from "../helpers/visits";
import { dayLabel, slotLabel, timeRange } from "../../app/visits/slots";
import { advanceClock, resetClock } from "../../app/platform/clock";
import { tickDailyJobs } from "../../app/trust/tick.server";
import { UI_ES_VISIT } from "../../app/content/ui-es-visit";

/**
 * The site visit booked in Spanish (issue 49, decision 0069), over real HTTP with a real SMTP server
 * on loopback, on SQLite and PostgreSQL: after a quote from /es/contact the thank-you offers es-US
 * times posting to /es/visit/…; the booking page, its answers, the e-mails, their links and the
 * invite are in Spanish; staff see that the visitor booked in Spanish; English leads are unchanged.
 */
let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Client;
let ip = 0;
const nextIp = () => `198.51.100.${120 + ++ip}`;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startServer({ env: { SMTP_URL: smtp.url } });
  owner = await signedIn(s, "owner");
  const saved = await owner.post("/admin/settings/visits", VISIT_SETTINGS);
  expect(saved.status).toBe(302);
});
afterAll(async () => {
  resetClock();
  await s?.stop();
  await smtp?.close();
});

/** A quote request posted as the browser posts it, from the Spanish or the English contact page. */
async function quote(path: "/es/contact" | "/contact", email: string) {
  const res = await fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextIp() },
    body: new URLSearchParams({ ...GARAGE_QUOTE, email, fullName: `Lucía ${email.split("@")[0]}` }),
  });
  expect(res.status).toBe(200);
  const html = decodeHtml(await res.text());
  const offer = html.slice(html.indexOf("data-visit-offer"));
  return { html, action: /<form[^>]* action="([^"]+)"/.exec(offer)?.[1] ?? null, times: offeredTimes(html) };
}
const mailTo = (address: string, words: string) =>
  waitFor(async () => smtp.mails.find((m) => m.to.includes(address) && readable(m.body).includes(words)), `an e-mail to ${address} with "${words}"`);
/** Visits last an hour here. */
const hourAfter = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
/** The Spanish booking links an e-mail holds. */
const spanishLinks = (text: string) => [...readable(text).matchAll(/\/es\/visit\/([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!);
const summaryOf = (ics: string) => String(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!.getFirstPropertyValue("summary"));
const leadId = async (email: string) =>
  (await s.services.db.selectFrom("contact_messages").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

describe("the Spanish thank-you's visit offer", () => {
  it("offers es-US times in Spanish and posts to the Spanish booking page, which books in Spanish", async () => {
    const q = await quote("/es/contact", "ana@example.com");
    expect(q.html).toContain("Reserve ahora su visita al terreno");
    expect(q.html).toContain("Las horas son en hora del Pacífico (Chelan, WA).");
    expect(q.html).not.toContain("Book your site visit now");
    expect(q.action).toMatch(/^\/es\/visit\/[A-Za-z0-9_-]{20,}$/);
    const first = q.times[0]!;
    expect(q.html).toContain(`<legend class="font-semibold text-lake-900">${dayLabel(first, "es")}</legend>`);
    expect(q.html).toContain(timeRange(first, hourAfter(first), "es"));
    expect(q.html).toMatch(/\d:\d\d a\.\s?m\./);

    const res = await postForm(s, q.action!, { slot: first }, { ip: nextIp() });
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toMatch(/<html lang="es-US"/);
    expect(html).toContain("Su visita al terreno está reservada");
    expect(html).toContain(`${slotLabel({ start: first, end: hourAfter(first) }, "es").replace(/^./, (c) => c.toUpperCase())}.`);
    expect(html).toContain("Le mandamos la invitación para su calendario a ana@example.com");
    expect(html).toContain("<title>Su visita al terreno | ");
  });

  it("an English quote's offer is unchanged: English times posting to /visit/", async () => {
    const q = await quote("/contact", "sam@example.com");
    expect(q.html).toContain("Book your site visit now");
    expect(q.action).toMatch(/^\/visit\/[A-Za-z0-9_-]{20,}$/);
    expect(q.html).toContain(`>${dayLabel(q.times[0]!)}</legend>`);
  });
});

describe("a Spanish lead's booking e-mails and links", () => {
  it("the auto-reply's link, the confirmation, its invite and its move and cancel links are Spanish; staff's stay English and say so", async () => {
    const email = "rosa@example.com";
    const q = await quote("/es/contact", email);
    const reply = readable((await mailTo(email, "Escoja una hora para su visita gratis al terreno")).body);
    const bookFromMail = spanishLinks(reply)[0]!;
    expect(reply).toMatch(/https?:\/\/[^/\s]+\/es\/visit\/[A-Za-z0-9_-]{20,}/);
    // The e-mailed link opens the booking page in Spanish, with es-US times.
    const page = decodeHtml(await (await fetch(`${s.url}/es/visit/${bookFromMail}`)).text());
    expect(page).toMatch(/<html lang="es-US"/);
    expect(page).toContain("Reserve su visita al terreno");
    expect(page).toContain("Reservar esta hora");
    expect(page).toContain(`>${dayLabel(offeredTimes(page)[0]!, "es")}</legend>`);
    // None of the booking's English words is left on it (the page's text, tags and scripts aside).
    const words = page.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
    for (const english of Object.keys(UI_ES_VISIT)) expect(words, english).not.toContain(english);
    expect(words).not.toMatch(/\b(AM|PM)\b|Pacific time/);

    const time = q.times[1]!;
    expect((await postForm(s, q.action!, { slot: time }, { ip: nextIp() })).status).toBe(200);
    const mail = await mailTo(email, "Su visita al terreno está reservada para el");
    const text = readable(mail.body);
    expect(text).toContain("Hola, Lucía:");
    expect(text).toContain(`Su visita al terreno está reservada para el ${slotLabel({ start: time, end: hourAfter(time) }, "es")}.`);
    expect(text).toContain("Registro de contratista en Washington");
    expect(text).not.toMatch(/To cancel the visit|Your site visit/);
    const [move, cancel] = spanishLinks(mail.body);
    expect(visitLinks(mail.body)).toEqual([move, cancel]);
    const invite = icsOf(mail.body);
    expect(readInvite(invite)).toMatchObject({ method: "REQUEST", start: time, tzid: "America/Los_Angeles" });
    expect(summaryOf(invite)).toMatch(/^Visita al terreno: .+ con Lucía rosa$/);
    expect(invite).toContain("Garaje en 120 Lakeshore Rd\\, Manson");

    // Staff get English, told the client's e-mails are in Spanish; the same event.
    const staff = await mailTo(owner.email, "Site visit booked: Lucía rosa");
    expect(readable(staff.body)).toContain("Language: Spanish: the client's visit e-mails and links are in Spanish, so answer in Spanish");
    expect(summaryOf(icsOf(staff.body))).toMatch(/^Site visit: /);
    expect(readInvite(icsOf(staff.body)).uid).toBe(readInvite(invite).uid);
    const messages = await owner.text("/admin/messages");
    expect(decodeHtml(messages.slice(messages.indexOf("Lucía rosa")))).toContain("Booked in Spanish: the client's visit e-mails and links are in Spanish.");

    // The move link: the page and the "just taken" answer in Spanish.
    const movePage = decodeHtml(await (await fetch(`${s.url}/es/visit/${move}`)).text());
    expect(movePage).toContain("Cambie la hora de su visita al terreno");
    expect(movePage).toContain(`Ahora su visita es el ${slotLabel({ start: time, end: hourAfter(time) }, "es")}.`);
    const other = offeredTimes(movePage)[0]!;
    const rival = await quote("/contact", "rival@example.com");
    expect((await postForm(s, rival.action!, { slot: other }, { ip: nextIp() })).status).toBe(200);
    const taken = await postForm(s, `/es/visit/${move}`, { slot: other }, { ip: nextIp() });
    expect(taken.status).toBe(409);
    const takenHtml = decodeHtml(await taken.text());
    expect(takenHtml).toContain("Alguien acaba de reservar esa hora. Escoja otra, por favor.");
    expect(takenHtml).not.toContain("That time was just taken");
    const none = await postForm(s, `/es/visit/${move}`, {}, { ip: nextIp() });
    expect(none.status).toBe(400);
    expect(decodeHtml(await none.text())).toContain("Escoja una hora.");

    // The cancel link, once: then "already used", in Spanish.
    const done = await postForm(s, `/es/visit/${cancel}`, {}, { ip: nextIp() });
    expect(done.status).toBe(200);
    expect(decodeHtml(await done.text())).toContain("Su visita al terreno está cancelada");
    const cancelled = await mailTo(email, "Su visita al terreno del ");
    expect(readInvite(icsOf(cancelled.body))).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
    const used = decodeHtml(await (await fetch(`${s.url}/es/visit/${cancel}`)).text());
    expect(used).toContain("Este enlace ya se usó");
    const unknown = await fetch(`${s.url}/es/visit/not-a-real-link-at-all-xyz`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toContain("no-store");
    expect(decodeHtml(await unknown.text())).toContain("Este enlace no funciona");
  });

  it("staff book a Spanish lead's visit: the client's mail and the day-before reminder are Spanish", async () => {
    const email = "elena@example.com";
    await quote("/es/contact", email);
    const id = await leadId(email);
    const page = await owner.text("/admin/messages");
    const time = [...page.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]!).find((t) => Date.parse(t) > Date.now() + 3 * 86_400_000)!;
    expect((await owner.post("/admin/messages", { intent: "visit-book", id, slot: time })).status).toBe(302);
    const mail = readable((await mailTo(email, "Su visita al terreno está reservada para el")).body);
    expect(mail).toMatch(/\/es\/visit\/[A-Za-z0-9_-]{20,}/);
    advanceClock(Date.parse(time) - Date.now() - 20 * 3_600_000);
    await tickDailyJobs(s.services);
    const raw = (await mailTo(email, "Le recordamos su visita al terreno")).body;
    const reminder = readable(raw);
    expect(reminder).toContain(`Le recordamos su visita al terreno: ${slotLabel({ start: time, end: hourAfter(time) }, "es")}.`);
    // The subject, a MIME encoded word (RFC 2047) for its "ñ".
    const subject = /^Subject: (.+(?:\r?\n[ \t].+)*)/m.exec(raw)![1]!.replace(/\r?\n[ \t]/g, "");
    const decoded = subject.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_m, q: string) => readable(q.replace(/_/g, " ")));
    expect(decoded).toContain("Recordatorio: su visita al terreno es mañana");
    resetClock();
  });

  it("an English lead's e-mails and links are unchanged", async () => {
    const email = "sam2@example.com";
    const q = await quote("/contact", email);
    const reply = readable((await mailTo(email, "Choose a time for your free site visit")).body);
    expect(reply).not.toContain("/es/visit/");
    expect((await postForm(s, q.action!, { slot: q.times.at(-1)! }, { ip: nextIp() })).status).toBe(200);
    const mail = await mailTo(email, "Your site visit is booked for");
    expect(readable(mail.body)).toContain("Hi Lucía,");
    expect(spanishLinks(mail.body)).toEqual([]);
    expect(visitLinks(mail.body)).toHaveLength(2);
    expect(summaryOf(icsOf(mail.body))).toMatch(/^Site visit: /);
    const staff = readable((await mailTo(owner.email, "Site visit booked: Lucía sam2")).body);
    expect(staff).not.toContain("Language: Spanish");
  });
});
