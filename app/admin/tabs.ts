/** The admin's pages, in the navigation's order: the spec's four tabs first (`inBar`), then the others (decision 0037). */
export const ADMIN_TABS = [
  { to: "/admin/content", label: "Content", inBar: true },
  { to: "/admin/images", label: "Images", inBar: true },
  { to: "/admin/seo", label: "SEO", inBar: true },
  { to: "/admin/settings", label: "Settings", inBar: true },
  { to: "/admin/dashboard", label: "Dashboard", inBar: false },
  { to: "/admin/messages", label: "Messages", inBar: false },
  { to: "/admin/projects", label: "Projects", inBar: false },
  { to: "/admin/analytics", label: "Visits", inBar: false },
  { to: "/admin/staff", label: "Staff", inBar: false },
  { to: "/admin/activity", label: "Activity", inBar: false },
  { to: "/admin/account", label: "Your account", inBar: false },
] as const;

/** Old `/admin?tab=x` links land on the tab's own URL (`?tab=dashboard` too). */
export function tabRedirect(tab: string | null) {
  const match = ADMIN_TABS.find((t) => t.to === `/admin/${tab}`);
  return match ? match.to : null;
}

/** Where `/admin` opens: the Content tab (the spec's default). */
export const ADMIN_HOME = "/admin/content";
