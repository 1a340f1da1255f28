import { requireUser } from "~/auth/guard.server";
import { privatePhotoResponse } from "~/media/private-photo.server";
import { getLeadPhoto } from "~/models/lead-photos.server";
import type { Route } from "./+types/admin.messages-photo";

/** A photo a visitor attached to a quote request: signed-in staff only (`?size=thumb` for a small copy). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, storage } = context.services;
  const photo = /^[0-9a-f-]{36}$/.test(params.id) ? await getLeadPhoto(db, params.id) : null;
  const file = photo ? await storage.get(photo.file_path) : null;
  // Private to the signed-in browser; never a shared cache.
  return privatePhotoResponse(file, photo, new URL(request.url).searchParams.get("size") === "thumb");
}
