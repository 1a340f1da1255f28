import { redirect } from "react-router";
import { ADMIN_HOME, tabRedirect } from "~/admin/tabs";
import { requireUser } from "~/auth/guard.server";
import type { Route } from "./+types/admin._index";

/**
 * `/admin` opens on the Content tab, the spec's default; the dashboard is its own tab
 * (/admin/dashboard). Old `/admin?tab=x` links go to the tab's page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const to = tabRedirect(new URL(request.url).searchParams.get("tab"));
  if (to) throw redirect(to, { status: 301 });
  throw redirect(ADMIN_HOME);
}
