import { ping } from "~/db/client.server";
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
  return Response.json(
    { ok, database: database ? "ok" : "unreachable", storage: files ? "ok" : "unreachable", storageKind: storage.kind },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
