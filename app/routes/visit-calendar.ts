import { getProfile } from "~/models/settings.server";
import { isCalendarToken } from "~/services/visit-settings.server";
import { bookedVisitsCalendar } from "~/services/visit-calendar.server";
import type { Route } from "./+types/visit-calendar";

/**
 * The owner's calendar of booked visits (decision 0050): `/calendar/visits/<secret>.ics`, which
 * his phone's calendar subscribes to. Only the secret's hash is kept; a wrong or old secret is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = (params.file ?? "").replace(/\.ics$/, "");
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!(await isCalendarToken(context.services, raw))) return new Response("Not found.", { status: 404, headers });
  const profile = await getProfile(context.services.db);
  const body = await bookedVisitsCalendar(context.services, profile);
  return new Response(body, {
    headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="site-visits.ics"' },
  });
}
