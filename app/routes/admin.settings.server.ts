import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { profileSchema } from "~/forms/settings";
import { parseForm } from "~/forms/validate";
import { youtubeId } from "~/media/video";
import { getProfile, saveProfile } from "~/models/settings.server";

/** Admin → Settings: the business profile and the video links. */
export const settingsIntents: Record<string, IntentHandler> = {
  "settings-save": {
    errorTitle: "Failed to save settings",
    async run({ values, context }) {
      const { db } = context.services;
      const p = parseForm(profileSchema, values);
      if (!p.ok) return { notice: fail("settings-save", "Failed to save settings", p.formError, { fieldErrors: p.fieldErrors }) };
      const current = await getProfile(db);
      const videos: Record<string, string> = {};
      for (const key of Object.keys(current.videos)) {
        const v = (values[`video:${key}`] ?? "").trim();
        const id = v ? youtubeId(v) : "";
        if (id === null) {
          return {
            notice: fail("settings-save", "Failed to save settings", `The video link for “${key}” is not a YouTube link or id.`, {
              fieldErrors: { [`video:${key}`]: "Paste a YouTube link (or its 11-character id)." },
            }),
          };
        }
        videos[key] = id;
      }
      await saveProfile(db, { ...current, ...p.data, videos });
      return { notice: ok("settings-save", "Settings saved", { description: "The site shows the new details now." }) };
    },
  },
};
