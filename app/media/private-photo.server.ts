import sharp from "sharp";

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
