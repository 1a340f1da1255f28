import { useEffect, useRef } from "react";
import { Link, Outlet, data, useFetchers, useLocation, useNavigation } from "react-router";
import { AssistantCard } from "~/components/ai/AssistantCard";
import { Spinner } from "~/components/admin/common";
import { AccountMenu } from "~/components/admin/AccountMenu";
import { ADMIN_HOME, ADMIN_TABS } from "~/admin/tabs";
import { requireUser } from "~/auth/guard.server";
import { getProfile, isProfileSetupPending } from "~/models/settings.server";
import { greetingName, welcomeName } from "~/content/text";
import type { RuntimeHandle } from "~/platform/runtime";
import { ROLE_LABELS, isOwnerOnlyPath } from "~/platform/policy";
import type { Route } from "./+types/admin";

/**
 * The layout of every /admin page: the session is checked once here (anonymous visitors go to
 * /auth), then the header (with the assistant's button) and the navigation; the screen itself is the child route.
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
    {
      email: user.email,
      welcome: welcomeName(user),
      role: user.role,
      firstName: greetingName(user, profile.ownerFirstName),
      companyName: profile.companyName,
      setupPending,
    },
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
  // /admin opens on Content (the spec's default tab); the dashboard is a tab of its own.
  const onDashboard = pathname === "/admin/dashboard" || pathname === "/admin/dashboard/";
  const active = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));
  const switching = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  const screen = onDashboard ? "Admin Dashboard" : (active?.label ?? "Admin Dashboard");
  // Where the owner lands (Content) and the dashboard remind him of the business details until saved.
  const landing = onDashboard || pathname === ADMIN_HOME;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-2">
      {/*
        One compact header (issue 48), under the bar with the business's name: the spec's "Admin
        Dashboard" title beside the person's menu (the spec's "Welcome, {email}": role, Your
        account, Sign Out), then the screen's own heading beside the assistant.
      */}
      <div className="flex items-center justify-between gap-3" data-admin-header>
        {/* The business's name is in the bar above (components/admin/AdminBar.tsx); the dashboard's own heading says "Admin Dashboard". */}
        <p className="min-w-0 text-sm font-semibold uppercase tracking-wide text-slate-600">{onDashboard ? "" : "Admin Dashboard"}</p>
        <AccountMenu welcome={d.welcome} role={ROLE_LABELS[d.role]} />
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        {/* Each screen's heading names it; actions that remove the focused control send focus here (useFocusKeeper). */}
        <h1 id="tab-heading" tabIndex={-1} className="flex min-w-0 items-center gap-3 text-2xl font-bold text-lake-900 focus:outline-none sm:text-3xl">
          {screen}
          {switching && <Spinner label="Loading" />}
        </h1>
        <AssistantCard firstName={d.firstName} />
      </div>
      {/*
        One navigation (decision 0037): the spec's four tabs first, then the other screens; the
        current one is underlined and bold. On a phone the links sit in rows of four, so all fit a
        320 px screen without scrolling sideways.
      */}
      <nav aria-label="Admin sections" className="mt-2 border-b border-slate-200">
        <ul className="grid grid-cols-4 gap-x-1 lg:flex lg:flex-wrap" role="list">
          {tabs
            // Your account is in the person's menu above (issue 48); its screen still has its title.
            .filter((t) => t.to !== "/admin/account")
            .map((t, i) => {
              const current = active?.to === t.to;
              return (
                <li key={t.to} className={`min-w-0 ${i === 4 ? "lg:ml-4 lg:border-l lg:border-slate-200 lg:pl-4" : ""}`}>
                  <Link
                    to={t.to}
                    aria-current={current ? "page" : undefined}
                    className={`-mb-px flex min-h-11 items-center justify-center border-b-4 px-1 text-center text-sm leading-tight lg:px-3 ${current ? "border-cedar-600 font-bold text-lake-900" : "border-transparent font-semibold text-slate-700 hover:border-slate-300 hover:text-lake-900"}`}
                  >
                    {t.label}
                  </Link>
                </li>
              );
            })}
        </ul>
      </nav>
      {d.setupPending && landing && (
        // Until the business details are saved once (decision 0025): the setup page skipped after the owner account was made.
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p>Finish setting up: check the company name, phone, e-mail, town and registration number the site shows.</p>
          <Link to="/admin/setup" className="btn-secondary min-h-11 px-3 text-sm">
            Check your business details
          </Link>
        </div>
      )}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
