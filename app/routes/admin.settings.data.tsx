import { data } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { settingsScreen } from "~/admin/settings-screens";
import { settingsAction } from "~/routes/admin.settings-actions.server";
import { DataSettingsForm } from "~/components/admin/DataSettingsForm";
import { SettingsFrame } from "~/components/admin/SettingsNav";
import type { ActionResult } from "~/forms/notice";
import { getDataSettings } from "~/models/data-settings.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/admin.settings.data";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("data");

export const meta: Route.MetaFunction = () => privateMeta(`${SCREEN.label} | Settings | Lakeside Ridge CMS`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return data({ dataSettings: await getDataSettings(context.services.db) }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context, SCREEN);

/** Settings → Data and backups: how long things are kept, and the way to the backups (decision 0038). */
export default function DataScreen({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <SettingsFrame result={result}>
      <DataSettingsForm settings={d.dataSettings} result={result} />
    </SettingsFrame>
  );
}
