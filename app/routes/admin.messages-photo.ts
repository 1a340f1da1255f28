import sharp from "sharp";
import { requireUser } from "~/auth/guard.server";
import { getLeadPhoto } from "~/models/lead-photos.server";
import type { Route } from "./+types/admin.messages-photo";

const THUMB_WIDTH = 320;

/** A photo a visitor attached to a quote request: signed-in staff only (`?size=thumb` for a small copy). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, storage } = context.services;
  const photo = /^[0-9a-f-]{36}$/.test(params.id) ? await getLeadPhoto(db, params.id) : null;
  const file = photo ? await storage.get(photo.file_path) : null;
  if (!photo || !file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const body = thumb ? await sharp(file.body).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer() : file.body;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": thumb ? "image/jpeg" : photo.mime_type,
      "Content-Length": String(body.length),
      // Private to the signed-in browser; never a shared cache.
      "Cache-Control": "private, max-age=300",
      "Content-Disposition": `inline; filename="${photo.original_filename.replace(/[^\w.-]+/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
