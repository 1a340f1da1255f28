import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { requireUser } from "~/auth/guard.server";
import type { Db } from "~/db/schema";

const THUMB_WIDTH = 320;

/**
 * A private photo's answer (a lead's photo for staff, a job page's for its link, decision 0051): the stored file, or a small copy for
 * `thumb`; private to the browser that asked, never a shared cache.
 */
export async function privatePhotoResponse(
  file: { body: Buffer | Uint8Array } | null,
  photo: { mime_type: string; original_filename: string } | null,
  thumb: boolean,
) {
  if (!photo || !file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const body = thumb ? await sharp(file.body).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer() : file.body;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": thumb ? "image/jpeg" : photo.mime_type,
      "Content-Length": String(body.length),
      "Cache-Control": "private, max-age=300",
      "Content-Disposition": `inline; filename="${photo.original_filename.replace(/[^\w.-]+/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A staff photo route's loader: signed-in staff only; the photo `find` gives for the id in the
 * address (`?size=thumb` for a small copy), or 404.
 */
export function staffPhotoLoader(find: (db: Db, id: string) => Promise<{ file_path: string; mime_type: string; original_filename: string } | null>) {
  return async ({ request, params, context }: { request: Request; params: { id: string }; context: AppLoadContext }) => {
    await requireUser(request, context);
    const { db, storage } = context.services;
    const photo = /^[0-9a-f-]{36}$/.test(params.id) ? await find(db, params.id) : null;
    const file = photo ? await storage.get(photo.file_path) : null;
    return privatePhotoResponse(file, photo, new URL(request.url).searchParams.get("size") === "thumb");
  };
}
