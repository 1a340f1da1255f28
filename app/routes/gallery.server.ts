import type { AppLoadContext } from "react-router";
import { runAdminAction, type IntentHandler } from "~/admin/action.server";
import type { Db } from "~/db/schema";
import { fail, ok } from "~/forms/notice";
import { isDemoDrawing } from "~/media/demo-drawings.server";
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  filterGallery,
  staffCardAnchor,
  staffGalleryHref,
  staffGalleryPageOf,
  staffGalleryView,
  type StaffGalleryView,
} from "~/media/gallery";
import { GALLERY_PATH, getImage, listGallery, nextGallerySortOrder, setGalleryOrder, updateImage } from "~/models/images.server";

const MOVES = { first: "to first", up: "up", down: "down" } as const;

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
      const to = values.to as keyof typeof MOVES;
      if (!(to in MOVES)) return { notice: fail("gallery-move", "Error moving the picture", "Choose Move to first, Move up or Move down.") };
      const order = (await listGallery(db)).map((r) => r.id);
      const at = order.indexOf(values.id ?? "");
      if (at < 0) return { notice: fail("gallery-move", "Error moving the picture", "That picture is not in the gallery any more."), status: 404 };
      const id = order[at]!;
      const next = order.filter((x) => x !== id);
      const place = to === "first" ? 0 : to === "up" ? Math.max(0, at - 1) : Math.min(order.length - 1, at + 1);
      next.splice(place, 0, id);
      await setGalleryOrder(db, next);
      await land(db, id);
      const image = (await getImage(db, id))!;
      const name = image.caption || image.alt_text || image.original_filename;
      return {
        notice: ok("gallery-move", "Picture moved", { description: `${name} is now number ${place + 1} of ${order.length}.` }),
        activity: `Moved ${MOVES[to]} · ${image.original_filename}`,
      };
    },
  },
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
      const image = await getImage(db, values.id ?? "");
      if (!image) return { notice: fail("gallery-put-back", "Error putting the picture back", "That image is no longer in the library."), status: 404 };
      if (image.page_path === GALLERY_PATH) return { notice: ok("gallery-put-back", "Already in the gallery") };
      await updateImage(db, image.id, {
        page_path: GALLERY_PATH,
        sort_order: await nextGallerySortOrder(db),
        category: image.category ?? DEFAULT_GALLERY_CATEGORY,
      });
      await land(db, image.id);
      return {
        notice: ok("gallery-put-back", "Picture put back", { description: image.caption || image.alt_text || image.original_filename }),
        activity: `Put back · ${image.original_filename}`,
      };
    },
  },
});
