import { SiteLink as Link } from "~/platform/runtime";
import { LinkItems } from "./LinkItems";
import type { BusinessProfile, MenuItem } from "~/content/types";
import { useLocation } from "react-router";
import { useT } from "~/components/use-locale";
import { otherLanguage } from "~/content/locale";
import { LanguageLink } from "./Header";
import { tapHref } from "~/content/text";
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from "~/content/paths";
import { VERIFY_CONTRACTOR_LABEL, verifyContractorUrl } from "~/content/registration";

/**
 * The footer on every visitor's page: the business, then three short link lists (the site's pages,
 * the services, the areas served with the permits page), then how to reach us.
 */
export function Footer({
  profile,
  menu,
  services,
  areas,
  year,
}: {
  profile: BusinessProfile;
  menu: MenuItem[];
  services: MenuItem[];
  areas: MenuItem[];
  year: number;
}) {
  const { pathname } = useLocation();
  const t = useT();
  const other = otherLanguage(pathname);
  const groups = [
    { id: "footer-pages", title: t("Pages"), items: menu },
    { id: "footer-services", title: t("Services"), items: services },
    { id: "footer-areas", title: t("Areas we serve"), items: areas },
  ].filter((g) => g.items.length);
  return (
    <footer className="mt-16 bg-lake-900 text-lake-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{profile.companyName}</p>
          <p className="mt-2 text-sm">{profile.tagline}</p>
          <p className="mt-2 text-sm">
            {t("Serving")} {profile.areaServed}.
          </p>
          <p className="mt-2 text-sm" data-registration>
            {`${t("WA contractor registration:")} `}
            {profile.registration}
            <br />
            <a className="inline-flex min-h-11 items-center underline hover:text-white" href={verifyContractorUrl(profile.registration)} rel="noopener">
              {t(VERIFY_CONTRACTOR_LABEL)}
            </a>
          </p>
        </div>
        <nav aria-label={t("Footer")} className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3 md:col-span-2">
          {groups.map((g) => (
            <div key={g.id} className={g.id === "footer-areas" ? "col-span-2 sm:col-span-1" : ""}>
              <h2 id={g.id} className="text-sm font-semibold text-white">
                {g.title}
              </h2>
              <ul aria-labelledby={g.id} className={`mt-1 text-sm ${g.id === "footer-areas" ? "grid grid-cols-2 gap-x-6 sm:block" : ""}`}>
                <LinkItems links={g.items} className="inline-flex min-h-11 min-w-11 items-center hover:text-white hover:underline" />
              </ul>
            </div>
          ))}
        </nav>
        <address className="text-sm not-italic">
          <a className="flex min-h-11 items-center hover:underline" href={tapHref("call", pathname)}>
            {profile.phone}
          </a>
          <a className="flex min-h-11 items-center hover:underline" href={`mailto:${profile.email}`}>
            {profile.email}
          </a>
          <span className="block">{profile.officeLine}</span>
          <span className="block">
            {profile.city}, {profile.region} {profile.postalCode}
          </span>
        </address>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1 border-t border-lake-800 px-4 py-4 text-center text-sm">
        <span>
          © {year} {profile.companyName}. {t("All rights reserved.")}
        </span>
        {/* Decision 0033: what the site does with visitors' details, and how to report a barrier. */}
        <Link to={PRIVACY_PATH} className="inline-flex min-h-11 items-center underline hover:text-white">
          {t("Privacy notice")}
        </Link>
        <Link to={ACCESSIBILITY_PATH} className="inline-flex min-h-11 items-center underline hover:text-white">
          {t("Accessibility")}
        </Link>
        {/* The same page in the other language (the header has it too, from a tablet up). */}
        {other && <LanguageLink other={other} className="inline-flex min-h-11 items-center underline hover:text-white" />}
      </div>
    </footer>
  );
}
