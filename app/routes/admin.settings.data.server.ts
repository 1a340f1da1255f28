import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { dataSettingsSchema, monthsText } from "~/forms/data-settings";
import { parseForm } from "~/forms/validate";
import { saveDataSettings } from "~/models/data-settings.server";

/** Settings → Data (decision 0033). */
export const dataIntents: Record<string, IntentHandler> = {
  "data-settings-save": {
    errorTitle: "Failed to save the data settings",
    async run({ values, context }) {
      const p = parseForm(dataSettingsSchema, values);
      if (!p.ok) return { notice: fail("data-settings-save", "Failed to save the data settings", p.formError, { fieldErrors: p.fieldErrors }) };
      await saveDataSettings(context.services.db, p.data);
      const d = p.data;
      return {
        notice: ok("data-settings-save", "Data settings saved", {
          description: `Leads are kept ${monthsText(d.leadMonths)} after their last change, activity ${monthsText(d.activityMonths)}, visit figures ${monthsText(d.analyticsMonths)}; accessibility reports are answered within ${d.accessibilityDays} business day${d.accessibilityDays === 1 ? "" : "s"}.`,
        }),
      };
    },
  },
};
