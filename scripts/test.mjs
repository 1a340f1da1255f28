// `npm test`: every check, in order, stopping at the first failure.
// typecheck, lint and build side by side → Vitest (unit + integration, real SQLite, PostgreSQL when
// DATABASE_URL is set) → Playwright in the system Chromium. Ends with one summary line.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
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
// Each entry runs after the one before; the checks inside one entry run side by side on the
// machine's cores (their output is printed whole as each ends), since each alone keeps one core busy.
const stages = [
  [["typecheck", "npx", ["react-router", "typegen"]]],
  [
    // TypeScript 7, the native compiler: the same check in a third of the time of TypeScript 5's tsc,
    // which stays installed for the tools that read its API (typescript-eslint).
    ["typecheck", "node", ["node_modules/typescript-native/bin/tsc", "--noEmit"]],
    ["lint", "npx", ["eslint", "."]],
    ["lint", "npx", ["prettier", "--check", "."]],
    ["build", "npx", ["react-router", "build"]],
  ],
  [["vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=.tmp/vitest.json"]]],
  // The unit tests again in a zone far from the business's (and from UTC), as Ghost does: dates must not depend on the machine's zone.
  [["vitest", "npx", ["vitest", "run", "tests/unit/", "app/", "--reporter=dot", "--reporter=json", "--outputFile=.tmp/vitest-tz.json"], { TZ: "Asia/Tokyo" }]],
  [["e2e", "npx", ["playwright", "test"]]],
]
  .map((stage) => stage.filter(([name]) => only.length === 0 || only.includes(name)))
  .filter((stage) => stage.length > 0);

const started = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✗ ${failed.name} failed (exit ${failed.status}) after ${failed.seconds} s`);
    summary();
    process.exit(failed.status || 1);
  }
}
summary();

/** Runs one check; beside others, its output is kept and printed whole when it ends. */
function run([name, cmd, args, env = {}], beside) {
  const t = Date.now();
  const line = `\n▶ ${name}: ${cmd} ${args.join(" ")}`;
  if (!beside) console.log(line);
  const child = spawn(cmd, args, { stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
  const out = [];
  if (beside) {
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
  }
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = ((Date.now() - t) / 1000).toFixed(1);
      if (beside) {
        console.log(line);
        process.stdout.write(Buffer.concat(out));
      }
      if (status === 0) console.log(`✓ ${name}: ${args.slice(0, 2).join(" ")} (${seconds} s)`);
      resolve({ name, status, seconds });
    });
  });
}

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
