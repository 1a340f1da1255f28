import { Link } from "react-router";
import { settingsAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { SETTINGS_SCREENS, screenOfIntent, settingsPath } from "~/admin/settings-screens";
import { SettingsNav } from "~/components/admin/SettingsNav";
import { useNoticeToast } from "~/components/admin/common";
import type { ActionResult } from "~/forms/notice";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/admin.settings";

/** Owners only: editors get 403 on Settings and its actions (decision 0034). */
export const meta: Route.MetaFunction = () => privateMeta("Settings | Lakeside Ridge CMS");

/** Settings: a short index of its screens (decision 0038). Owners only. */
export const loader = settingsLoader(async () => null);

/** The single page's old form address still answers every Settings action; a success lands on the action's own screen. */
export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context, null);

export default function SettingsIndex({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const screen = result ? screenOfIntent(result.notice.intent) : undefined;
  const fieldErrors = Object.values(result?.notice.fieldErrors ?? {}).filter((m) => m !== result?.notice.description);
  return (
    <div className="max-w-3xl">
      <SettingsNav />
      {result && (
        <div role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p>
            <strong>{result.notice.title}</strong>
            {result.notice.description ? `: ${result.notice.description}` : null}
          </p>
          {fieldErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {fieldErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          {screen && (
            <p className="mt-2">
              <Link to={settingsPath(screen.slug)} className="font-semibold underline">
                Open {screen.label} to try again
              </Link>
            </p>
          )}
        </div>
      )}
      <h2 className="sr-only">Settings screens</h2>
      <ul className="grid gap-3 sm:grid-cols-2" role="list">
        {SETTINGS_SCREENS.map((s) => (
          <li key={s.slug}>
            <Link
              to={settingsPath(s.slug)}
              className="block min-h-11 rounded-lg border border-slate-300 bg-white p-4 hover:border-lake-700 hover:bg-slate-50 focus-visible:outline-offset-2"
            >
              <span className="block font-semibold text-lake-900">{s.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{s.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
