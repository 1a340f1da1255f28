import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type Client } from "../helpers/http";
import { VALID_LEAD, postContact } from "../helpers/lead";
import { startServer, type TestServer } from "../helpers/server";
import { waitFor } from "../helpers/wait";

/** The dashboard's one attention summary counts leads, spam, reviews waiting and launch items still to fix (decision 0038). */
let s: TestServer;
let owner: Client;
let editor: Client;
beforeAll(async () => {
  s = await startServer();
  owner = await signedIn(s);
  editor = await signedIn(s, "editor");
});
afterAll(() => s?.stop());

const summary = async (who: Client) => /data-testid="attention-summary"[^>]*>([^<]*)</.exec(await who.text("/admin/dashboard"))?.[1]?.trim() ?? "";

describe("the dashboard's attention summary", () => {
  it("never says nothing needs attention above unfinished launch items, and counts leads and spam with them", async () => {
    // A fresh install: the demo phone, e-mail and registration are still on the checklist.
    // The checklist's lines still to fix: those above its folded "Done" list.
    const html = await owner.text("/admin/dashboard");
    const checklist = /data-testid="site-health"[\s\S]*?(?=aria-label="Done"|<\/section>)/.exec(html)?.[0] ?? "";
    const todo = (checklist.match(/data-check="/g) ?? []).length;
    expect(todo).toBeGreaterThan(0);
    const fresh = await summary(owner);
    expect(fresh).not.toContain("Nothing needs your attention");
    expect(fresh).toBe(`Needs your attention: ${todo} launch items still to fix.`);
    // Editors have no launch checklist (its fixes are the owner's): nothing else is waiting for them.
    expect(await summary(editor)).toBe("Nothing needs your attention right now.");

    // A lead and a honeypot catch arrive.
    expect((await postContact(s, { ...VALID_LEAD, email: "lead@example.com" }, "198.51.100.61")).status).toBe(200);
    expect((await postContact(s, { ...VALID_LEAD, email: "bot@example.com", website: "http://spam.example" }, "198.51.100.62")).status).toBe(200);
    const both = await waitFor(async () => {
      const text = await summary(owner);
      return text.includes("1 new lead") && text.includes("1 in Spam") ? text : null;
    }, "the lead and the spam in the summary");
    expect(both).toBe(`Needs your attention: 1 new lead, 1 in Spam, ${todo} launch items still to fix.`);
    expect(await summary(editor)).toBe("Needs your attention: 1 new lead, 1 in Spam.");
  });
});
