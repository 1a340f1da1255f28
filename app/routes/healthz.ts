import path from "node:path";
import { ping } from "~/db/client.server";
import { BUCKET, localFreeSpace } from "~/platform/storage.server";
import type { Route } from "./+types/healthz";

/** For load balancers: 200 when the database answers and the file storage can be read, 503 otherwise, within a second. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, storage } = context.services;
  const timeout = <T>(p: Promise<T>, fallback: T) => Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), 900).unref())]);
  const [database, files] = await Promise.all([
    timeout(ping(db), false),
    timeout(
      storage
        .get("healthz-probe")
        .then(() => true)
        .catch(() => false),
      false,
    ),
  ]);
  const ok = database && files;
  // A warning before the disk is full (decision 0020): under 5% or 200 MB left where files are kept.
  const space = storage.kind === "local" ? await localFreeSpace(path.join(context.services.config.dataDir, "storage", BUCKET, "uploads")) : null;
  const warnings: string[] = [];
  if (space && (space.freeShare < 0.05 || space.freeBytes < 200 * 1024 * 1024)) {
    warnings.push(`The picture store is nearly full: ${Math.round(space.freeBytes / 1024 / 1024)} MB left.`);
  }
  return Response.json(
    { ok, database: database ? "ok" : "unreachable", storage: files ? "ok" : "unreachable", storageKind: storage.kind, warnings },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
