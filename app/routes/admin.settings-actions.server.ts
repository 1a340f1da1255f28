import { data, type AppLoadContext } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { runAdminAction, type IntentHandler } from "~/admin/action.server";
import { screenOfIntent, savedTarget, settingsPath, type SettingsScreen } from "~/admin/settings-screens";
import { sayingWhatChanged } from "~/routes/admin.settings-changes.server";
import { reviewSettingsIntents } from "~/reviews/admin.server";
import { smsIntents } from "~/sms/admin.server";
import { settingsIntents } from "~/routes/admin.settings.server";
import { brandIntents } from "~/routes/admin.settings.brand.server";
import { dataIntents } from "~/routes/admin.settings.data.server";
import { homeSectionIntents } from "~/routes/admin.settings.home-sections.server";
import { visitSettingsIntents } from "~/routes/admin.settings.visits.server";
import { proposalSettingsIntents } from "~/proposals/admin.server";

/** Owners only: editors get 403 on every Settings screen and its actions (decision 0034). */
const ALL: Record<string, IntentHandler> = {
  ...settingsIntents,
  ...brandIntents,
  ...smsIntents,
  ...reviewSettingsIntents,
  ...dataIntents,
  ...homeSectionIntents,
  ...visitSettingsIntents,
  ...proposalSettingsIntents,
};

/** Every Settings save names what it changed (decision 0038); the text test only sends, it saves nothing. */
const SETTINGS_INTENTS: Record<string, IntentHandler> = Object.fromEntries(
  Object.entries(ALL).map(([intent, h]) => [intent, intent === "sms-test" || h.stay ? h : sayingWhatChanged(h)]),
);

/**
 * A Settings screen's action: only its own intents. `screen` null is the old single page's address
 * (/admin/settings), which still answers every intent; a success lands on the intent's screen.
 */
export function settingsAction(request: Request, context: AppLoadContext, screen: SettingsScreen | null) {
  const handlers = screen ? Object.fromEntries(screen.intents.map((i) => [i, SETTINGS_INTENTS[i]!])) : SETTINGS_INTENTS;
  const backTo = (notice: { intent: string }) => {
    const of = screen ?? screenOfIntent(notice.intent);
    return of ? savedTarget(of, notice.intent) : "/admin/settings";
  };
  return runAdminAction(request, context, backTo, handlers, undefined, { besideForm: true });
}

/**
 * A Settings screen's loader: staff only (`requireUser`), never cached; `load` reads what the
 * screen shows from the app's services.
 */
export function settingsLoader<T>(load: (services: AppLoadContext["services"]) => Promise<T>) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    await requireUser(request, context);
    return data(await load(context.services), { headers: { "Cache-Control": "no-store" } });
  };
}

/** A Settings screen's action: its own intents only (`settingsAction`). */
export const screenAction =
  (screen: SettingsScreen) =>
  ({ request, context }: { request: Request; context: AppLoadContext }) =>
    settingsAction(request, context, screen);

export { settingsPath };
