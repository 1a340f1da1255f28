import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** The system Chromium's flags here: no sandbox as root, and no calls out of this closed network (the benchmarks use them too). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The test site's data folder (another E2E_PORT gets its own, so two runs don't share one). */
export const E2E_DATA_DIR = E2E_PORT === 3210 ? ".tmp/e2e-data" : `.tmp/e2e-data-${E2E_PORT}`;
/** A second site, wired to an OpenAI-compatible server on loopback, for the assistant's failure paths. */
export const E2E_AI_PORT = E2E_PORT + 1;
const FAKE_AI_PORT = E2E_PORT + 2;
export const E2E_ADMIN = { email: "dave@lakesideridge.example", password: "lakeside-ridge-e2e-password" };
/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's headless build of the same Chromium
 * (package chromium-headless-shell, the engine Playwright itself tests headless with), else the
 * full /usr/bin/chromium. The headless build runs the suite in about 35 % less time (decision 0057).
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on the two cores, as Vitest runs three: with two, the cores were 82 % busy (a test
  // waiting on a save, a mail or a site starting leaves one idle); the suite took 311 s, with three 295 s.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".tmp/playwright.json" }]] : [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    // The suite asks for less motion, as a visitor's device may: pages skip their cross-fades.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: TEST_CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
        DATA_DIR: E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "loopback",
        OUTBOUND_ALLOW_LOOPBACK: "1",
      },
    },
    {
      command: "node --import tsx tests/helpers/openai-server-cli.ts",
      port: FAKE_AI_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      env: { FAKE_AI_PORT: String(FAKE_AI_PORT) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_AI_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E_AI_PORT),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${E2E_AI_PORT}`,
        DATA_DIR: `${E2E_DATA_DIR}-ai`,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        AI_TIMEOUT_MS: "3000",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "loopback",
        OUTBOUND_ALLOW_LOOPBACK: "1",
      },
    },
  ],
});
