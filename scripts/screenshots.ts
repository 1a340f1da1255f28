// npm run screenshots — every public page and every admin screen (signed in as an owner), full
// length, at a phone's width (390 px) and a laptop's (1366 px), as WebP files in docs/screenshots/
// (or the folder given by --out). The laptop shots
// are stored at half size (683 px wide) to keep the folder small enough to live in git. It starts its own site
// on a throwaway copy of the seeded demo (SQLite) unless --url points at a running one.
// Prints a table of each page's height in screens, the figure #21 asks to keep small on phones.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS } from "../playwright.config";
import { PUBLIC_PATHS } from "../app/content/paths";
import { bootSite, ownerCookie } from "./bench/boot";
import { ADMIN_PATHS } from "../tests/helpers/admin-screens";

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

const fileName = (p: string) =>
  p === "/"
    ? "home"
    : decodeURIComponent(p)
        .slice(1)
        .replace(/\?(path|kind)=\/?/, "--")
        .replace(/[/?=&]+/g, "--")
        .replace(/-+$/, "");

type Width = (typeof WIDTHS)[number];
const WEBP_MAX = 16_383;

/** One full-length shot: lazy pictures scrolled into view first. Its height and its height before the footer, in screens. */
async function shoot(page: Page, url: string, file: string, w: Width) {
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const beforeFooter = await page.evaluate(() => {
    const footer = document.querySelector("footer");
    return footer ? footer.getBoundingClientRect().top + window.scrollY : document.documentElement.scrollHeight;
  });
  const png = await page.screenshot({ fullPage: true, type: "png" });
  const sized =
    w.width > 800
      ? await sharp(png, { limitInputPixels: false })
          .resize({ width: Math.round(w.width / 2) })
          .png()
          .toBuffer()
      : png;
  // WebP holds at most 16,383 px a side: a longer screen keeps its top (its height is still in the table).
  const { width = 0, height: shotHeight = 0 } = await sharp(sized, { limitInputPixels: false }).metadata();
  const image = sharp(sized, { limitInputPixels: false });
  if (shotHeight > WEBP_MAX) image.extract({ left: 0, top: 0, width, height: WEBP_MAX });
  await image.webp({ quality: w.width > 800 ? 60 : 40, effort: 6 }).toFile(path.join(OUT, `${file}-${w.width}.webp`));
  return { all: (height / w.height).toFixed(1), content: (beforeFooter / w.height).toFixed(1) };
}

async function main() {
  const booted = arg("--url") ? null : await bootSite({ pageCache: true });
  const site = booted ?? { url: arg("--url")!, stop: async () => {} };
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  // Each page's height in screens, by width name.
  const heights = new Map([...PUBLIC_PATHS, ...(booted ? ADMIN_PATHS : [])].map((p) => [p, {} as Record<string, string>]));
  try {
    // The owner's screens need an owner: only on the site this script started.
    const cookie = booted ? (await ownerCookie(booted.url, booted.services.auth)).split("=") : null;
    for (const w of WIDTHS) {
      // Visitors' pages in a fresh browser, then the owner's screens with his session.
      for (const [paths, signedIn] of [
        [PUBLIC_PATHS, false],
        [cookie ? ADMIN_PATHS : [], true],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: w.width, height: w.height }, deviceScaleFactor: 1 });
        if (signedIn && cookie) await context.addCookies([{ name: cookie[0]!, value: cookie.slice(1).join("="), url: site.url }]);
        const page = await context.newPage();
        for (const p of paths) {
          const h = await shoot(page, site.url + p, fileName(p), w);
          heights.get(p)![w.name] = h.all;
          heights.get(p)![`${w.name}-content`] = h.content;
        }
        await context.close();
      }
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
