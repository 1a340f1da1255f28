import { data } from "react-router";
import { z } from "zod";
import { requireApiUser } from "~/auth/guard.server";
import { removeFromGallery, reorderGallery } from "~/services/images.server";
import { logActivity } from "~/models/activity.server";
import type { Route } from "./+types/api.admin.gallery";

const body = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reorder"), ids: z.array(z.string().min(1).max(64)).min(1).max(1000) }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1).max(64) }),
]);

/** Gallery order and removal. Removing takes an image off the gallery; it stays in the Images tab. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const { db } = context.services;
  const json = await request.json().catch(() => null);
  const parsed = body.safeParse(json);
  if (!parsed.success) return data({ error: "Send {intent: 'reorder', ids: [...]} or {intent: 'remove', id}." }, { status: 400 });
  if (parsed.data.intent === "reorder") {
    const ids = parsed.data.ids;
    const r = await reorderGallery(db, ids);
    if ("error" in r) return data({ error: r.error }, { status: 400 });
    await logActivity(db, { actor: user.email, action: "gallery-reorder", detail: `${ids.length} images`, ip: context.clientIp });
    return data({ ok: true });
  }
  const r = await removeFromGallery(db, parsed.data.id);
  if ("error" in r) return data({ error: r.error }, { status: 404 });
  const { image } = r;
  await logActivity(db, { actor: user.email, action: "gallery-remove", detail: image.original_filename, ip: context.clientIp });
  return data({ ok: true });
}
