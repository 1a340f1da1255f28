import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { SETTINGS_SCREENS, savedTarget } from "~/admin/settings-screens";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { getBrand } from "~/models/brand.server";
import { getProfile } from "~/models/settings.server";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { saveBrandWithHistory } from "./admin.settings.brand.server";
import type { Route } from "./+types/admin.settings-logo";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const INTENT = "brand-logo-upload";
const BRAND_SCREEN = SETTINGS_SCREENS.find((s) => s.slug === "brand")!;

/**
 * POST multipart (a plain form, works without JavaScript): Settings → Brand → the logo. The file
 * goes through the library's safe path like every upload (the bytes decide: JPEG, PNG, WebP, AVIF
 * or GIF, never SVG; UPLOAD_MAX_MB and the pixel cap; metadata stripped; variants made), then the
 * brand names it, with history. Owners only (/admin/settings is owner-only).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const services = context.services;
  const back = async (flash: Parameters<typeof flashHeader>[0]) =>
    // Back beside the upload form on the Brand screen, with what happened (decision 0038).
    redirect(savedTarget(BRAND_SCREEN, INTENT), {
      headers: { "Set-Cookie": await flashHeader({ ...flash, beside: INTENT }, services) },
    });
  try {
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 1);
    const file = form.files[0];
    if (!file) return back({ kind: "error", title: "The logo was not saved", description: "Choose a picture of the logo to upload." });
    // The library record is described as the header describes the logo (decision 0035): the dashboard's alt-text check stays green.
    const image = await storeImage(services, file, { alt: `${(await getProfile(services.db)).companyName} logo` });
    const brand = await getBrand(services.db);
    await saveBrandWithHistory(
      services.db,
      { ...brand, logo: { imageId: image.id, path: image.file_path, width: image.width ?? 320, height: image.height ?? 80 } },
      user.email,
      `Logo ${image.original_filename}`,
    );
    await logActivity(services.db, { actor: user.email, action: INTENT, detail: image.original_filename, ip: context.clientIp });
    return back({ kind: "success", title: "Logo saved", description: "Every page's header shows it now." });
  } catch (error) {
    if (error instanceof UploadError) return back({ kind: "error", title: "The logo was not saved", description: error.message });
    throw error;
  }
}
