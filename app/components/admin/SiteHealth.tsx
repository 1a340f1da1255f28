import { Link } from "react-router";
import type { HealthCheck } from "~/admin/health";

/**
 * "Ready to launch?" until every line was in order once, then "Site health". What needs doing
 * comes first, each with why it matters and where it is fixed; what is in order is listed after.
 */
export function SiteHealth({ launched, checks }: { launched: boolean; checks: HealthCheck[] }) {
  // What the law asks for comes before everything else (decision 0033).
  const todo = checks.filter((c) => !c.ok).sort((a, b) => Number(Boolean(b.blocker)) - Number(Boolean(a.blocker)));
  const done = checks.filter((c) => c.ok);
  const heading = launched ? "Site health" : "Ready to launch?";
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="health-heading" data-testid="site-health">
      <h2 id="health-heading" className="text-xl font-semibold text-lake-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700" data-testid="health-summary">
        {todo.length === 0
          ? "Everything on this list is in order."
          : launched
            ? `${todo.length} thing${todo.length === 1 ? " needs" : "s need"} attention.`
            : `${done.length} of ${checks.length} done. Before the site goes out:`}
      </p>
      {todo.length > 0 && (
        <ul className="mt-3 space-y-3" aria-label="To do">
          {todo.map((c) => (
            <li key={c.id} className="break-words rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-check={c.id}>
              {c.blocker && (
                <p className="mb-1 inline-block rounded bg-red-800 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white" data-blocker>
                  Must fix before launch
                </p>
              )}
              <p className="font-semibold">
                <span aria-hidden="true">✗ </span>
                {c.label}
              </p>
              <p className="mt-1 text-sm">{c.why}</p>
              {c.items && c.items.length > 0 && (
                <ul className="mt-1 list-disc break-all pl-5 text-sm">
                  {c.items.slice(0, 5).map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                  {c.items.length > 5 && <li>and {c.items.length - 5} more</li>}
                </ul>
              )}
              {"to" in c.fix ? (
                <Link to={c.fix.to} className="btn-secondary mt-2 px-3 py-1.5 text-sm" aria-label={`${c.fix.text}: ${c.label}`}>
                  {c.fix.text}
                </Link>
              ) : (
                <p className="mt-1 text-sm font-semibold">{c.fix.note}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <details className="mt-3" open={todo.length > 0 ? undefined : false}>
          <summary className="cursor-pointer text-sm font-semibold text-lake-900 underline">{`In order (${done.length})`}</summary>
          <ul className="mt-2 space-y-1 text-sm text-slate-800" aria-label="In order">
            {done.map((c) => (
              <li key={c.id} data-check={c.id}>
                <span aria-hidden="true" className="text-green-800">
                  ✓{" "}
                </span>
                {c.label}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
