import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { replacementCaption, staffCardAnchor, staffGalleryHref, staffGalleryView } from "~/media/gallery";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { logActivity } from "~/models/activity.server";
import { GALLERY_PATH } from "~/models/images.server";
import { drawingToReplace, putPhotoInPlaceOf } from "~/services/images.server";
import { flashHeader } from "~/platform/flash.server";
import { staffHrefOf } from "./gallery.server";
import type { Route } from "./+types/admin.gallery-replace";

/** The gallery page a form came from (`back`): only the signed-in gallery's own filter, drawings and page. */
function viewOf(back: string | undefined) {
  const url = new URL(back ?? "/gallery", "http://gallery.invalid");
  return staffGalleryView(url.pathname === GALLERY_PATH ? url.searchParams : new URLSearchParams());
}

/**
 * POST multipart (a plain form, works without JavaScript): "Replace this drawing" on the signed-in
 * gallery (decision 0035). The photo goes through the library's safe upload path, then takes the
 * drawing's place and category, with the caption typed in the form (also its alt text), in one
 * transaction; the drawing leaves the gallery and stays in the Images library. A refusal goes back
 * to the page the form was on with the caption as typed, so the form shows it again. Staff only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const services = context.services;
  // Back to the gallery with what happened, as the logo upload does (a plain form's answer).
  const back = async (to: string, flash: Parameters<typeof flashHeader>[0]) => redirect(to, { headers: { "Set-Cookie": await flashHeader(flash, services) } });
  let field: (name: string) => string | undefined = () => undefined;
  const failed = (description: string) => {
    const view = viewOf(field("back"));
    const id = field("id");
    const query = new URLSearchParams(staffGalleryHref(view).split("?")[1] ?? "");
    if (id) {
      query.set("replace", id);
      query.set("caption", (field("caption") ?? "").slice(0, 200));
    }
    const to = `/gallery${query.toString() ? `?${query}` : ""}${id ? `#${staffCardAnchor(id)}` : "#gallery-tools"}`;
    return back(to, { kind: "error", title: "The drawing was not replaced", description });
  };
  try {
    // A photo over the limit is read past, so the caption typed comes back with the refusal.
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 1, 4096, { keepFields: true });
    field = form.field;
    const found = await drawingToReplace(services.db, form.field("id") ?? "");
    if ("error" in found) return failed(found.error);
    const { drawing } = found;
    const caption = (form.field("caption") ?? "").trim() || replacementCaption(drawing.category);
    if (caption.length > 200) return failed("Keep the caption under 200 characters.");
    const file = form.files.find((f) => f.bytes.length > 0);
    if (!file) return failed("Choose the photo that replaces the drawing.");
    const photo = await storeImage(services, file);
    await putPhotoInPlaceOf(services.db, drawing, photo, caption);
    await logActivity(services.db, {
      actor: user.email,
      action: "gallery-replace",
      detail: `${drawing.original_filename} → ${photo.original_filename}`,
      ip: context.clientIp,
    });
    return back(await staffHrefOf(services.db, photo.id, viewOf(form.field("back"))), {
      kind: "success",
      title: "Drawing replaced",
      description: `${photo.original_filename} now shows in its place, captioned “${caption}”.`,
    });
  } catch (error) {
    if (error instanceof UploadError) {
      // Refused while reading (a photo over the limit): the fields typed come with the refusal.
      if (field("id") === undefined) field = error.field;
      return failed(error.message);
    }
    throw error;
  }
}
