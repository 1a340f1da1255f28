import { afterAll, beforeAll } from "vitest";
import { resetClock } from "../../app/platform/clock";

// The site runs here as it runs on a server (scripts/start.mjs): React's production build. Vitest
// sets NODE_ENV to "test", which loads React's development build, whose checks made every render in
// the integration tests several times slower (a fifth of a worker's busy time went to them).
process.env.NODE_ENV = "production";

// Run before every test file. Files share a worker's modules (vitest.config.ts, isolate: false),
// so the one thing a file may leave behind in them, a moved clock, is put back on both sides.
beforeAll(() => resetClock());
afterAll(() => resetClock());
