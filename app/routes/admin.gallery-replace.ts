import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { inTransaction } from "~/db/client.server";
import { isDemoDrawing } from "~/media/demo-drawings.server";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { logActivity } from "~/models/activity.server";
import { GALLERY_PATH, getImage, updateImage } from "~/models/images.server";
import { flashHeader } from "~/platform/flash.server";
import type { Route } from "./+types/admin.gallery-replace";

/**
 * POST multipart (a plain form, works without JavaScript): "Replace this drawing" on the signed-in
 * gallery (decision 0035). The photo goes through the library's safe upload path, then takes the
 * drawing's place, caption and category in one transaction; the drawing leaves the gallery and
 * stays in the Images library. Staff only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const services = context.services;
  // Back to the gallery with what happened, as the logo upload does (a plain form's answer).
  const back = async (flash: Parameters<typeof flashHeader>[0]) =>
    redirect("/gallery#gallery-tools", { headers: { "Set-Cookie": await flashHeader(flash, services) } });
  const failed = (description: string) => back({ kind: "error", title: "The drawing was not replaced", description });
  try {
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 1, 4096, { keepFields: true });
    const drawing = await getImage(services.db, form.field("id") ?? "");
    if (!drawing || drawing.page_path !== GALLERY_PATH) return failed("That drawing is not in the gallery any more.");
    if (!isDemoDrawing(drawing.file_path)) return failed("That picture is already a photo. Use Remove, then upload the new one.");
    const file = form.files.find((f) => f.bytes.length > 0);
    if (!file) return failed("Choose the photo that replaces the drawing.");
    const photo = await storeImage(services, file);
    await inTransaction(services.db, async (tx) => {
      await updateImage(tx, photo.id, {
        page_path: GALLERY_PATH,
        sort_order: drawing.sort_order,
        caption: drawing.caption,
        category: drawing.category,
        alt_text: drawing.caption || null,
      });
      await updateImage(tx, drawing.id, { page_path: null });
    });
    await logActivity(services.db, {
      actor: user.email,
      action: "gallery-replace",
      detail: `${drawing.original_filename} → ${photo.original_filename}`,
      ip: context.clientIp,
    });
    return back({
      kind: "success",
      title: "Drawing replaced",
      description: `${photo.original_filename} now shows in its place${drawing.caption ? `, captioned “${drawing.caption}”` : ""}.`,
    });
  } catch (error) {
    if (error instanceof UploadError) return failed(error.message);
    throw error;
  }
}
