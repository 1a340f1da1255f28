import { formIntent, type IntentHandler } from "~/admin/action.server";
import { ok } from "~/forms/notice";
import { newCalendarAddress, stopCalendarAddress, updateVisitSettings } from "~/services/visit-settings.server";
import { DAY_LONG, visitSettingsSchema } from "~/visits/settings";

/** Settings → Site visits (owners only, by the guard; decision 0050). */
const TITLE = "The visit settings were not saved";

export const visitSettingsIntents: Record<string, IntentHandler> = {
  "visit-settings-save": formIntent("visit-settings-save", TITLE, visitSettingsSchema, async (checked, { values, context }) => {
    const { settings, feed } = await updateVisitSettings(context.services, checked, { forgetFeed: values.forgetFeed === "on" });
    const days = [...new Set(settings.windows.map((w) => DAY_LONG[w.day]))];
    const offered = settings.windows.length
      ? `Visitors are offered ${settings.visitMinutes}-minute visits on ${days.join(", ")}, up to ${settings.daysAhead} days ahead.`
      : "No visit times are offered (no windows are set).";
    const calendar =
      feed?.state === "failed"
        ? ` Your calendar could not be read: ${feed.error} No times are offered until it can be.`
        : feed?.state === "ok"
          ? ` Your calendar was read: ${feed.busy.length} busy time${feed.busy.length === 1 ? "" : "s"} ahead.`
          : "";
    return { notice: ok("visit-settings-save", "Visit settings saved", { description: `${offered}${calendar}` }) };
  }),
  "visit-calendar-new": {
    errorTitle: "The calendar address was not made",
    stay: true,
    async run({ context }) {
      const link = await newCalendarAddress(context.services);
      return {
        notice: ok("visit-calendar-new", "Your calendar address is ready", {
          link,
          description:
            'Copy it now: it is shown only this once. Add it to your calendar app as a subscription ("From URL"). Any earlier address stopped working.',
        }),
        activity: "Made a new calendar address for booked visits",
      };
    },
  },
  "visit-calendar-stop": {
    errorTitle: "The calendar address was not turned off",
    async run({ context }) {
      await stopCalendarAddress(context.services);
      return { notice: ok("visit-calendar-stop", "Calendar address turned off", { description: "Calendars subscribed to it no longer get booked visits." }) };
    },
  },
};
