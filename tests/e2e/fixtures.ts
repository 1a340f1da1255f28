import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Browser, Page } from "@playwright/test";

/**
 * Staff pages paint before their scripts run (app/platform/boot.ts): the runtime starts after the
 * first frame, which can be after the load event Playwright waits for. Until it has hydrated,
 * forms post like plain HTML, so a test that checks what the scripts do waits for it.
 */
export async function hydrated(page: Page) {
  // Polled on a timer: a page in the background paints no frames, so frame-based polling could wait forever.
  await page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"), undefined, {
    polling: 100,
    timeout: 15_000,
  });
}

/** Playwright's test, whose page waits for the runtime after every goto and reload. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const res = await goto(...args);
      await hydrated(page);
      return res;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const res = await reload(...args);
      await hydrated(page);
      return res;
    };
    await provide(page);
  },
});
