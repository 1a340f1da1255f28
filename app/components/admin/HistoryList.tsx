import { Form } from "react-router";
import type { VersionView } from "~/admin/history";

/**
 * The History list of an edit view: earlier versions, newest first, each with who saved it, when,
 * what it changed (removed words struck through, added words underlined) and a Restore button.
 * Restoring saves a new version, so nothing is lost.
 */
export function HistoryList({ versions, intent, hidden = {} }: { versions: VersionView[]; intent: string; hidden?: Record<string, string> }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5" aria-labelledby={`history-${intent}`}>
      <h3 id={`history-${intent}`} className="text-lg font-semibold text-lake-900">
        History
      </h3>
      {versions.length === 0 ? (
        <p className="mt-2 text-slate-700">No earlier versions yet. Each save from now on is kept here.</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label="Earlier versions, newest first">
          {versions.map((v) => (
            <li key={v.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="version">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-800">
                  <strong>{v.when}</strong>
                  {v.actor && <> · {v.actor}</>}
                  {v.note && <> · {v.note}</>}
                  {v.current && <> · current version</>}
                </p>
                {!v.current && (
                  <Form method="post">
                    <input type="hidden" name="intent" value={intent} />
                    <input type="hidden" name="version_id" value={v.id} />
                    {Object.entries(hidden).map(([k, val]) => (
                      <input key={k} type="hidden" name={k} value={val} />
                    ))}
                    <button type="submit" className="btn-secondary px-3 py-1 text-sm" aria-label={`Restore the version of ${v.when}`}>
                      Restore
                    </button>
                  </Form>
                )}
              </div>
              {v.changes.length > 0 && (
                <dl className="mt-2 space-y-1 text-sm">
                  {v.changes.map((c) => (
                    <div key={c.label}>
                      <dt className="inline font-semibold text-slate-800">{c.label}: </dt>
                      <dd className="inline whitespace-pre-wrap break-words text-slate-700">
                        {c.parts
                          ? c.parts.map((p, i) =>
                              p.added ? (
                                <ins key={i} className="bg-green-100 text-green-900">
                                  {p.value}
                                </ins>
                              ) : p.removed ? (
                                <del key={i} className="bg-red-100 text-red-900">
                                  {p.value}
                                </del>
                              ) : (
                                <span key={i}>{p.value}</span>
                              ),
                            )
                          : `${c.from} → ${c.to}`}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
