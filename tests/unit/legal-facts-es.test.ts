import { describe, expect, it } from "vitest";
import { accessibilityLimits, alertsLead, eraseKeeps, thirdPartySentences, type ThirdPartyFacts } from "../../app/content/legal-facts";
import { channelSentenceEs } from "../../app/content/legal-facts-es";
import { ALERT_CHANNELS } from "../../app/leads/alert-channels";
import { QUOTE_FIELD_PURPOSES, QUOTE_FIELD_PURPOSES_IN_ES } from "../../app/services/privacy-facts.server";

// The legal pages' fact sentences in both languages (issue 49, decision 0065): each fact chooses
// the same sentences in Spanish as in English, a provider not in use is named in neither, and every
// alert channel and form field has its Spanish twin.

const FACTS: ThirdPartyFacts[] = [
  { map: null, video: null },
  { map: "OpenStreetMap", video: null },
  { map: null, video: "YouTube" },
  { map: "OpenStreetMap", video: "YouTube" },
];

describe("the legal facts in Spanish", () => {
  it.each(FACTS.map((f) => [JSON.stringify(f), f] as const))("%s: the same sentences in both languages, providers named only when in use", (_n, f) => {
    for (const fn of [accessibilityLimits, thirdPartySentences]) {
      const en = fn(f, "en");
      const es = fn(f, "es");
      expect(es.map((s) => s.id)).toEqual(en.map((s) => s.id));
      const text = es.map((s) => s.text).join(" ");
      for (const [k, name] of [
        ["map", "OpenStreetMap"],
        ["video", "YouTube"],
      ] as const)
        expect(text.includes(name)).toBe(Boolean(f[k]));
      for (const s of es) expect(s.text).not.toBe(en.find((e) => e.id === s.id)!.text);
    }
  });

  it("the alert lead follows whether any channel is on, in Spanish", () => {
    expect(alertsLead(0, "es")).toMatch(/No se manda ningún aviso/);
    expect(alertsLead(2, "es")).toMatch(/de estas maneras:$/);
    expect(alertsLead(2, "es")).not.toMatch(/No se manda/);
  });

  it("the erase sentence carries the years kept", () => {
    expect(eraseKeeps(6, "es")).toMatch(/se guarda 6 años después de la firma/);
    expect(eraseKeeps(3, "es")).toMatch(/se guarda 3 años/);
  });

  it("every alert channel has a Spanish sentence naming the host it sends to", () => {
    const state = { webhookUrl: "https://hooks.example/x", smsGateway: "https://sms-gateway.example", pushHosts: ["fcm.googleapis.com"] };
    const business = { email: "office@lakesideridge.example", companyName: "Lakeside Ridge Builders" };
    for (const c of ALERT_CHANNELS) expect(channelSentenceEs(c.id, state, business), c.id).toBeTruthy();
    expect(channelSentenceEs("webhook", state, business)).toContain("hooks.example");
    expect(channelSentenceEs("sms", state, business)).toContain("sms-gateway.example");
    expect(channelSentenceEs("push", state, business)).toContain("fcm.googleapis.com");
    expect(channelSentenceEs("email", state, business)).toContain("office@lakesideridge.example");
  });

  it("every quote form field has its Spanish purpose", () => {
    expect(Object.keys(QUOTE_FIELD_PURPOSES_IN_ES).sort()).toEqual(Object.keys(QUOTE_FIELD_PURPOSES).sort());
    expect(QUOTE_FIELD_PURPOSES_IN_ES.photos.label).toMatch(/^Fotos \(opcional, hasta \d+\)$/);
  });
});
