import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { SETTINGS_SCREENS, settingsPath } from "~/admin/settings-screens";
import type { Flash } from "~/platform/flash";
import type { ActionResult } from "~/forms/notice";
import { NoticeBanner, useNoticeToast } from "./common";

/**
 * Settings' own navigation (decision 0038): one link per screen, the current one marked for
 * screen readers (aria-current) and by sight (bold, a bar). Plain links: it works without JavaScript.
 */
export function SettingsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Settings screens" className="mb-6">
      <ul className="flex flex-wrap gap-2" role="list">
        <li>
          <NavItem to="/admin/settings" label="All settings" current={pathname === "/admin/settings"} />
        </li>
        {SETTINGS_SCREENS.map((s) => {
          const to = settingsPath(s.slug);
          const current = pathname === to || (s.slug === "data" && pathname.startsWith("/admin/settings/backups"));
          return (
            <li key={s.slug}>
              <NavItem to={to} label={s.label} current={current} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NavItem({ to, label, current }: { to: string; label: string; current: boolean }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 items-center rounded-md border px-3 text-sm ${current ? "border-lake-800 bg-lake-900 font-bold text-white" : "border-slate-300 bg-white font-semibold text-lake-900 hover:bg-slate-50"}`}
    >
      {label}
    </Link>
  );
}

/**
 * The confirmation of a save, beside the button that made it: the save lands on the same screen
 * at `?saved=<intent>#saved-<intent>`, so the browser scrolls here (and, with JavaScript, focus
 * moves here) instead of to the top. It reads the one-time notice the save left.
 */
export function SavedNote({ intent }: { intent: string }) {
  const flash = (useRouteLoaderData("root") as { flash: Flash | null } | undefined)?.flash;
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = flash?.beside === intent;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, flash]);
  if (!shown || !flash) return null;
  const refused = flash.kind === "error";
  return (
    <p
      id={`saved-${intent}`}
      ref={ref}
      tabIndex={-1}
      role={refused ? "alert" : "status"}
      data-testid="saved-note"
      className={`scroll-mt-24 rounded-md border px-3 py-2 text-sm ${refused ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"}`}
    >
      <strong>{flash.title}.</strong> {flash.description}
    </p>
  );
}

/**
 * A Settings screen's page: Settings' navigation, then the refusal's notice (a toast, or a banner
 * without JavaScript), then the screen's forms, which `render` makes from the loader's data and the
 * action's answer.
 */
export function settingsView<D>(render: (d: D, result: ActionResult | undefined) => ReactNode) {
  return function SettingsView({ loaderData, actionData }: { loaderData: D; actionData?: unknown }) {
    const result = actionData as ActionResult | undefined;
    useNoticeToast(result?.notice);
    return (
      <>
        <SettingsNav />
        <NoticeBanner notice={result?.notice} />
        {render(loaderData, result)}
      </>
    );
  };
}
