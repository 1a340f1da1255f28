import type { Request, Response } from "express";
import { advanceClock, clockNow } from "../app/platform/clock";

/**
 * Browser tests move a test server's clock instead of waiting for it (decision 0046): with
 * TEST_CLOCK=1 in its environment, and only then, `POST /__test/clock?advance=MS` from loopback
 * moves this process's clock forward and answers the new time. A server without TEST_CLOCK=1 has
 * no such address (404 like any unknown page).
 */
export const testClockEnabled = () => process.env.TEST_CLOCK === "1";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function testClock(req: Request, res: Response) {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) return res.status(403).type("text/plain").send("Loopback only.");
  const ms = Number(req.query.advance);
  if (!Number.isFinite(ms) || Math.abs(ms) > 366 * 24 * 3600 * 1000) return res.status(400).type("text/plain").send("advance=MS, at most a year.");
  advanceClock(ms);
  res.type("application/json").send(JSON.stringify({ now: new Date(clockNow()).toISOString() }));
}
