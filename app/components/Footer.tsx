import { SiteLink as Link } from "~/platform/runtime";
import type { BusinessProfile, MenuItem } from "~/content/types";

export function Footer({ profile, menu, year }: { profile: BusinessProfile; menu: MenuItem[]; year: number }) {
  return (
    <footer className="mt-16 bg-lake-900 text-lake-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{profile.companyName}</p>
          <p className="mt-2 text-sm">{profile.tagline}</p>
          <p className="mt-2 text-sm">Serving {profile.areaServed}.</p>
          <p className="mt-2 text-sm">WA contractor registration: {profile.registration}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {menu.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-block py-1.5 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="text-sm not-italic">
          <a className="block py-1 hover:underline" href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}>
            {profile.phone}
          </a>
          <a className="block py-1 hover:underline" href={`mailto:${profile.email}`}>
            {profile.email}
          </a>
          <span className="block">{profile.officeLine}</span>
          <span className="block">
            {profile.city}, {profile.region} {profile.postalCode}
          </span>
        </address>
      </div>
      <div className="border-t border-lake-800 py-4 text-center text-sm">
        © {year} {profile.companyName}. All rights reserved.
      </div>
    </footer>
  );
}
