import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineWrite } from "../../app/assistant/offline.server";
import { siteFile } from "../../app/content/files.server";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { startOpenAiServer } from "../helpers/openai-server";

const profile = siteFile().profile;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("the offline writer (no AI configured)", () => {
  it("answers an ADU question from the ADU service page and links it", () => {
    const text = offlineWrite({ prompt: "Can I build an ADU on my property?", contentType: "workflow", personalityMode: "professional", profile });
    expect(text).toContain("(/service-adu");
    expect(text).toMatch(/ADU/);
    expect(text).toContain("Offline assistant");
  });

  it("drafts a blog post with headings and several hundred words", () => {
    const text = offlineWrite({
      prompt: "Write a blog post about building a garage with snow loads in mind",
      contentType: "blog",
      personalityMode: "roast",
      profile,
    });
    expect((text.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(words(text)).toBeGreaterThan(300);
    expect(text).toContain("](/");
  });

  it("is honest about an unrelated prompt and still useful", () => {
    const text = offlineWrite({ prompt: "What's the best recipe for sourdough bread?", contentType: "workflow", personalityMode: "professional", profile });
    expect(text).toContain("offline assistant");
    expect(text).toContain("none of them covers");
    expect(text).toContain(profile.phone);
    expect(text).toContain("/service-new-construction");
  });

  it("teases the owner by name in roast mode and not in professional mode", () => {
    const roast = offlineWrite({ prompt: "", contentType: "greeting", personalityMode: "roast", profile });
    expect(roast).toContain(profile.ownerFirstName);
    const pro = offlineWrite({ prompt: "how deep are foundations in frost country", contentType: "workflow", personalityMode: "professional", profile });
    expect(pro).not.toContain(`${profile.ownerFirstName},`);
  });

  it("suggests short alt text for an image", () => {
    const alt = offlineWrite({
      prompt: "Suggest alt text for the image cedar-deck-at-sunset.jpg",
      contentType: "image",
      personalityMode: "professional",
      profile,
    });
    expect(alt.length).toBeLessThanOrEqual(180);
    expect(alt).toMatch(/^Cedar deck at sunset/);
  });
});

describe("POST /api/generate-content", () => {
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => {
    s = await startServer();
    cookie = await staffCookie(s);
  });
  afterAll(() => s.stop());

  const call = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
      body: JSON.stringify(body),
    });

  it("answers {generatedText} from the offline writer", async () => {
    const res = await call({ prompt: "Tell me about decks", contentType: "workflow", personalityMode: "professional" });
    expect(res.status).toBe(200);
    expect((await res.json()).generatedText).toContain("/service-decks-patios");
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ prompt: "x", contentType: "page", personalityMode: "roast" }),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ prompt: "x", contentType: "poem", personalityMode: "roast" }, /contentType must be one of/],
    [{ prompt: "x", contentType: "page", personalityMode: "snarky" }, /personalityMode must be roast or professional/],
    [{ prompt: "x".repeat(4001), contentType: "page", personalityMode: "roast" }, /at most 4000 characters/],
    [{ prompt: "   ", contentType: "page", personalityMode: "roast" }, /Please enter a prompt for content generation/],
    [{ contentType: "page", personalityMode: "roast" }, /prompt must be text/],
  ])("answers 400 with a clear message for %o", async (body, message) => {
    const res = await call(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: "{nope",
    });
    expect(res.status).toBe(400);
  });
});

describe("with an OpenAI-compatible provider configured (AI_BASE_URL)", () => {
  let ai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => {
    ai = await startOpenAiServer();
    s = await startServer({ env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: "local-model", AI_TIMEOUT_MS: "1500" } });
    cookie = await staffCookie(s);
  });
  afterAll(async () => {
    await s.stop();
    await ai.close();
  });
  const call = (body: unknown) =>
    fetch(`${s.url}/api/generate-content`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });

  it("switches over with no code change, and gives the model the site's own passages", async () => {
    const res = await call({ prompt: "What does an ADU need?", contentType: "workflow", personalityMode: "roast" });
    expect((await res.json()).generatedText).toBe("Echo: What does an ADU need?");
    const sent = ai.requests.at(-1)!.body;
    expect(sent.model).toBe("local-model");
    expect(sent.messages[0].content).toContain("playfully tease the owner, Dave");
    expect(sent.messages[0].content).toContain("/service-adu");
  });

  it("streams when asked", async () => {
    const res = await call({ prompt: "stream me a long answer", contentType: "workflow", personalityMode: "professional", stream: true });
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toBe("Echo: stream me a long answer");
  });

  it("turns provider failures into a 502 with a message", async () => {
    for (const [prompt, message] of [
      ["FAIL", /answered 500/],
      ["GARBLE", /could not read/],
      ["SLOW", /did not answer in time/],
    ] as const) {
      const res = await call({ prompt, contentType: "page", personalityMode: "roast" });
      expect(res.status, prompt).toBe(502);
      expect((await res.json()).error).toMatch(message);
    }
  });
});
