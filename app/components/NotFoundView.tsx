import { SiteLink as Link } from "~/platform/runtime";
import { useT } from "./use-locale";

/** "Page not found", as every route that finds nothing shows it. */
export function NotFoundView() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-lake-900">404</h1>
      <p className="mt-4 text-2xl text-slate-700">{t("Oops! Page not found")}</p>
      {/* On a Spanish address, Home is the Spanish home page (SiteLink follows the page's language). */}
      <Link to="/" className="btn-primary mt-8">
        {t("Return to Home")}
      </Link>
    </div>
  );
}
