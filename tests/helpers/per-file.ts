import { afterAll, beforeAll } from "vitest";
import { resetClock } from "../../app/platform/clock";

// Run before every test file. Files share a worker's modules (vitest.config.ts, isolate: false),
// so the one thing a file may leave behind in them, a moved clock, is put back on both sides.
beforeAll(() => resetClock());
afterAll(() => resetClock());
