import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it, vi } from "vitest";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { tempDir } from "../helpers/db";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "../../playwright.config";

/** `npm run dev`: Vite in the Express server, rendering from the sources with hot reload. */
describe("the development server", () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill("SIGTERM");
  });

  it("serves pages from the sources and sends the hot-reload runtime", { timeout: 90_000 }, async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: tempDir(),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    };
    // As `npm run dev` starts it: no NODE_ENV (the tests set "production" for themselves).
    delete env.NODE_ENV;
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    child.stderr!.on("data", (d) => (out += d));
    const started = Date.now();
    while (!out.includes("is running at") && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 200));
    expect(out).toContain("development: hot reload");
    // A visitor's page is rendered from the sources (and, as in production, without the runtime).
    const about = await fetch(`http://127.0.0.1:${port}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toMatch(/<h1\b/);
    // Pages that run React get the hot-reload runtime.
    const auth = await (await fetch(`http://127.0.0.1:${port}/auth`)).text();
    expect(auth).toContain("inject-hmr-runtime");
    // Vite answers the browser's module requests itself.
    expect((await fetch(`http://127.0.0.1:${port}/@vite/client`)).status).toBe(200);

    // A visitor's page reloads in the browser when a file it is made from changes.
    const probe = path.resolve("content", `.dev-reload-probe-${port}.txt`);
    writeFileSync(probe, "one");
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/about`);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/@vite/client")))).toBe(true);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      // Vite's file watcher is ready a moment after the page connects, so the file is changed again
      // until the page reloads (a wait for the event, not for a time).
      let change = 0;
      await vi.waitFor(
        async () => {
          const reloaded = page.waitForEvent("load", { timeout: 2_000 });
          writeFileSync(probe, `change ${++change}`);
          await reloaded;
        },
        { timeout: 20_000 },
      );
      // One change can reach the watcher twice, so a second reload may be under way: ask again until
      // the page answers (CI saw "Execution context was destroyed" here).
      await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker).catch(() => "still reloading")).toBeUndefined();
    } finally {
      await browser.close();
      rmSync(probe, { force: true });
    }
  });
});
