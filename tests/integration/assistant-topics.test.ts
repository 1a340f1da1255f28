import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTHING_FITS } from "../../app/assistant/offline.server";
import { siteFile } from "../../app/content/files.server";
import { BOILERPLATE, DRAFTS, QUESTIONS, firstLink } from "../helpers/assistant-topics";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";

/**
 * Does the offline assistant answer on topic? 30 questions through the public bar's request
 * (professional, "User … Current page … Question …") and 10 Generate drafts, through the real
 * HTTP API of the built server. Prints a table; asserts at least 27/30 and 10/10.
 */
const profile = siteFile().profile;

describe("the offline assistant stays on topic (real HTTP, no AI configured)", () => {
  let s: TestServer;
  // 40 calls: two staff accounts keep each under the 40-per-10-minutes limit.
  let cookies: string[];
  let n = 0;
  beforeAll(async () => {
    s = await startServer();
    cookies = [await staffCookie(s), await staffCookie(s, "editor")];
  });
  afterAll(() => s.stop());

  async function generate(body: object) {
    const res = await fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookies[n++ % cookies.length]! },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { generatedText: string; html: string; preview: string };
  }

  it("answers at least 27 of 30 questions from the right page, and says the one plain sentence when nothing fits", async () => {
    const rows: Array<{ question: string; topic: string; answeredFrom: string; onTopic: string }> = [];
    let onTopic = 0;
    for (const c of QUESTIONS) {
      const { generatedText: text } = await generate({
        prompt: `User: Dave. Current page: /about. Question: ${c.q}`,
        contentType: "workflow",
        personalityMode: "professional",
      });
      const link = firstLink(text);
      const forbidden = (c.forbid ?? []).some((f) => text.includes(f));
      const ok = c.offSite
        ? text.includes(NOTHING_FITS)
        : c.contact
          ? text.includes(profile.phone) && text.includes("(/contact)") && !text.includes(NOTHING_FITS)
          : !!link && c.pages!.includes(link) && !forbidden && !text.includes(NOTHING_FITS);
      if (ok) onTopic++;
      rows.push({
        question: c.q,
        topic: c.topic,
        answeredFrom: c.offSite ? (text.includes(NOTHING_FITS) ? "(nothing fits)" : String(link)) : String(link),
        onTopic: ok ? "yes" : "no",
      });
    }
    console.table(rows);
    console.log(`Questions on topic: ${onTopic}/${QUESTIONS.length}`);
    expect(onTopic).toBeGreaterThanOrEqual(27);
    // Off-site questions never get a passage: all of them get the plain sentence.
    const offSite = rows.filter((r) => r.topic === "off-site");
    expect(offSite.every((r) => r.answeredFrom === "(nothing fits)")).toBe(true);
  });

  it("writes all 10 drafts on the requested subject, with no sources footer or boilerplate", async () => {
    const rows: Array<{ prompt: string; type: string; topic: string; onTopic: string }> = [];
    let onTopic = 0;
    for (const c of DRAFTS) {
      const { generatedText: text } = await generate({ prompt: c.prompt, contentType: c.contentType, personalityMode: "roast" });
      const lower = text.toLowerCase();
      const ok = c.must.some((m) => lower.includes(m.toLowerCase())) && !(c.forbid ?? []).some((f) => text.includes(f)) && !BOILERPLATE.test(text);
      if (ok) onTopic++;
      rows.push({ prompt: c.prompt, type: c.contentType, topic: c.topic, onTopic: ok ? "yes" : "no" });
    }
    console.table(rows);
    console.log(`Drafts on topic: ${onTopic}/${DRAFTS.length}`);
    expect(onTopic).toBe(DRAFTS.length);
  });
});
