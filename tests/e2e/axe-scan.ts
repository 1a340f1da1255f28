import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The current axe-core (a pinned devDependency) run by @axe-core/playwright 4.13, whose own
 * axe-core is older: the wrapper 4.14 asks for Node 22.12, and the site also runs on Node 20
 * (decision 0039). WCAG 2.1 A and AA plus best practice, on the whole page, with no rule turned off.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Each violation as "rule (what it asks): the elements", so a failure names what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page, axeSource }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return r.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
