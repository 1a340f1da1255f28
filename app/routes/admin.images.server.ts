import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { removeImage } from "~/media/library.server";
import { updateImage } from "~/models/images.server";

/** Admin → Images: alt text (saved in the background as you type) and delete. */
export const imageIntents: Record<string, IntentHandler> = {
  "image-alt": {
    errorTitle: "Error updating alt text",
    stay: true,
    async run({ values, context }) {
      const alt = values.alt_text ?? "";
      if (alt.length > 500) return { notice: fail("image-alt", "Error updating alt text", "Keep the alt text under 500 characters.") };
      const image = await updateImage(context.services.db, values.id ?? "", { alt_text: alt.trim() || null });
      if (!image) return { notice: fail("image-alt", "Error updating alt text", "That image no longer exists."), status: 404 };
      return { notice: ok("image-alt", "Alt text updated", { id: image.id }) };
    },
  },
  "image-delete": {
    errorTitle: "Error deleting image",
    async run({ values, context }) {
      const removed = await removeImage(context.services, values.id ?? "");
      if (!removed) return { notice: fail("image-delete", "Error deleting image", "That image no longer exists."), status: 404 };
      return { notice: ok("image-delete", "Image deleted successfully") };
    },
  },
};
