import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  // The tests run React's production build, as the server does (tests/helpers/per-file.ts): TSX in
  // the tests compiles to its production JSX calls too.
  esbuild: { jsxDev: false },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // The site runs here as it runs on a server (scripts/start.mjs): React's production build. Vitest's
    // own NODE_ENV, "test", loads React's development build, whose checks made every render in the
    // integration tests several times slower (a fifth of a worker's busy time went to them).
    env: { NODE_ENV: "production" },
    // A PostgreSQL for the tests that need one, started here when none is configured or running.
    globalSetup: ["tests/helpers/postgres-setup.ts"],
    setupFiles: ["tests/helpers/per-file.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each worker loads the app (and the built site) once for all its files instead of once per
    // file: 122 files spent about 4 s each importing before a test ran (decision 0057). Every
    // file still gets its own database and server, so no state is shared through a module.
    isolate: false,
    fileParallelism: true,
    // Three workers on the two cores: a file waiting on its servers, the network or a child process
    // leaves a core idle, and the third fills it (Vitest used 75 % of both cores with two). Timings
    // in the tests are ratios in the same run, so a busier machine slows both sides alike.
    maxWorkers: 3,
  },
});
