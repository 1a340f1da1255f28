import { data } from "react-router";
import { imageJson } from "~/media/library.server";
import { requireApiUser } from "~/auth/guard.server";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { listImages } from "~/models/images.server";
import { galleryFirst } from "~/services/images.server";
import { GALLERY_CATEGORIES } from "~/media/gallery";
import { logActivity } from "~/models/activity.server";
import type { Route } from "./+types/api.admin.images";

const noStore = { "Cache-Control": "no-store" };

/** GET: every image record, newest first (the Images tab and the image picker). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context);
  const { db, storage } = context.services;
  return data({ images: (await listImages(db)).map((r) => imageJson(storage, r)) }, { headers: noStore });
}

/**
 * POST multipart: field `file` (one or more). With `gallery=1` each becomes a gallery image
 * (uploads/{timestamp}-{index}.{ext}) with the
 * optional `caption` (also its alt text; without one, SPEC.md's "New project image - {file name}" and
 * alt "Construction project image - {file name}") and `category`; otherwise a plain upload (uploads/{timestamp}.{ext}).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  if (request.method !== "POST") return data({ error: "Use POST to upload." }, { status: 405, headers: noStore });
  const services = context.services;
  try {
    // Streamed: each file is held to UPLOAD_MAX_MB as it arrives, at most 10 files.
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 10);
    const uploads = form.files;
    if (uploads.length === 0) throw new UploadError(400, "Choose an image to upload.");
    const gallery = form.field("gallery") === "1";
    const caption = (form.field("caption") ?? "").trim();
    const category = form.field("category") ?? "";
    if (caption.length > 200) throw new UploadError(400, "Keep the caption under 200 characters.");
    if (category && !GALLERY_CATEGORIES.some((c) => c.key === category)) throw new UploadError(400, "Choose one of the gallery's categories.");
    const stored = [];
    for (const [index, file] of uploads.entries()) {
      stored.push(await storeImage(services, file, gallery ? { gallery: { index, caption: caption || null, category: category || null } } : {}));
    }
    // New photos lead the gallery, in the order they were chosen (decision 0035).
    if (gallery)
      await galleryFirst(
        services.db,
        stored.map((r) => r.id),
      );
    services.logger.info({ count: stored.length, gallery }, "images uploaded");
    await logActivity(services.db, {
      actor: user.email,
      action: "image-upload",
      detail: `${stored.map((r) => r.original_filename).join(", ")}${gallery ? " (gallery)" : ""}`,
      ip: context.clientIp,
    });
    return data({ images: stored.map((r) => imageJson(services.storage, r)) }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof UploadError) {
      // A refused body may still be arriving: close the connection instead of reading the rest.
      const headers = error.status === 413 ? { ...noStore, Connection: "close" } : noStore;
      return data({ error: error.message }, { status: error.status, headers });
    }
    services.logger.error({ err: error }, "upload failed");
    return data({ error: "The upload failed on our side. Please try again." }, { status: 500, headers: noStore });
  }
}
