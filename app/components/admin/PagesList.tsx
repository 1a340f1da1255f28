import { Link } from "react-router";
import type { SitePage } from "~/content/types";
import { Badge } from "./common";

/** The Content tab's first view: the site's pages by name, grouped as visitors see them. */
export function PagesList({ pages }: { pages: Array<SitePage & { pending: boolean; spanish?: string | null; spanishOlder?: boolean }> }) {
  const groups = ["Pages", "Services", "Areas", "Blog"] as const;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">Choose a page to change its words and pictures. You see each block as visitors see it now.</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/content/new?kind=post" className="btn-primary min-h-11">
            New blog post
          </Link>
          <Link to="/admin/content/new?kind=service" className="btn-primary min-h-11">
            New service page
          </Link>
          <Link to="/admin/content?view=items" className="btn-secondary">
            All items
          </Link>
          <Link to="/admin/content?new=1" className="btn-secondary">
            Add Content
          </Link>
        </div>
      </div>
      {groups.map((g) => (
        <section key={g} className="mt-6" aria-labelledby={`pages-${g}`}>
          <h3 id={`pages-${g}`} className="text-lg font-semibold text-lake-900">
            {g}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {pages
              .filter((p) => p.group === g)
              .map((p) => (
                <li key={p.path} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{p.label}</span>
                    {p.pending && (
                      <>
                        {" "}
                        <Badge tone="amber">Changes not live</Badge>
                      </>
                    )}
                    {p.spanishOlder && (
                      <>
                        {" "}
                        <Badge tone="amber">Spanish is older than the English</Badge>
                      </>
                    )}
                  </span>
                  <span className="flex gap-2">
                    <a href={p.path} className="btn-secondary min-h-11 px-3 text-sm" target="_blank" rel="noreferrer" aria-label={`View ${p.name}`}>
                      View
                    </a>
                    <Link
                      to={`/admin/content/page?path=${encodeURIComponent(p.path)}`}
                      className="btn-primary min-h-11 px-3 text-sm"
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Link>
                    {p.spanish && (
                      <Link
                        to={`/admin/content/page?path=${encodeURIComponent(p.spanish)}`}
                        className="btn-secondary min-h-11 px-3 text-sm"
                        aria-label={`Edit ${p.name} in Spanish`}
                      >
                        Spanish
                      </Link>
                    )}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
