import { SiteLink as Link } from "~/platform/runtime";

/** "Page not found", as every route that finds nothing shows it. */
export function NotFoundView() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-lake-900">404</h1>
      <p className="mt-4 text-2xl text-slate-700">Oops! Page not found</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
