import { privateMeta } from "~/platform/meta";

/**
 * Settings in screens (docs/decisions/0038-settings-in-screens.md): each part of Settings is its own
 * screen with its own address and its own saves; `/admin/settings` lists them.
 */
export const SETTINGS_SCREENS = [
  {
    slug: "business",
    label: "Business details",
    summary: "Company name, phone, e-mail, town, hours, registration, videos, the mobile for texts and your review links.",
    intents: ["settings-save", "settings-restore-version", "text-us-save", "review-links-save"],
  },
  {
    slug: "brand",
    label: "Brand",
    summary: "The site's two colours and the logo.",
    intents: ["brand-colours-save", "brand-logo-only", "brand-logo-remove", "brand-restore-version"],
  },
  { slug: "services", label: "Services offered", summary: "Which services the site offers.", intents: ["brand-services-save"] },
  { slug: "home-sections", label: "Home page sections", summary: "The order of the home page's sections, and which show.", intents: ["brand-home-arrange"] },
  {
    slug: "leads",
    label: "New leads",
    summary: "The auto-reply, when a lead is overdue, the webhook, and a text message for each new lead.",
    intents: ["lead-settings-save", "sms-save", "sms-test"],
  },
  {
    slug: "data",
    label: "Data and backups",
    summary: "How long leads, activity and visit figures are kept, and the backups.",
    intents: ["data-settings-save"],
  },
  {
    slug: "visits",
    label: "Site visits",
    summary: "When visitors may book a site visit, your calendar's busy times, and your calendar of booked visits.",
    intents: ["visit-settings-save", "visit-calendar-new", "visit-calendar-stop"],
  },
  {
    slug: "proposals",
    label: "Proposals and payments",
    summary:
      "What the Washington disclosure statement says (bond, insurer, registration expiry), how clients pay the deposit, Stripe, and the sales tax rates.",
    intents: ["proposal-settings-save"],
  },
] as const;

export type SettingsScreen = (typeof SETTINGS_SCREENS)[number];

/** A Settings screen's title, kept out of search engines. */
export const settingsMeta = (screen: SettingsScreen) => () => privateMeta(`${screen.label} | Settings | Lakeside Ridge CMS`);

export const settingsPath = (slug: SettingsScreen["slug"]) => `/admin/settings/${slug}`;

/** The screen an action belongs to (the old single page's form targets answer through it). */
export function screenOfIntent(intent: string): SettingsScreen | undefined {
  return SETTINGS_SCREENS.find((s) => (s.intents as readonly string[]).includes(intent));
}

/** Where a save lands: the same screen, scrolled to (and focused on) its confirmation beside the button. */
export const savedTarget = (screen: SettingsScreen, intent: string) => `${settingsPath(screen.slug)}?saved=${encodeURIComponent(intent)}#saved-${intent}`;

/** A screen by its slug (never by its place in the list, which changes when a screen is added). */
export function settingsScreen<S extends SettingsScreen["slug"]>(slug: S): Extract<SettingsScreen, { slug: S }> {
  return SETTINGS_SCREENS.find((s) => s.slug === slug) as Extract<SettingsScreen, { slug: S }>;
}
