import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from "~/media/gallery";
import { GALLERY_PATH, getImage, nextGallerySortOrder, updateImage } from "~/models/images.server";

/** The signed-in gallery's plain forms (they work without JavaScript): a picture's caption and category, and putting a picture back. */
export const galleryIntents: Record<string, IntentHandler> = {
  "gallery-details": {
    errorTitle: "Error saving the picture",
    async run({ values, context }) {
      const image = await getImage(context.services.db, values.id ?? "");
      if (!image || image.page_path !== GALLERY_PATH)
        return { notice: fail("gallery-details", "Error saving the picture", "That picture is not in the gallery any more."), status: 404 };
      const caption = (values.caption ?? "").trim();
      if (caption.length > 200)
        return { notice: fail("gallery-details", "Error saving the picture", "Keep the caption under 200 characters.", { id: image.id }) };
      const category = values.category ?? "";
      // A category from the list, or the one it already has (an older mix such as "adu garage").
      if (!GALLERY_CATEGORIES.some((c) => c.key === category) && category !== image.category)
        return { notice: fail("gallery-details", "Error saving the picture", "Choose one of the gallery's categories.", { id: image.id }) };
      await updateImage(context.services.db, image.id, { caption: caption || null, category });
      return {
        notice: ok("gallery-details", "Picture saved", { description: caption || image.alt_text || image.original_filename }),
        activity: `Picture saved · ${image.original_filename}`,
      };
    },
  },
  "gallery-put-back": {
    errorTitle: "Error putting the picture back",
    async run({ values, context }) {
      const { db } = context.services;
      const image = await getImage(db, values.id ?? "");
      if (!image) return { notice: fail("gallery-put-back", "Error putting the picture back", "That image is no longer in the library."), status: 404 };
      if (image.page_path === GALLERY_PATH) return { notice: ok("gallery-put-back", "Already in the gallery") };
      await updateImage(db, image.id, {
        page_path: GALLERY_PATH,
        sort_order: await nextGallerySortOrder(db),
        category: image.category ?? DEFAULT_GALLERY_CATEGORY,
      });
      return {
        notice: ok("gallery-put-back", "Picture put back", { description: image.caption || image.alt_text || image.original_filename }),
        activity: `Put back · ${image.original_filename}`,
      };
    },
  },
};
