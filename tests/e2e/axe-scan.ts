import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";

/**
 * The current axe-core (a pinned devDependency), WCAG 2.1 A and AA plus best practice, on the whole
 * page and every frame in it (the page editor's live preview), with no rule turned off (decision 0039).
 *
 * axe is put into each frame once and run from the top frame, which collects the frames' results
 * itself. @axe-core/playwright did the same through a fresh blank page per call to assemble the
 * results, which made a scan about four times slower (26 s against 7 s for the 41 public pages at
 * 390 px, decision 0057) without checking anything more.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The contexts whose new pages and frames already get axe as they are created. */
const primed = new WeakSet<BrowserContext>();

/** Each violation as "rule (what it asks): the elements", so a failure names what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  // From the first scan on, every page and frame this context opens gets axe as it is created: the
  // 550 KB source crosses the DevTools connection once instead of once per page (about 50 ms a scan).
  const context = page.context();
  if (!primed.has(context)) {
    primed.add(context);
    await context.addInitScript({ content: axeSource });
  }
  // A frame the page is about to fill is scanned once it has its page: the page editor posts its
  // preview into a named frame after hydrating, and until then axe would ping a blank document on
  // its way out, wait its whole pingWaitTime (10 s) and leave the preview unchecked.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("iframe")].every((f) => {
        if (!f.name && !f.getAttribute("src")) return true;
        const doc = f.contentDocument;
        // Another origin's frame: axe reaches it through its own messages.
        if (!doc) return true;
        return doc.URL !== "about:blank" && doc.readyState === "complete";
      }),
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  // Children first, so a frame's axe is listening before the top frame asks it. A frame still
  // loading would answer with the document it is about to replace, so each is loaded first; the
  // source is sent only to a document that was open before the first scan.
  for (const frame of [...page.frames()].reverse()) {
    if (frame.isDetached()) continue;
    await frame
      .waitForLoadState("load")
      .then(() => frame.evaluate(() => Boolean((window as unknown as { axe?: unknown }).axe)))
      .then((present) =>
        present
          ? undefined
          : frame.evaluate((src) => {
              if (!(window as unknown as { axe?: unknown }).axe) (0, eval)(src);
            }, axeSource),
      )
      .catch(() => {
        /* a frame that navigated away meanwhile has nothing left to check */
      });
  }
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe
        .run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
          // A frame has half a second to answer axe's ping by default, and one that does not is left
          // out without a word: on a busy machine the editor's preview could go unchecked.
          pingWaitTime: 10_000,
        })
        .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))),
    TAGS,
  );
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
