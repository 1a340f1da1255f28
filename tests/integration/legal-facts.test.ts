import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { serverWithOwner, visitor } from "../helpers/http";
import type { TestServer } from "../helpers/server";
import { getLeadSettings, getProfile, saveLeadSettings, saveProfile } from "../../app/models/settings.server";
import { getSmsSettings, saveSmsSettings } from "../../app/sms/sms.server";
import { deleteSubscription, saveSubscription } from "../../app/push/push.server";

// The legal pages built only from facts (decision 0054): each feature turned on and off, and the
// sentence that names it follows, on the privacy notice and the accessibility statement; a provider
// that is not in use is never named. Pages are read as the owner (never from the page cache) and
// once as a visitor through the cache. SQLite and PostgreSQL.

const t = serverWithOwner();
const P256DH = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const AUTH = "tBHItJI5svbpez7KI4CCXg";
const PUSH_ENDPOINT = "https://updates.push.services.mozilla.com/wpush/v2/abc123";

type Page = "/privacy" | "/accessibility";
interface Feature {
  name: string;
  set(s: TestServer, on: boolean): Promise<void>;
  /** What shows on which page while the feature is on (and must be gone while it is off). */
  shows: { page: Page; marker: RegExp }[];
  /** Words that may appear only while it is on (a provider's name), on both pages. */
  names?: string[];
}

const config = (s: TestServer) => s.services.config as { smtpUrl?: string; analytics: boolean };
const ownerId = async (s: TestServer) => (await sql<{ id: string }>`select id from "user" where email = ${t.owner.email}`.execute(s.services.db)).rows[0]!.id;

const FEATURES: Feature[] = [
  {
    name: "mail (SMTP_URL)",
    set: async (s, on) => void (config(s).smtpUrl = on ? "smtp://127.0.0.1:2525" : undefined),
    shows: [{ page: "/privacy", marker: /data-channel="email"[^>]*>E-mail: a summary of your request/ }],
  },
  {
    name: "the auto-reply (with mail on)",
    set: async (s, on) => {
      config(s).smtpUrl = "smtp://127.0.0.1:2525";
      const l = await getLeadSettings(s.services.db);
      await saveLeadSettings(s.services.db, { ...l, autoReply: on ? "Thank you, we will answer within a day." : "" });
    },
    shows: [{ page: "/privacy", marker: /data-channel="auto-reply"[^>]*>An automatic reply goes to the e-mail address you gave/ }],
  },
  {
    name: "the webhook",
    set: async (s, on) => {
      const l = await getLeadSettings(s.services.db);
      await saveLeadSettings(s.services.db, { ...l, webhookUrl: on ? "https://hooks.zapier-like.example/new-lead" : "" });
    },
    shows: [{ page: "/privacy", marker: /data-channel="webhook"[^>]*>Webhook: [^<]*hooks\.zapier-like\.example/ }],
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
    shows: [{ page: "/privacy", marker: /data-channel="sms"[^>]*>Text message: [^<]*sms-gateway\.example/ }],
    names: ["sms-gateway.example"],
  },
  {
    name: "push notifications (a staff device)",
    set: async (s, on) => {
      if (on) await saveSubscription(s.services.db, await ownerId(s), { endpoint: PUSH_ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }, "Firefox");
      else await deleteSubscription(s.services.db, await ownerId(s), PUSH_ENDPOINT);
    },
    shows: [{ page: "/privacy", marker: /data-channel="push"[^>]*>Notification: [^<]*updates\.push\.services\.mozilla\.com/ }],
    names: ["updates.push.services.mozilla.com"],
  },
  {
    name: "visit counting (ANALYTICS)",
    set: async (s, on) => void (config(s).analytics = on),
    shows: [{ page: "/privacy", marker: /data-facts="visits"[^>]*><li>No cookies are set for visitors, and no outside analytics/ }],
  },
  {
    name: "a video set in Settings → Business",
    set: async (s, on) => {
      const p = await getProfile(s.services.db);
      const key = Object.keys(p.videos)[0]!;
      await saveProfile(s.services.db, { ...p, videos: { ...p.videos, [key]: on ? "dQw4w9WgXcQ" : "" } });
    },
    shows: [
      { page: "/privacy", marker: /data-fact="third-party-video"[^>]*>A video is a picture until you play it[^<]*YouTube/ },
      { page: "/accessibility", marker: /data-fact="video"[^>]*>The videos are on YouTube/ },
    ],
    names: ["YouTube"],
  },
];

async function page(s: TestServer, path: Page) {
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
      const pages = { "/privacy": await page(s, "/privacy"), "/accessibility": await page(s, "/accessibility") };
      for (const { page: p, marker } of f.shows)
        expect(pages[p], `${f.name} ${on ? "on" : "off"} on ${p}`).toMatch(on ? marker : new RegExp(`^(?![\\s\\S]*${marker.source})`));
      // Named where its sentence is while on; named nowhere while off.
      const shown = new Set(f.shows.map((x) => x.page));
      for (const name of f.names ?? [])
        for (const [p, html] of Object.entries(pages))
          if (!on || shown.has(p as Page)) expect(html.includes(name), `${name} on ${p} while ${on ? "on" : "off"}`).toBe(on);
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
    await allOff(s);
  });

  it("names only the map the Contact page really opens, and never a provider not in use", async () => {
    const { s } = t;
    await allOff(s);
    const contact = await (await fetch(`${s.url}/contact`)).text();
    expect(contact).toContain("openstreetmap.org");
    for (const p of ["/privacy", "/accessibility"] as const) {
      const html = await page(s, p);
      expect(html).toContain("OpenStreetMap");
      for (const absent of ["Google", "YouTube", "Vimeo", "Twilio", "Zapier"]) expect(html, `${absent} on ${p}`).not.toContain(absent);
    }
    expect(await page(s, "/accessibility")).toMatch(/data-fact="map"[^>]*>The map on the Contact page is a picture[^<]*OpenStreetMap's/);
  });

  it("a staff device turned off leaves the visitor's (cached) privacy notice at once", async () => {
    const { s } = t;
    await allOff(s);
    const push = FEATURES.find((x) => x.name.startsWith("push"))!;
    await push.set(s, true);
    const v = visitor(s);
    expect(await v.text("/privacy")).toContain("Notification:");
    expect(await v.text("/privacy")).toContain("Notification:");
    // Turned off through the device's own request, as the browser does, so the page cache hears of the write.
    const res = await fetch(`${s.url}/api/admin/push`, {
      method: "POST",
      headers: { Cookie: t.owner.cookie, Origin: s.url, "Content-Type": "application/json" },
      body: JSON.stringify({ remove: PUSH_ENDPOINT }),
    });
    expect(res.status).toBe(200);
    expect(await v.text("/privacy")).not.toContain("Notification:");
  });
});

/** Turns on one named channel alone (used by the lead-sentence test). */
async function f(channel: "email", s: TestServer, on: boolean) {
  if (channel === "email") config(s).smtpUrl = on ? "smtp://127.0.0.1:2525" : undefined;
}
