// npm run screenshots — every public page, full length, at a phone's width (390 px) and a laptop's
// (1366 px), as WebP files in docs/screenshots/ (or the folder given by --out). The laptop shots
// are stored at half size (683 px wide) to keep the folder small enough to live in git. It starts its own site
// on a throwaway copy of the seeded demo (SQLite) unless --url points at a running one.
// Prints a table of each page's height in screens, the figure #21 asks to keep small on phones.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS } from "../playwright.config";
import { PUBLIC_PATHS } from "../app/content/paths";
import { bootSite } from "./bench/boot";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = path.resolve(arg("--out") ?? "docs/screenshots");
const WIDTHS = [
  { width: 390, height: 844, name: "phone" },
  { width: 1366, height: 768, name: "laptop" },
];

const fileName = (p: string) => (p === "/" ? "home" : p.slice(1).replace(/\//g, "--"));

async function main() {
  const site = arg("--url") ? { url: arg("--url")!, stop: async () => {} } : await bootSite({ pageCache: true });
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  // Each page's height in screens, by width name.
  const heights = new Map(PUBLIC_PATHS.map((p) => [p, {} as Record<string, string>]));
  try {
    for (const w of WIDTHS) {
      const context = await browser.newContext({ viewport: { width: w.width, height: w.height }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const p of PUBLIC_PATHS) {
        await page.goto(site.url + p, { waitUntil: "load" });
        // Lazy pictures below the fold: scroll through so the full-page shot has them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const beforeFooter = await page.evaluate(() => (document.querySelector("footer")?.getBoundingClientRect().top ?? 0) + window.scrollY);
        const png = await page.screenshot({ fullPage: true, type: "png" });
        const image =
          w.width > 800 ? sharp(png, { limitInputPixels: false }).resize({ width: Math.round(w.width / 2) }) : sharp(png, { limitInputPixels: false });
        await image.webp({ quality: w.width > 800 ? 60 : 40, effort: 6 }).toFile(path.join(OUT, `${fileName(p)}-${w.width}.webp`));
        heights.get(p)![w.name] = (height / w.height).toFixed(1);
        heights.get(p)![`${w.name}-content`] = (beforeFooter / w.height).toFixed(1);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  // "Before the footer" is the figure kept at 8 or under on a phone (decision 0037; tests/e2e/public-pages.spec.ts).
  console.log(`| page | screens at 390×844 before the footer | with the footer | screens at 1366×768 |\n| --- | --- | --- | --- |`);
  for (const [p, h] of heights) console.log(`| ${p} | ${h["phone-content"]} | ${h.phone} | ${h.laptop} |`);
  console.log(`\n${heights.size * WIDTHS.length} screenshots in ${path.relative(process.cwd(), OUT)}/`);
}

await main();
