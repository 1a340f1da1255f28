import { serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTHING_FITS, offlineWrite, type OfflineRequest } from "../../app/assistant/offline.server";
import { siteFile } from "../../app/content/files.server";
import { type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { startOpenAiServer } from "../helpers/openai-server";

const profile = siteFile().profile;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** The offline writer's answer to `prompt`, for this site's profile. */
const write = (prompt: string, contentType: OfflineRequest["contentType"], personalityMode: OfflineRequest["personalityMode"]) =>
  offlineWrite({ prompt, contentType, personalityMode, profile });

/** POSTs to the assistant's endpoint as the staff member whose session `cookie` is given. */
const generate = (s: TestServer, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/api/generate-content`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
    body: JSON.stringify(body),
  });

/** A streamed answer's JSON lines; the answer must say it streams them (application/x-ndjson). */
async function streamedEvents(res: Response) {
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  return (await res.text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

describe("the offline writer (no AI configured)", () => {
  it("answers an ADU question from the ADU service page and links it", () => {
    const text = write("Can I build an ADU on my property?", "workflow", "professional");
    expect(text).toContain("(/service-adu");
    expect(text).toMatch(/ADU/);
    expect(text).toContain("Offline assistant");
  });

  it("drafts a blog post with headings and several hundred words", () => {
    const text = write("Write a blog post about building a garage with snow loads in mind", "blog", "roast");
    expect((text.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(words(text)).toBeGreaterThan(300);
    expect(text).toContain("](/");
  });

  it("is honest about an unrelated prompt and still useful", () => {
    const text = write("What's the best recipe for sourdough bread?", "workflow", "professional");
    expect(text).toContain("offline assistant");
    expect(text).toContain(NOTHING_FITS);
    expect(text).not.toMatch(/bread|sourdough/i);
    expect(text).toContain(profile.phone);
    expect(text).toContain("/service-new-construction");
  });

  it("answers a garage price question from the garage page, not the ADU page, and says we publish no prices", () => {
    const text = write("How much does a garage cost per square foot?", "workflow", "professional");
    expect(text).toMatch(/^We don't publish prices/);
    expect(text).toContain("(/service-garages");
    expect(text).not.toContain("/service-adu");
    expect(text).not.toContain("$");
  });

  it("drafts a reply to an angry customer as a letter from the company's facts, not an article passage", () => {
    const text = write("Reply to an angry customer whose remodel is running late", "page", "roast");
    expect(text).toMatch(/^Dear \[name\],/);
    expect(text).toContain("sorry");
    expect(text).toContain(profile.phone);
    expect(text).toContain(profile.companyName);
    expect(text).not.toMatch(/lighting|\]\(\/(blog|service-)/i);
  });

  it("drafts a subject the site doesn't cover as a short frame from the site's facts, with a gap to fill", () => {
    const text = write("A section about building a swimming pool", "page", "roast");
    expect(text).toMatch(/^## Building a swimming pool/);
    expect(text).toContain(`${profile.companyName} is a general contractor in ${profile.city}`);
    expect(text).toContain(profile.areaServed);
    expect(text).toContain("[Add two or three sentences about building a swimming pool");
    expect(text).not.toMatch(/sources?:|offline assistant/i);
  });

  it("answers the question in the public bar's prompt, not the user's name or the page path", () => {
    const text = write("User: Dave. Current page: /service-adu. Question: best pizza in Seattle", "workflow", "professional");
    expect(text.startsWith(NOTHING_FITS)).toBe(true);
  });

  it("teases the owner by name in roast mode and not in professional mode", () => {
    const roast = write("", "greeting", "roast");
    expect(roast).toContain(profile.ownerFirstName);
    const pro = write("how deep are foundations in frost country", "workflow", "professional");
    expect(pro).not.toContain(`${profile.ownerFirstName},`);
  });

  it("suggests short alt text for an image", () => {
    const alt = write("Suggest alt text for the image cedar-deck-at-sunset.jpg", "image", "professional");
    expect(alt.length).toBeLessThanOrEqual(180);
    expect(alt).toMatch(/^Cedar deck at sunset/);
  });
});

describe("POST /api/generate-content", () => {
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
  afterAll(() => s?.stop());

  const call = (body: unknown, headers: Record<string, string> = {}) => generate(s, cookie, body, headers);

  it("makes a staff member's greeting once a day: opening the admin again spends none of the allowance", async () => {
    const own = await staffCookie(s);
    const greet = () => call({ prompt: "", contentType: "greeting", personalityMode: "roast" }, { Cookie: own });
    const first = await (await greet()).json();
    // Greeted by their own first name (from the account's e-mail, "owner7-…@" → "Owner7"), not the owner's.
    expect(first.generatedText).toMatch(/\bOwner\d+\b/);
    expect(first.generatedText).not.toContain("Dave");
    // Far more greetings than the allowance (40 in 10 minutes): all answered, all the same one.
    for (let i = 0; i < 45; i++) expect(await (await greet()).json()).toEqual(first);
    // The allowance is untouched but for the first: 39 more questions are answered, the 40th is not.
    const asks = await Promise.all(
      Array.from({ length: 40 }, () => call({ prompt: "Tell me about decks", contentType: "workflow", personalityMode: "professional" }, { Cookie: own })),
    );
    expect(asks.filter((r) => r.status === 200)).toHaveLength(39);
    expect(asks.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it("answers {generatedText} from the offline writer, with sanitized HTML and a preview cut on a word", async () => {
    const res = await call({ prompt: "Tell me about decks", contentType: "workflow", personalityMode: "professional" });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.generatedText).toContain("/service-decks-patios");
    expect(json.html).toMatch(/<strong>[^<]+<\/strong>/);
    expect(json.html).toContain('<a href="/service-decks-patios');
    expect(json.html).not.toContain("**");
    expect(json.preview.length).toBeLessThanOrEqual(121);
    expect(json.preview).toMatch(/[A-Za-z]…$/);
    expect(json.preview).not.toMatch(/\*\*|\]\(|\[/);
    // The preview is the start of the answer's words, cut between two of them.
    const words = json.preview.slice(0, -1);
    expect(json.generatedText.replace(/\*\*/g, "").replace(/\s+/g, " ")).toContain(words);
  });

  it("streams the chat as JSON lines, ending with the sanitized HTML", async () => {
    const res = await call({ prompt: "How deep do footings go?", contentType: "workflow", personalityMode: "roast", stream: true });
    const events = await streamedEvents(res);
    expect(events.map((e) => e.text ?? "").join("")).toContain("/service-foundations");
    expect(events.at(-1)).toMatchObject({ done: true });
    expect(events.at(-1).html).toContain('<a href="/service-foundations');
  });

  it("never puts a sources footer or the offline note into a draft", async () => {
    for (const contentType of ["page", "blog", "component"]) {
      const res = await call({ prompt: "garage for a boat and snow", contentType, personalityMode: "roast" });
      const text: string = (await res.json()).generatedText;
      expect(text, contentType).toMatch(/garage/i);
      expect(text, contentType).not.toMatch(/sources?:|offline assistant|here is a draft|as an ai/i);
    }
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
    ({ s, cookie } = await serverAndOwner({ env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: "local-model", AI_TIMEOUT_MS: "1500" } }));
  });
  afterAll(async () => {
    await s.stop();
    await ai.close();
  });
  const call = (body: unknown) => generate(s, cookie, body);

  it("switches over with no code change, and gives the model the site's own passages", async () => {
    const res = await call({ prompt: "What does an ADU need?", contentType: "workflow", personalityMode: "roast" });
    expect((await res.json()).generatedText).toBe("Echo: What does an ADU need?");
    const sent = ai.requests.at(-1)!.body;
    expect(sent.model).toBe("local-model");
    expect(sent.messages[0].content).toContain("playfully tease the owner, Dave");
    expect(sent.messages[0].content).toContain("/service-adu");
  });

  it("streams when asked, piece by piece, then the HTML", async () => {
    const res = await call({ prompt: "stream me a **long** answer", contentType: "workflow", personalityMode: "professional", stream: true });
    const events = await streamedEvents(res);
    expect(events.length).toBeGreaterThan(2);
    expect(events.map((e) => e.text ?? "").join("")).toBe("Echo: stream me a **long** answer");
    expect(events.at(-1)).toEqual({ done: true, html: "<p>Echo: stream me a <strong>long</strong> answer</p>" });
  });

  it("sanitizes a model's Markdown: no raw HTML, images, event handlers or unsafe links", async () => {
    const prompt = [
      "**bold** [ours](/contact) [full](http://localhost:3999/about) [web](https://example.com/x)",
      "[js](javascript:alert(1)) [data](data:text/html,hi) [mail](mailto:a@b.example)",
      '<img src="x" onerror="alert(1)"> <script>alert(2)</script> <b onclick="x()">raw</b> ![pic](https://example.com/p.png)',
    ].join("\n\n");
    const json = await (await call({ prompt, contentType: "workflow", personalityMode: "professional" })).json();
    const html: string = json.html;
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/contact">ours</a>');
    expect(html).toContain('<a href="/about">full</a>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">web</a>');
    expect(html).not.toMatch(/javascript|data:|mailto|<img|<script|onerror|onclick|alert\(2\)|<b>/i);
    expect(html).toContain("<p>Echo: <strong>bold</strong>");
    expect(html).toContain("js");
    expect(html).toContain("raw");
  });

  it("strips a model's boilerplate from a draft, and keeps it in a chat answer", async () => {
    const prompt = "Decks\n\n## Decks\n\nCedar holds up.\n\nSources: [Decks](/service-decks-patios)\n\nAs an AI, I cannot visit sites.\n\nI hope this helps!";
    const draft: string = (await (await call({ prompt, contentType: "page", personalityMode: "roast" })).json()).generatedText;
    expect(draft).toBe("Echo: Decks\n\n## Decks\n\nCedar holds up.");
    const chat: string = (await (await call({ prompt, contentType: "workflow", personalityMode: "roast" })).json()).generatedText;
    expect(chat).toContain("Sources:");
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
