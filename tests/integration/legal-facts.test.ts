import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { serverWithOwner, visitor } from "../helpers/http";
import type { TestServer } from "../helpers/server";
import { getLeadSettings, getProfile, saveLeadSettings, saveProfile } from "../../app/models/settings.server";
import { getSmsSettings, saveSmsSettings } from "../../app/sms/sms.server";
import { deleteSubscription, saveSubscription } from "../../app/push/push.server";
import { getVisitSettings, saveVisitSettings } from "../../app/models/visits.server";

// The legal pages built only from facts (decision 0054): each feature turned on and off, and the
// sentence that names it follows, on the privacy notice and the accessibility statement, in English
// and on their Spanish twins (decision 0065); a provider that is not in use is never named in either
// language. Pages are read as the owner (never from the page cache) and once as a visitor through
// the cache. SQLite and PostgreSQL.

const t = serverWithOwner();
const P256DH = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const AUTH = "tBHItJI5svbpez7KI4CCXg";
const PUSH_ENDPOINT = "https://updates.push.services.mozilla.com/wpush/v2/abc123";

type Page = "/privacy" | "/accessibility";
const PAGES = ["/privacy", "/accessibility", "/es/privacy", "/es/accessibility"] as const;
interface Feature {
  name: string;
  set(s: TestServer, on: boolean): Promise<void>;
  /** What shows on which page while the feature is on (and must be gone while it is off); `es` on the page's Spanish twin. */
  shows: { page: Page; marker: RegExp; es: RegExp }[];
  /** Words that may appear only while it is on (a provider's name), on every page. */
  names?: string[];
}

const config = (s: TestServer) => s.services.config as { smtpUrl?: string; analytics: boolean };
const ownerId = async (s: TestServer) => (await sql<{ id: string }>`select id from "user" where email = ${t.owner.email}`.execute(s.services.db)).rows[0]!.id;

const FEATURES: Feature[] = [
  {
    name: "mail (SMTP_URL)",
    set: async (s, on) => void (config(s).smtpUrl = on ? "smtp://127.0.0.1:2525" : undefined),
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="email"[^>]*>E-mail: a summary of your request/,
        es: /data-channel="email"[^>]*>Correo electrónico: un resumen de su solicitud/,
      },
    ],
  },
  {
    name: "the auto-reply (with mail on)",
    set: async (s, on) => {
      config(s).smtpUrl = "smtp://127.0.0.1:2525";
      const l = await getLeadSettings(s.services.db);
      // Each page speaks of its own language's reply: both on, or both off.
      await saveLeadSettings(s.services.db, {
        ...l,
        autoReply: on ? "Thank you, we will answer within a day." : "",
        autoReplyEs: on ? "Gracias, le contestamos en un día." : "",
      });
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="auto-reply"[^>]*>An automatic reply goes to the e-mail address you gave/,
        es: /data-channel="auto-reply"[^>]*>Una respuesta automática llega al correo electrónico que usted dio/,
      },
    ],
  },
  {
    name: "the webhook",
    set: async (s, on) => {
      const l = await getLeadSettings(s.services.db);
      await saveLeadSettings(s.services.db, { ...l, webhookUrl: on ? "https://hooks.zapier-like.example/new-lead" : "" });
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="webhook"[^>]*>Webhook: your name[^<]*hooks\.zapier-like\.example/,
        es: /data-channel="webhook"[^>]*>Webhook: su nombre[^<]*se mandan a hooks\.zapier-like\.example/,
      },
    ],
    names: ["hooks.zapier-like.example"],
  },
  {
    name: "lead texts (SMS)",
    set: async (s, on) => {
      const sms = await getSmsSettings(s.services.db);
      await saveSmsSettings(s.services.db, {
        ...sms,
        enabled: on,
        baseUrl: "https://sms-gateway.example",
        accountSid: "AC0123456789abcdef",
        tokenSealed: on ? "v1.sealed" : "",
        fromNumber: "+15095550100",
        ownerMobile: "+15095550101",
      });
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="sms"[^>]*>Text message: [^<]*sms-gateway\.example/,
        es: /data-channel="sms"[^>]*>Mensaje de texto: [^<]*sms-gateway\.example/,
      },
    ],
    names: ["sms-gateway.example"],
  },
  {
    name: "push notifications (a staff device)",
    set: async (s, on) => {
      if (on) await saveSubscription(s.services.db, await ownerId(s), { endpoint: PUSH_ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }, "Firefox");
      else await deleteSubscription(s.services.db, await ownerId(s), PUSH_ENDPOINT);
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="push"[^>]*>Notification: [^<]*updates\.push\.services\.mozilla\.com/,
        es: /data-channel="push"[^>]*>Notificación: [^<]*updates\.push\.services\.mozilla\.com/,
      },
    ],
    names: ["updates.push.services.mozilla.com"],
  },
  {
    name: "visit counting (ANALYTICS)",
    set: async (s, on) => void (config(s).analytics = on),
    shows: [
      {
        page: "/privacy",
        marker: /data-facts="visits"[^>]*><li>No cookies are set for visitors, and no outside analytics/,
        es: /data-facts="visits"[^>]*><li>No se guardan cookies de los visitantes, y no se usa ningún servicio externo de estadísticas/,
      },
    ],
  },
  {
    name: "site visits (visit windows in Settings → Site visits)",
    set: async (s, on) => {
      const v = await getVisitSettings(s.services.db);
      await saveVisitSettings(s.services.db, { ...v, windows: on ? [{ day: 2, from: 8 * 60, to: 11 * 60 }] : [] });
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-channel="site-visits"[^>]*>After a request you may book a site visit/,
        es: /data-channel="site-visits"[^>]*>Después de una solicitud, usted puede apartar una visita al terreno/,
      },
    ],
  },
  {
    name: "a video set in Settings → Business",
    set: async (s, on) => {
      const p = await getProfile(s.services.db);
      const key = Object.keys(p.videos)[0]!;
      await saveProfile(s.services.db, { ...p, videos: { ...p.videos, [key]: on ? "dQw4w9WgXcQ" : "" } });
    },
    shows: [
      {
        page: "/privacy",
        marker: /data-fact="third-party-video"[^>]*>A video is a picture until you play it[^<]*YouTube/,
        es: /data-fact="third-party-video"[^>]*>Un video es una imagen hasta que usted lo reproduce[^<]*YouTube/,
      },
      { page: "/accessibility", marker: /data-fact="video"[^>]*>The videos are on YouTube/, es: /data-fact="video"[^>]*>Los videos están en YouTube/ },
    ],
    names: ["YouTube"],
  },
];

async function page(s: TestServer, path: (typeof PAGES)[number]) {
  const res = await t.owner.get(path);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

/** Every feature off: the state each row starts from. */
async function allOff(s: TestServer) {
  for (const f of FEATURES) await f.set(s, false);
  config(s).smtpUrl = undefined;
}

describe("the legal pages follow the site's facts", () => {
  it.each(FEATURES.map((f) => [f.name, f] as const))("%s: its sentence shows while it is on and is gone while it is off", async (_name, f) => {
    const { s } = t;
    await allOff(s);
    for (const on of [true, false, true]) {
      await f.set(s, on);
      const pages = Object.fromEntries(await Promise.all(PAGES.map(async (p) => [p, await page(s, p)] as const))) as Record<(typeof PAGES)[number], string>;
      const absent = (m: RegExp) => new RegExp(`^(?![\\s\\S]*${m.source})`);
      for (const { page: p, marker, es } of f.shows) {
        expect(pages[p], `${f.name} ${on ? "on" : "off"} on ${p}`).toMatch(on ? marker : absent(marker));
        expect(pages[`/es${p}`], `${f.name} ${on ? "on" : "off"} on /es${p}`).toMatch(on ? es : absent(es));
        // The Spanish page never carries the English sentence, whatever the feature's state.
        expect(pages[`/es${p}`], `English on /es${p}`).toMatch(absent(marker));
      }
      // Named where its sentence is while on (in both languages); named nowhere while off.
      const shown = new Set(f.shows.flatMap((x) => [x.page, `/es${x.page}`]));
      for (const name of f.names ?? [])
        for (const [p, html] of Object.entries(pages))
          if (!on || shown.has(p)) expect(html.includes(name), `${name} on ${p} while ${on ? "on" : "off"}`).toBe(on);
    }
    await allOff(s);
  });

  it("with every alert off, the notice says no one is alerted (no claim of being told at once)", async () => {
    const { s } = t;
    await allOff(s);
    const html = await page(s, "/privacy");
    expect(html).toContain("No alert (e-mail, text message, notification or webhook) is sent");
    expect(html).not.toContain("told at once");
    expect([...html.matchAll(/data-channel="([^"]+)"/g)].map((m) => m[1])).toEqual(["messages"]);
    await f("email", s, true);
    const on = await page(s, "/privacy");
    expect(on).toContain("They are also told of it at once, in these ways:");
    expect(on).not.toContain("No alert (e-mail");
    // The same on the Spanish notice: the lead follows the channels.
    expect(await page(s, "/es/privacy")).toContain("Además se le avisa en el momento, de estas maneras:");
    await f("email", s, false);
    const es = await page(s, "/es/privacy");
    expect(es).toContain("No se manda ningún aviso (correo electrónico, mensaje de texto, notificación ni webhook)");
    expect(es).not.toContain("Además se le avisa");
    expect([...es.matchAll(/data-channel="([^"]+)"/g)].map((m) => m[1])).toEqual(["messages"]);
    await allOff(s);
  });

  it("names only the map the Contact page really opens, and never a provider not in use", async () => {
    const { s } = t;
    await allOff(s);
    const contact = await (await fetch(`${s.url}/contact`)).text();
    expect(contact).toContain("openstreetmap.org");
    for (const p of PAGES) {
      const html = await page(s, p);
      expect(html).toContain("OpenStreetMap");
      for (const absent of ["Google", "YouTube", "Vimeo", "Twilio", "Zapier"]) expect(html, `${absent} on ${p}`).not.toContain(absent);
    }
    expect(await page(s, "/accessibility")).toMatch(/data-fact="map"[^>]*>The map on the Contact page is a picture[^<]*OpenStreetMap's/);
    expect(await page(s, "/es/accessibility")).toMatch(/data-fact="map"[^>]*>El mapa de la página de contacto es una imagen[^<]*es de OpenStreetMap/);
    expect(await page(s, "/es/privacy")).toMatch(/data-fact="third-party-map"[^>]*>El mapa de la página de contacto es una imagen[^<]*OpenStreetMap/);
  });

  it("a staff device turned off leaves the visitor's (cached) privacy notice at once", async () => {
    const { s } = t;
    await allOff(s);
    const push = FEATURES.find((x) => x.name.startsWith("push"))!;
    await push.set(s, true);
    const v = visitor(s);
    expect(await v.text("/privacy")).toContain("Notification:");
    expect(await v.text("/privacy")).toContain("Notification:");
    expect(await v.text("/es/privacy")).toContain("Notificación:");
    // Turned off through the device's own request, as the browser does, so the page cache hears of the write.
    const res = await fetch(`${s.url}/api/admin/push`, {
      method: "POST",
      headers: { Cookie: t.owner.cookie, Origin: s.url, "Content-Type": "application/json" },
      body: JSON.stringify({ remove: PUSH_ENDPOINT }),
    });
    expect(res.status).toBe(200);
    expect(await v.text("/privacy")).not.toContain("Notification:");
    expect(await v.text("/es/privacy")).not.toContain("Notificación:");
  });
});

/** Turns on one named channel alone (used by the lead-sentence test). */
async function f(channel: "email", s: TestServer, on: boolean) {
  if (channel === "email") config(s).smtpUrl = on ? "smtp://127.0.0.1:2525" : undefined;
}
