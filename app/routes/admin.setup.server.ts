import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { SETUP_PROFILE_FIELDS, fieldList, setupProfileSchema } from "~/forms/first-start";
import { parseForm } from "~/forms/validate";
import { getProfile } from "~/models/settings.server";
import { saveWithHistory } from "./admin.settings.server";

/**
 * The first-start setup's business details: five fields of the Settings profile, checked by the
 * same rules and saved the same way (history, activity as "Saved settings", the pages that show
 * the profile rendered again), so Settings shows the save like its own.
 */
export const setupIntents: Record<string, IntentHandler> = {
  "settings-save": {
    errorTitle: "Failed to save the business details",
    async run({ values, context, user }) {
      const { db } = context.services;
      const p = parseForm(setupProfileSchema, values);
      if (!p.ok) {
        const list = fieldList(Object.keys(p.fieldErrors), Object.fromEntries(SETUP_PROFILE_FIELDS.map((f) => [f.name, f.label])));
        return { notice: fail("settings-save", "Failed to save the business details", `Please check ${list} below.`, { fieldErrors: p.fieldErrors }) };
      }
      const current = await getProfile(db);
      await saveWithHistory(db, current, { ...current, ...p.data }, user.email, "Saved in the first-start setup");
      return { notice: ok("settings-save", "Business details saved", { description: "The site shows the new details now." }) };
    },
  },
};
