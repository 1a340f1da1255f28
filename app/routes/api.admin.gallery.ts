import { data } from "react-router";
import { z } from "zod";
import { requireApiUser } from "~/auth/guard.server";
import { GALLERY_PATH, getImage, listGallery, reorderGallery, updateImage } from "~/models/images.server";
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
    const known = new Set((await listGallery(db)).map((r) => r.id));
    const ids = parsed.data.ids;
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length)
      return data({ error: "The order names images that are not in the gallery." }, { status: 400 });
    await reorderGallery(db, ids);
    await logActivity(db, { actor: user.email, action: "gallery-reorder", detail: `${ids.length} images`, ip: context.clientIp });
    return data({ ok: true });
  }
  const image = await getImage(db, parsed.data.id);
  if (!image || image.page_path !== GALLERY_PATH) return data({ error: "That image is not in the gallery." }, { status: 404 });
  await updateImage(db, image.id, { page_path: null });
  await logActivity(db, { actor: user.email, action: "gallery-remove", detail: image.original_filename, ip: context.clientIp });
  return data({ ok: true });
}
