import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { describeImage, removeImage } from "~/services/images.server";

/** Admin → Images: alt text (saved in the background as you type) and delete. */
export const imageIntents: Record<string, IntentHandler> = {
  "image-alt": {
    errorTitle: "Error updating alt text",
    stay: true,
    async run({ values, context }) {
      const r = await describeImage(context.services.db, values.id ?? "", values.alt_text ?? "");
      if ("error" in r) return { notice: fail("image-alt", "Error updating alt text", r.error), ...(r.status ? { status: r.status } : {}) };
      return { notice: ok("image-alt", "Alt text updated", { id: r.image.id }) };
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
