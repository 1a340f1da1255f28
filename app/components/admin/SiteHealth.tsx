import { Link } from "react-router";
import type { HealthCheck } from "~/admin/health";

/**
 * "Ready to launch?" until every line was in order once, then "Site health". A progress count,
 * then the lines in three groups (decision 0037): what the law asks for ("Must fix before launch",
 * decision 0033), what should be fixed, and what is done, folded.
 */
export function SiteHealth({ launched, checks }: { launched: boolean; checks: HealthCheck[] }) {
  const mustFix = checks.filter((c) => !c.ok && c.blocker);
  const shouldFix = checks.filter((c) => !c.ok && !c.blocker);
  const done = checks.filter((c) => c.ok);
  const todo = mustFix.length + shouldFix.length;
  const heading = launched ? "Site health" : "Ready to launch?";
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="health-heading" data-testid="site-health">
      <h2 id="health-heading" className="text-xl font-semibold text-lake-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700" data-testid="health-summary">
        {todo === 0
          ? "Everything on this list is in order."
          : launched
            ? `${todo} thing${todo === 1 ? " needs" : "s need"} attention.`
            : `${done.length} of ${checks.length} done. Before the site goes out:`}
      </p>
      <progress
        className="mt-2 h-2 w-full max-w-md accent-green-700"
        max={checks.length}
        value={done.length}
        aria-label={`${done.length} of ${checks.length} done`}
      />
      <HealthGroup title="Must fix before launch" checks={mustFix} blocker />
      <HealthGroup title="Should fix" checks={shouldFix} />
      {done.length > 0 && (
        <details className="mt-4">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-lake-900 underline">{`Done (${done.length})`}</summary>
          <ul className="mt-2 space-y-1 text-sm text-slate-800" aria-label="Done">
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

function HealthGroup({ title, checks, blocker = false }: { title: string; checks: HealthCheck[]; blocker?: boolean }) {
  if (checks.length === 0) return null;
  const id = `health-${blocker ? "must" : "should"}`;
  return (
    <div className="mt-4">
      <h3 id={id} className={`text-base font-bold ${blocker ? "text-red-800" : "text-lake-900"}`}>
        {`${title} (${checks.length})`}
      </h3>
      <ul className="mt-2 space-y-2" aria-labelledby={id}>
        {checks.map((c) => (
          <li
            key={c.id}
            className={`break-words rounded-lg border border-amber-300 p-3 ${blocker ? "border-l-4 border-l-red-700 bg-red-50 text-red-950" : "bg-amber-50 text-amber-950"}`}
            data-check={c.id}
            data-blocker={blocker ? "" : undefined}
          >
            <p className="font-semibold">
              <span aria-hidden="true">✗ </span>
              {c.label}
            </p>
            <p className="mt-1 text-sm">{c.why}</p>
            {c.items && c.items.length > 0 && (
              <ul className={`mt-1 list-disc pl-5 text-sm ${c.items.some((i) => typeof i === "string") ? "break-all" : "break-words"}`}>
                {shownItems(c.items).map((i) =>
                  typeof i === "string" ? (
                    <li key={i}>{i}</li>
                  ) : (
                    <li key={i.to}>
                      <Link to={i.to} className="inline-flex min-h-11 min-w-11 items-center font-semibold underline" aria-label={i.action}>
                        {i.text}
                      </Link>
                    </li>
                  ),
                )}
                {shownItems(c.items).length < c.items.length && <li>and {c.items.length - shownItems(c.items).length} more</li>}
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
    </div>
  );
}

/** Lines that only name something: the first five. Lines that lead to where it is fixed: all of them. */
function shownItems(items: NonNullable<HealthCheck["items"]>) {
  return items.every((i) => typeof i !== "string") ? items : items.slice(0, 5);
}
