/**
 * Every owner screen, by the name the owner knows it by, at the address he opens it: the list the
 * tap-target test, the axe test and `npm run screenshots` all visit, so a new screen is added once.
 */
export const ADMIN_SCREENS = [
  ["Dashboard", "/admin/dashboard"],
  ["Content: Pages", "/admin/content"],
  ["Content: All items", "/admin/content?view=items"],
  ["Page editor", "/admin/content/page?path=%2F"],
  ["New post", "/admin/content/new?kind=post"],
  ["Images", "/admin/images"],
  ["SEO", "/admin/seo"],
  ["Settings", "/admin/settings"],
  ["Settings: Business details", "/admin/settings/business"],
  ["Settings: Brand", "/admin/settings/brand"],
  ["Settings: Services offered", "/admin/settings/services"],
  ["Settings: Home page sections", "/admin/settings/home-sections"],
  ["Settings: New leads", "/admin/settings/leads"],
  ["Settings: Data and backups", "/admin/settings/data"],
  ["Settings: Backups", "/admin/settings/backups"],
  ["Settings: Site visits", "/admin/settings/visits"],
  ["Settings: Proposals and payments", "/admin/settings/proposals"],
  ["Messages", "/admin/messages"],
  ["Proposals", "/admin/proposals"],
  ["Projects", "/admin/projects"],
  ["Visits", "/admin/analytics"],
  ["Job pages", "/admin/jobs"],
  ["Staff", "/admin/staff"],
  ["Activity", "/admin/activity"],
  ["Your account", "/admin/account"],
] as const;

export const ADMIN_PATHS: readonly string[] = ADMIN_SCREENS.map(([, path]) => path);
