import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { monthsText } from "~/forms/data-settings";
import { changeDataSettings } from "~/services/lead-settings.server";

/** Settings → Data (decision 0033). */
export const dataIntents: Record<string, IntentHandler> = {
  "data-settings-save": {
    errorTitle: "Failed to save the data settings",
    async run({ values, context }) {
      const r = await changeDataSettings(context.services.db, values);
      if ("error" in r) return { notice: fail("data-settings-save", "Failed to save the data settings", r.error, { fieldErrors: r.fieldErrors ?? {} }) };
      const d = r.settings;
      return {
        notice: ok("data-settings-save", "Data settings saved", {
          description: `Leads are kept ${monthsText(d.leadMonths)} after their last change, activity ${monthsText(d.activityMonths)}, visit figures ${monthsText(d.analyticsMonths)}; accessibility reports are answered within ${d.accessibilityDays} business day${d.accessibilityDays === 1 ? "" : "s"}.`,
        }),
      };
    },
  },
};
