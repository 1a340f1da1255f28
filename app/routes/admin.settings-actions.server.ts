import type { AppLoadContext } from "react-router";
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

export { settingsPath };
