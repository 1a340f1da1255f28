import { useT } from "~/components/use-locale";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { Toaster, toast } from "sonner";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import headingFont from "./fonts/archivo-600-700.woff2?url";
import textFont from "./fonts/source-sans-3-400-700.woff2?url";
import { EditThisPage } from "./components/EditThisPage";
import { AdminBar } from "./components/admin/AdminBar";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { PhoneActionBar } from "./components/PhoneActionBar";
import { AssistantBar } from "./components/ai/AssistantBar";
import { areaPages, englishSiteFile, siteFile } from "./content/files.server";
import { htmlLang, linkFromSpanish, localeOf, type Locale } from "./content/locale";
import { uiText } from "./content/ui-es";
import type { BusinessProfile } from "./content/types";
import { AREAS_PATH } from "./content/paths";
import { readFlash } from "./platform/flash.server";
import { currentUser } from "./auth/guard.server";
import { useNonce } from "./platform/nonce";
import { isPrivatePath } from "./platform/policy";
import { LinkLanguage, RuntimeProvider, needsRuntime, useRuntime } from "./platform/runtime";
import { BOOT_AFTER_PAINT, HYDRATED_ATTRIBUTE } from "./platform/boot";
import { getProfile } from "./models/settings.server";
import { getTextUs } from "./sms/settings.server";
import { listStaffServices } from "./models/staff-pages.server";
import { getBrand } from "./models/brand.server";
import { brandCss, DEFAULT_DARK } from "./content/brand";

// Both faces are preloaded, so they load beside the stylesheet instead of after it. Found only in
// the stylesheet, the text face came last and held first paint back 0.1-0.3 s on a slow phone
// (decision 0043). Each swaps in without moving a line (its fallback has the same metrics).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, profile, { flash, clear }, added, brand, textUs] = await Promise.all([
    currentUser(request, context),
    getProfile(context.services.db),
    readFlash(request, context.services),
    listStaffServices(context.services.db),
    getBrand(context.services.db),
    getTextUs(context.services.db),
  ]);
  const site = siteFile();
  const locale = localeOf(new URL(request.url).pathname);
  // Service pages staff added from the admin join the Services dropdown; those turned off in Settings leave it.
  const servicesMenu = [...site.servicesMenu, ...added.map((r) => ({ label: r.title?.trim() || "Untitled service", to: r.page_path }))].filter(
    (m) => !brand.hiddenServices.includes(m.to),
  );
  return data(
    {
      user: user ? { email: user.email, name: user.name || user.email.split("@")[0]! } : null,
      profile: locale === "es" ? inSpanish(profile, site.profile) : profile,
      // "Text us" beside "Call" when Settings has a mobile number for texts (decision 0032).
      textMobile: textUs.mobile,
      adminName: site.adminName,
      // The owner's colours (only when they differ from app.css) and logo: docs/decisions/0027-brand-settings.md.
      brand: { css: brandCss(brand), dark: brand.dark ?? DEFAULT_DARK, logo: brand.logo, logoOnly: brand.logoOnly },
      // On a Spanish page SiteLink opens each menu link's Spanish twin where there is one (LinkLanguage below).
      menus: { services: servicesMenu, desktop: site.desktopMenu, mobile: site.mobileMenu, footer: site.footerMenu, areas: areasMenu(locale) },
      flash,
      // Set by the server only for signed-in staff who asked for ?preview={item id}.
      previewing: Boolean(context.previewId),
      year: new Date().getFullYear(),
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** The footer's "Areas we serve": the /areas hub, the area pages, then the permits page they share. */
const areasMenu = (locale: Locale) => [{ label: uiText("All areas", locale), to: AREAS_PATH }, ...areaPages().map((a) => ({ label: a.name, to: a.path }))];

/**
 * The business's words on a Spanish page: the Spanish file's line where the owner still has the
 * English file's (a line the owner changed in Settings is his, shown as he wrote it).
 */
function inSpanish(profile: BusinessProfile, spanish: BusinessProfile): BusinessProfile {
  const english = englishSiteFile().profile;
  const out = { ...profile };
  for (const k of ["tagline", "officeLine", "areaServed", "registration"] as const) if (profile[k] === english[k]) out[k] = spanish[k];
  return out;
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

function useNeedsRuntime() {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  return needsRuntime(
    Boolean(root?.user),
    matches.map((m) => m.handle),
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const runtime = useNeedsRuntime();
  const brand = useRouteLoaderData<typeof loader>("root")?.brand;
  return (
    <html lang={htmlLang(localeOf(pathname))}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand?.dark ?? "#0d2c3d"} />
        <Meta />
        {/* The stylesheet comes before the script preloads, so the first paint is not queued behind them. */}
        <link rel="stylesheet" href={stylesheet} />
        <Links />
        {/* Only #rrggbb values reach this (app/models/brand.server.ts); the policy allows inline styles. */}
        {brand?.css && <style data-brand="">{brand.css}</style>}
      </head>
      <body className="flex min-h-screen flex-col">
        <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
        {runtime && <ScrollRestoration nonce={nonce} />}
        {/* The runtime's scripts start after the first paint (platform/boot.ts). */}
        {runtime && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT_AFTER_PAINT }} />}
        {runtime && <Scripts nonce={nonce} />}
        {/* Development: visitors' pages reload when a source changes (no effect on a build). */}
        {import.meta.env.DEV && !runtime && <script type="module" src="/app/dev/visitor-reload.ts" nonce={nonce} />}
      </body>
    </html>
  );
}

function FlashToast({ flash }: { flash: RootData["flash"] }) {
  const runtime = useRuntime();
  // A notice that names its form is shown beside that form instead (Settings, decision 0038).
  const beside = Boolean(flash?.beside);
  useEffect(() => {
    if (!flash || beside) return;
    if (flash.kind === "error") toast.error(flash.title, { description: flash.description });
    else toast.success(flash.title, { description: flash.description });
  }, [flash, beside]);
  if (!flash || beside) return null;
  const notice = (
    <div
      role="status"
      className={`mx-auto mt-4 max-w-3xl rounded-md border px-4 py-3 ${flash.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"}`}
    >
      <strong>{flash.title}</strong>
      {flash.description ? ` ${flash.description}` : null}
    </div>
  );
  // With the runtime the notice is a toast (the banner stays for browsers without JavaScript);
  // without it, the server's status message is the notice.
  return runtime ? <noscript>{notice}</noscript> : notice;
}

/** While the session is resolved for the admin, a Loading spinner (the guard then redirects or shows it). */
function AdminLoading() {
  const navigation = useNavigation();
  const from = typeof window === "undefined" ? "" : window.location.pathname;
  if (navigation.state !== "loading" || !navigation.location.pathname.startsWith("/admin") || from.startsWith("/admin")) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/70" role="status" aria-live="polite">
      <span className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-lg font-semibold text-lake-900 shadow-lg">
        <svg className="h-6 w-6 animate-spin" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
          <path d="M22 12a10 10 0 0 1-10 10" stroke="currentColor" strokeWidth="3" fill="none" />
        </svg>
        Loading
      </span>
    </div>
  );
}

export default function App() {
  const t = useT();
  const d = useLoaderData<typeof loader>();
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  const { pathname } = useLocation();
  const showBar = Boolean(d.user) && !isPrivatePath(pathname);
  // The admin has its own frame: no marketing header, menus or footer around it.
  const inAdmin = /^\/admin(\/|$)/.test(pathname);
  return (
    <LinkLanguage.Provider value={localeOf(pathname) === "es" ? linkFromSpanish : null}>
      <a href="#main" className="skip-link">
        {t("Skip to content")}
      </a>
      {inAdmin ? (
        <AdminBar companyName={d.profile.companyName} />
      ) : (
        <Header
          companyName={d.profile.companyName}
          logo={d.brand.logo}
          logoOnly={d.brand.logoOnly}
          phone={d.profile.phone}
          textMobile={d.textMobile}
          servicesMenu={d.menus.services}
          desktopMenu={d.menus.desktop}
          mobileMenu={d.menus.mobile}
          signedIn={Boolean(d.user)}
        />
      )}
      {showBar && <AssistantBar userName={d.user!.name} />}
      {showBar && <EditThisPage pathname={pathname} />}
      <FlashToast flash={d.flash} />
      {d.previewing && (
        <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-amber-950" data-testid="preview-banner">
          <strong>Preview.</strong> This page shows your item as if it were published. Visitors still see the published page.{" "}
          <a href="/admin/content" className="font-semibold underline">
            Back to Content
          </a>
        </div>
      )}
      <AdminLoading />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!inAdmin && <Footer profile={d.profile} menu={d.menus.footer} services={d.menus.services} areas={d.menus.areas} year={d.year} />}
      {!inAdmin && <PhoneActionBar phone={d.profile.phone} textMobile={d.textMobile} />}
      <Toaster position="top-center" richColors closeButton containerAriaLabel={t("Notifications")} toastOptions={{ closeButtonAriaLabel: t("Close toast") }} />
    </LinkLanguage.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "Please try again in a moment. If it keeps happening, call or e-mail us.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "404" : `${error.status}`;
    detail = error.status === 404 ? "Oops! Page not found" : typeof error.data === "string" ? error.data : error.statusText;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-5xl font-bold text-lake-900">{title}</h1>
      <p className="mt-4 text-lg">{detail}</p>
      <a href="/" className="btn-primary mt-8">
        Return to Home
      </a>
    </main>
  );
}
