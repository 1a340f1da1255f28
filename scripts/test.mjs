// `npm test`: every check, in order, stopping at the first failure.
// typecheck → lint → build → Vitest (unit + integration, real SQLite, PostgreSQL when
// DATABASE_URL is set) → Playwright in the system Chromium. Ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

// The browser tests use Debian's headless Chromium when it is installed, else the full one
// (playwright.config.ts); one of them, or CHROMIUM_PATH, must be there.
const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
if (!browsers.some((b) => existsSync(b))) {
  console.error(
    `Chromium not found at ${browsers.join(" or ")}: install it with \`sudo apt-get install -y chromium-headless-shell\` (Debian/Ubuntu) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
mkdirSync(".tmp", { recursive: true });
// Reports from an earlier run must not count in this run's summary.
for (const f of [".tmp/vitest.json", ".tmp/vitest-tz.json", ".tmp/playwright.json"]) rmSync(f, { force: true });

const only = process.argv.slice(2);
const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  ["lint", "npx", ["prettier", "--check", "."]],
  ["build", "npx", ["react-router", "build"]],
  ["vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=.tmp/vitest.json"]],
  // The unit tests again in a zone far from the business's (and from UTC), as Ghost does: dates must not depend on the machine's zone.
  ["vitest", "npx", ["vitest", "run", "tests/unit/", "app/", "--reporter=dot", "--reporter=json", "--outputFile=.tmp/vitest-tz.json"], { TZ: "Asia/Tokyo" }],
  ["e2e", "npx", ["playwright", "test"]],
].filter(([name]) => only.length === 0 || only.includes(name));

const started = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status}) after ${((Date.now() - t) / 1000).toFixed(1)} s`);
    summary();
    process.exit(r.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of [".tmp/vitest.json", ".tmp/vitest-tz.json"]) {
    try {
      const v = JSON.parse(readFileSync(file, "utf8"));
      passed += v.numPassedTests;
      failed += v.numFailedTests;
      skipped += v.numPendingTests + (v.numTodoTests ?? 0);
    } catch {
      /* vitest did not run */
    }
  }
  try {
    const p = JSON.parse(readFileSync(".tmp/playwright.json", "utf8"));
    passed += p.stats.expected;
    failed += p.stats.unexpected + (p.stats.flaky ?? 0);
    skipped += p.stats.skipped;
  } catch {
    /* playwright did not run */
  }
  console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}
