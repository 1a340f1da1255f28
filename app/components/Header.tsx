import { SiteLink as Link, SiteNavLink as NavLink } from "~/platform/runtime";
import { LinkItems } from "./LinkItems";
import type { MenuItem } from "~/content/types";
import type { BrandLogo } from "~/content/brand";
import { Picture } from "./Picture";
import { useT } from "~/components/use-locale";
import { otherLanguage } from "~/content/locale";
import { useLocation } from "react-router";
import { tapHref } from "~/content/text";
import { EnhanceScript } from "~/platform/runtime";
import headerScript from "./Header.enhance.ts?enhance";

interface Props {
  companyName: string;
  /** The owner's logo from Settings: shown instead of the icon and name, with the name as its alt text. */
  logo?: BrandLogo | null;
  /** Only the logo, when the owner chose it (its picture has the name in it); else logo and name together. */
  logoOnly?: boolean;
  phone: string;
  /** The mobile number for texts (Settings): a "Text us" link beside "Call" when set (decision 0032). */
  textMobile?: string;
  servicesMenu: MenuItem[];
  desktopMenu: MenuItem[];
  mobileMenu: MenuItem[];
  signedIn: boolean;
}

/** "Español" on a page with a Spanish twin, "English" on a Spanish page: the other language's same page (issue 49). */
export function LanguageLink({ other, className }: { other: { href: string; lang: "en" | "es" }; className: string }) {
  return other.lang === "es" ? (
    <Link to={other.href} hrefLang="es-US" lang="es-US" className={className} aria-label="Lea esta página en español">
      Español
    </Link>
  ) : (
    <Link to={other.href} hrefLang="en-US" lang="en-US" className={className} aria-label="Read this page in English">
      English
    </Link>
  );
}

export function Header({ companyName, logo, logoOnly = false, phone, textMobile, servicesMenu, desktopMenu, mobileMenu, signedIn }: Props) {
  const [home, ...rest] = desktopMenu;
  // Call and Text us go through /call and /text, which count the tap for this page (decision 0051).
  const { pathname } = useLocation();
  const t = useT();
  const other = otherLanguage(pathname);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 text-[0.95rem] font-medium hover:bg-lake-50 hover:text-lake-900 ${isActive ? "text-cedar-700" : "text-slate-800"}`;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* On phones the strip goes: the call button sits beside Menu, and the header stays one row. */}
      <div className="hidden bg-lake-900 text-white sm:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-1.5 text-sm">
          <span>{t("Chelan, WA · General contractor")}</span>
          <span className="flex items-center gap-4">
            {other && <LanguageLink other={other} className="inline-block py-1 underline hover:no-underline" />}
            <a href={tapHref("call", pathname)} className="inline-block py-1 font-semibold hover:underline" aria-label={`${t("Call us at")} ${phone}`}>
              {phone}
            </a>
            {textMobile && (
              <a
                href={tapHref("text", pathname)}
                className="inline-block py-1 font-semibold underline hover:no-underline"
                aria-label={`${t("Text us at")} ${textMobile}`}
              >
                {t("Text us")}
              </a>
            )}
          </span>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:gap-4 sm:py-3">
        {logo ? (
          // As tall as the icon and name it replaces (32 px, 40 px from sm), so the header keeps its height.
          <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2" data-testid="site-logo">
            <Picture
              image={{ id: `u:${logo.path}`, width: logo.width, height: logo.height, alt: logoOnly ? companyName : "" }}
              sizes={`${Math.min(480, Math.ceil((40 * logo.width) / logo.height))}px`}
              maxWidth={480}
              className={`h-8 w-auto object-contain object-left sm:h-10 ${logoOnly ? "max-w-[55vw] sm:max-w-[18rem]" : "max-w-12 shrink-0 sm:max-w-32"}`}
            />
            {!logoOnly && <span className="font-display text-base leading-tight font-bold text-lake-900 sm:text-xl">{companyName}</span>}
          </Link>
        ) : (
          <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 font-display text-base leading-tight font-bold text-lake-900 sm:text-xl">
            <img src="/favicon.svg" alt="" width={32} height={32} className="shrink-0" />
            {companyName}
          </Link>
        )}
        <nav aria-label={t("Main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {home && (
              <li>
                <NavLink to={home.to} end className={linkClass}>
                  {home.label}
                </NavLink>
              </li>
            )}
            <li className="group relative" data-services-menu="">
              <Link
                to="/services"
                className="flex items-center gap-1 rounded px-3 py-2 text-[0.95rem] font-medium text-slate-800 hover:bg-lake-50"
                aria-haspopup="true"
              >
                {t("Services")}
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </Link>
              <ul
                data-testid="services-dropdown"
                className="invisible absolute left-0 top-full z-50 w-60 rounded-md border border-slate-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
              >
                <LinkItems links={servicesMenu} className="block px-4 py-2 text-sm text-slate-800 hover:bg-lake-50 focus:bg-lake-50" />
              </ul>
            </li>
            {rest.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {signedIn && (
              <li>
                <NavLink to="/admin" className={linkClass}>
                  Admin
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2 lg:hidden">
          <a
            href={tapHref("call", pathname)}
            className="flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-lake-900 sm:hidden"
            aria-label={`${t("Call us at")} ${phone}`}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path
                d="M4.2 1.5 6 4.8 4.9 6.3c.8 1.7 2.1 3 3.8 3.8l1.5-1.1 3.3 1.8-.6 2.7c-.1.4-.5.7-.9.7C6.4 14 2 9.6 1.8 4c0-.4.3-.8.7-.9z"
                fill="currentColor"
              />
            </svg>
            {t("Call")}
          </a>
          {textMobile && (
            <a
              href={tapHref("text", pathname)}
              className="flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-lake-900 sm:hidden"
              aria-label={`${t("Text us at")} ${textMobile}`}
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M2 3h12v8H6l-3 3v-3H2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              {t("Text")}
            </a>
          )}
          <details className="group relative" data-testid="mobile-menu">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-lake-900 [&::-webkit-details-marker]:hidden">
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
              </svg>
              {t("Menu")}
            </summary>
            <nav aria-label={t("Mobile")} className="absolute right-0 top-full mt-2 w-64 rounded-md border border-slate-200 bg-white py-2 shadow-xl">
              <ul>
                <LinkItems links={mobileMenu} className="block px-4 py-3 text-base text-slate-800 hover:bg-lake-50" />
                {signedIn && (
                  <li>
                    <Link to="/admin" className="block px-4 py-3 text-base text-slate-800 hover:bg-lake-50">
                      Admin
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          </details>
        </div>
      </div>
      <EnhanceScript src={headerScript} />
    </header>
  );
}
