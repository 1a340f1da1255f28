import type { AppLoadContext } from "react-router";
import { runAdminAction, type IntentHandler } from "~/admin/action.server";
import type { Db } from "~/db/schema";
import { fail, ok } from "~/forms/notice";
import { isDemoDrawing } from "~/media/demo-drawings.server";
import { filterGallery, staffCardAnchor, staffGalleryHref, staffGalleryPageOf, staffGalleryView, type StaffGalleryView } from "~/media/gallery";
import { listGallery } from "~/models/images.server";
import { moveInGallery, putBackInGallery, saveGalleryDetails } from "~/services/images.server";

/**
 * Where the signed-in gallery shows a picture: the page of `view` that holds it (the same filter),
 * else its page of the whole gallery, at its card.
 */
export async function staffHrefOf(db: Db, id: string, view: StaffGalleryView) {
  const all = (await listGallery(db)).map((r) => ({ id: r.id, category: r.category ?? "", drawing: isDemoDrawing(r.file_path) }));
  const matching = filterGallery(all, view.filter).filter((r) => !view.drawings || r.drawing);
  const inView = matching.findIndex((r) => r.id === id);
  const place =
    inView >= 0
      ? { ...view, page: staffGalleryPageOf(inView) }
      : {
          filter: "all",
          drawings: false,
          page: staffGalleryPageOf(
            Math.max(
              0,
              all.findIndex((r) => r.id === id),
            ),
          ),
        };
  return `${staffGalleryHref(place)}#${staffCardAnchor(id)}`;
}

/**
 * The signed-in gallery's plain forms. A success goes back to the page the form was on (its
 * address carries the filter and page), or to the page the picture moved to.
 */
export function galleryAction(request: Request, context: AppLoadContext) {
  const view = staffGalleryView(new URL(request.url).searchParams);
  let landing: string | null = null;
  const land = async (db: Db, id: string) => void (landing = await staffHrefOf(db, id, view));
  return runAdminAction(request, context, () => landing ?? `${staffGalleryHref(view)}#gallery-tools`, galleryIntents(land));
}

/** The signed-in gallery's plain forms (they work without JavaScript): a picture's place, caption and category, and putting a picture back. */
const galleryIntents = (land: (db: Db, id: string) => Promise<void>): Record<string, IntentHandler> => ({
  // Move to first, up or down (decision 0035): buttons beside drag and drop, plain forms.
  "gallery-move": {
    errorTitle: "Error moving the picture",
    async run({ values, context }) {
      const { db } = context.services;
      const r = await moveInGallery(db, values.id ?? "", values.to ?? "");
      if ("error" in r) return { notice: fail("gallery-move", "Error moving the picture", r.error), ...(r.status ? { status: r.status } : {}) };
      const { image, place, of } = r;
      await land(db, image.id);
      const name = image.caption || image.alt_text || image.original_filename;
      return {
        notice: ok("gallery-move", "Picture moved", { description: `${name} is now number ${place} of ${of}.` }),
        activity: `Moved ${r.move} · ${image.original_filename}`,
      };
    },
  },
  "gallery-details": {
    errorTitle: "Error saving the picture",
    async run({ values, context }) {
      const r = await saveGalleryDetails(context.services.db, values.id ?? "", values.caption ?? "", values.category ?? "");
      if ("error" in r)
        return r.status
          ? { notice: fail("gallery-details", "Error saving the picture", r.error), status: r.status }
          : { notice: fail("gallery-details", "Error saving the picture", r.error, { id: values.id }) };
      const { image, caption } = r;
      await land(context.services.db, image.id);
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
      const r = await putBackInGallery(db, values.id ?? "");
      if ("error" in r) return { notice: fail("gallery-put-back", "Error putting the picture back", r.error), status: 404 };
      const { image } = r;
      if (r.already) return { notice: ok("gallery-put-back", "Already in the gallery") };
      await land(db, image.id);
      return {
        notice: ok("gallery-put-back", "Picture put back", { description: image.caption || image.alt_text || image.original_filename }),
        activity: `Put back · ${image.original_filename}`,
      };
    },
  },
});
