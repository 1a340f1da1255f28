import path from "node:path";
import type { AppServices } from "./services.server";
import { BUCKET, localFreeSpace } from "./storage.server";

/** How long /healthz waits for the file storage's answer. */
const STORAGE_PROBE_MS = 900;

/**
 * For load balancers (/healthz): ok when the database answers and the file storage can be read,
 * each asked once with a bound (the database by its reach probe, decision 0055), so the answer comes
 * within a second however the database fails. Answered before the render lane (server/health.ts).
 */
export async function siteHealth(services: AppServices) {
  const { reach, storage, config } = services;
  const bounded = <T>(p: Promise<T>, fallback: T) => Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), STORAGE_PROBE_MS).unref())]);
  const [database, files] = await Promise.all([
    reach.check(),
    bounded(
      storage
        .get("healthz-probe")
        .then(() => true)
        .catch(() => false),
      false,
    ),
  ]);
  const ok = database && files;
  // A warning before the disk is full (decision 0020): under 5% or 200 MB left where files are kept.
  const space = storage.kind === "local" ? await localFreeSpace(path.join(config.dataDir, "storage", BUCKET, "uploads")) : null;
  const warnings: string[] = [];
  if (space && (space.freeShare < 0.05 || space.freeBytes < 200 * 1024 * 1024)) {
    warnings.push(`The picture store is nearly full: ${Math.round(space.freeBytes / 1024 / 1024)} MB left.`);
  }
  return {
    status: ok ? 200 : 503,
    body: { ok, database: database ? "ok" : "unreachable", storage: files ? "ok" : "unreachable", storageKind: storage.kind, warnings },
  };
}
