import { useEffect, useRef } from "react";
import { Form, Link, Outlet, data, useFetchers, useLocation, useNavigation } from "react-router";
import { AssistantCard } from "~/components/ai/AssistantCard";
import { Spinner } from "~/components/admin/common";
import { ADMIN_TABS } from "~/admin/tabs";
import { requireUser } from "~/auth/guard.server";
import { getProfile, isProfileSetupPending } from "~/models/settings.server";
import { firstNameOf } from "~/content/text";
import type { RuntimeHandle } from "~/platform/runtime";
import { ROLE_LABELS, isOwnerOnlyPath } from "~/platform/policy";
import type { Route } from "./+types/admin";

/**
 * The layout of every /admin page: the session is checked once here (anonymous visitors go to
 * /auth), then the header, the assistant card and the tab bar; the tab itself is the child route.
 * Child loaders check the session again, because React Router runs loaders in parallel.
 */
/** The admin installs as an app on a phone (decision 0031): its manifest and icon, on admin pages only. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/admin-app.webmanifest" },
  { rel: "apple-touch-icon", href: "/admin-app-icon/192.png" },
];

/** The admin runs the full React app in the browser (children inherit this). */
export const handle: RuntimeHandle = { runtime: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [profile, setupPending] = await Promise.all([
    getProfile(context.services.db),
    user.role === "owner" ? isProfileSetupPending(context.services.db) : false,
  ]);
  return data(
    { email: user.email, role: user.role, firstName: firstNameOf(user), companyName: profile.companyName, setupPending },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * After any admin action settles, focus never falls to the top of the page: when the control that
 * had it is gone (a deleted row, a closed form) and the tab has not put focus somewhere itself,
 * it moves to the tab's heading, just above the message and the list that changed.
 */
function useFocusKeeper() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const t = setTimeout(() => {
      const at = document.activeElement;
      if (!at || at === document.body || !at.isConnected) document.getElementById("tab-heading")?.focus();
    }, 50);
    return () => clearTimeout(t);
  }, [busy]);
}

export default function AdminLayout({ loaderData: d }: Route.ComponentProps) {
  useFocusKeeper();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const tabs = ADMIN_TABS.filter((t) => d.role === "owner" || !isOwnerOnlyPath(t.to));
  const active = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));
  const switching = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-lake-900 sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 break-words text-slate-700">{`Welcome, ${d.email}`}</p>
          <p className="text-sm text-slate-600">{`Role: ${ROLE_LABELS[d.role]}`}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {tabs
            .filter((t) => !t.inBar)
            .map((t) => (
              <Link key={t.to} to={t.to} className="btn-secondary min-h-11 px-3 text-sm" aria-current={pathname === t.to ? "page" : undefined}>
                {t.label}
              </Link>
            ))}
          <Form method="post" action="/auth/sign-out">
            <button type="submit" className="btn-secondary min-h-11 px-3 text-sm">
              Sign Out
            </button>
          </Form>
        </div>
      </div>
      {d.setupPending && pathname === "/admin" && (
        // Until the business details are saved once (decision 0025): the setup page skipped after the owner account was made.
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p>Finish setting up: check the company name, phone, e-mail, town and registration number the site shows.</p>
          <Link to="/admin/setup" className="btn-secondary min-h-11 px-3 text-sm">
            Check your business details
          </Link>
        </div>
      )}
      <AssistantCard firstName={d.firstName} />
      {/* The spec's four tabs; they share the width and fit a 320 px screen. */}
      <nav aria-label="Admin sections" className="mt-4">
        <ul className="flex gap-1 rounded-lg bg-slate-100 p-1" role="list">
          {tabs
            .filter((t) => t.inBar)
            .map((t) => (
              <li key={t.to} className="min-w-0 flex-1">
                <Link
                  to={t.to}
                  aria-current={active?.to === t.to ? "page" : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-md px-1 text-center text-sm font-semibold ${active?.to === t.to ? "bg-white text-lake-900 shadow" : "text-slate-700 hover:text-lake-900"}`}
                >
                  {t.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {/* Not a landmark of its own: its sections (Staff, Projects…) would share its name. */}
      <div className="mt-6">
        <h2 id="tab-heading" tabIndex={-1} className="mb-4 flex items-center gap-3 text-xl font-semibold text-lake-900 focus:outline-none">
          {active?.label ?? "What needs attention"}
          {switching && <Spinner label="Loading" />}
        </h2>
        <Outlet />
      </div>
    </div>
  );
}
