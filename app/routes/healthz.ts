import { ping } from "~/db/client.server";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const ok = await ping(context.services.db);
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
