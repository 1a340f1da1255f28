import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/platform/config.server";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { SHORT_LEAD } from "../helpers/lead";

// TRUST_PROXY as Express takes it (hop count or subnets), and the cross-site check on every
// state-changing request.

const valid = SHORT_LEAD;

describe("TRUST_PROXY", () => {
  it("takes false, a hop count or a list of subnets, and refuses true with a clear message", () => {
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/Invalid TRUST_PROXY: .*forged X-Forwarded-For/);
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/Invalid TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/Invalid TRUST_PROXY/);
  });

  it("with one trusted hop, a forged left-most X-Forwarded-For does not dodge the contact limit", async () => {
    const s = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const post = (forged: string) =>
        fetch(`${s.url}/contact`, {
          method: "POST",
          headers: { ...FORM_HEADERS, "X-Forwarded-For": `${forged}, 203.0.113.99` },
          body: form(valid),
        });
      for (let i = 0; i < 5; i++) expect((await post(`10.9.9.${i}`)).status).toBe(200);
      // The proxy appended the real client (203.0.113.99): a new forged address changes nothing.
      expect((await post("10.9.9.200")).status).toBe(429);
    } finally {
      await s.stop();
    }
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: every post counts against the socket's address", async () => {
    const s = await startServer({ env: { TRUST_PROXY: "false" } });
    try {
      const post = (ip: string) => fetch(`${s.url}/contact`, { method: "POST", headers: { ...FORM_HEADERS, "X-Forwarded-For": ip }, body: form(valid) });
      for (let i = 0; i < 5; i++) expect((await post(`198.51.100.${i}`)).status).toBe(200);
      expect((await post("198.51.100.250")).status).toBe(429);
    } finally {
      await s.stop();
    }
  });
});

describe("cross-site requests", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ env: { SITE_URL: "https://www.lakesideridge.example" } });
  });
  afterAll(() => s.stop());

  const post = (headers: Record<string, string>, ip: string) =>
    fetch(`${s.url}/contact`, { method: "POST", headers: { ...FORM_HEADERS, "X-Forwarded-For": ip, ...headers }, body: form(valid) });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "https://www.lakesideridge.example" }],
    ["Origin: null", { Origin: "null" }],
    ["another site", { Origin: "https://evil.example" }],
    ["our host on another scheme", { Origin: "https://127.0.0.1" }],
    ["SITE_URL's host over http", { Origin: "http://www.lakesideridge.example" }],
    ["a Referer from another site, no Origin", { Referer: "https://evil.example/page" }],
  ])("refuses a post with %s (403, nothing stored)", async (_name, headers) => {
    const res = await post(headers as Record<string, string>, "192.0.2.80");
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("Cross-site requests are not allowed.");
  });

  it("accepts posts from the site's own pages and from programs that send no Origin", async () => {
    expect((await post({ Origin: s.url, "Sec-Fetch-Site": "same-origin", Referer: `${s.url}/contact` }, "192.0.2.81")).status).toBe(200);
    expect((await post({ Origin: s.url }, "192.0.2.82")).status).toBe(200);
    expect((await post({}, "192.0.2.83")).status).toBe(200);
  });
});
