import { Form, data } from "react-router";
import { activityLabel } from "~/admin/activity";
import { requireUser } from "~/auth/guard.server";
import { clockNow } from "~/platform/clock";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
import { activityActors, listActivity, pruneActivity } from "~/models/activity.server";
import { privateMeta } from "~/platform/meta";
import { getDataSettings } from "~/models/data-settings.server";
import { monthsText } from "~/forms/data-settings";
import { monthsBefore } from "~/trust/retention.server";
import type { Route } from "./+types/admin.activity";

export const meta: Route.MetaFunction = () => privateMeta("Activity | Lakeside Ridge CMS");

/** Owners only (the guard answers 403 to editors): who did what and when, kept a year. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  // Kept as long as Settings → Data says (decision 0033).
  const { activityMonths } = await getDataSettings(db);
  await pruneActivity(db, clockNow(), clockNow() - Date.parse(monthsBefore(clockNow(), activityMonths)));
  const person = (new URL(request.url).searchParams.get("person") ?? "").trim().toLowerCase().slice(0, 254) || null;
  const [entries, people] = await Promise.all([listActivity(db, { actor: person }), activityActors(db)]);
  return data({ entries, people, person, kept: monthsText(activityMonths) }, { headers: { "Cache-Control": "no-store" } });
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export default function Activity({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <p className="text-slate-700">Sign-ins and changes by everyone on the staff, newest first. {`Entries are kept for ${d.kept}.`}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Filter activity">
        <div>
          <label htmlFor="person" className="label">
            Person
          </label>
          <select id="person" name="person" defaultValue={d.person ?? ""} className="field">
            <option value="">Everyone</option>
            {d.people.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
      {d.entries.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">Nothing recorded yet.</p>
      ) : (
        // Wider than a phone: the table scrolls, and the keyboard can scroll it too.
        <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Activity entries">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th className="py-2 pr-4">When</th>
                <th className="py-2 pr-4">Who</th>
                <th className="py-2 pr-4">What</th>
                <th className="py-2 pr-4">Details</th>
                <th className="py-2">IP address</th>
              </tr>
            </thead>
            <tbody>
              {d.entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top" data-testid="activity-row">
                  <td className="whitespace-nowrap py-2 pr-4">{when.format(new Date(e.at))}</td>
                  <td className="py-2 pr-4">{e.actor_email ?? "—"}</td>
                  <td className={`py-2 pr-4 ${e.action === "sign-in-failed" ? "font-semibold text-red-800" : ""}`}>{activityLabel(e.action)}</td>
                  <td className="py-2 pr-4 text-slate-700">{e.detail ?? ""}</td>
                  <td className="py-2 text-slate-600">{e.ip ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
