import { Form, Link } from "react-router";

export interface PageLanguages {
  /** The English page's path and name, and its Spanish twin's path. */
  english: string;
  spanish: string;
  name: string;
  /** Which side the editor has open. */
  editing: "en" | "es";
  /** When the English words last changed after the Spanish ones, in the business's zone; null when the Spanish is up to date. */
  olderSince: string | null;
}

const tab = "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold";
const editorLink = (path: string) => `/admin/content/page?path=${encodeURIComponent(path)}`;

/**
 * Beside the page's name: its English and Spanish words, each edited in this same editor (issue 49),
 * and, on either side, a flag when the Spanish is older than the English.
 */
export function LanguageBar({ languages: l }: { languages: PageLanguages }) {
  const current = (side: "en" | "es") => (l.editing === side ? "border-lake-800 bg-lake-800 text-white" : "border-slate-300 bg-white text-lake-900 underline");
  return (
    <div className="mb-3">
      <nav aria-label={`Language of ${l.name}`} className="flex flex-wrap gap-2">
        {(
          [
            ["en", "English", l.english],
            ["es", "Spanish", l.spanish],
          ] as const
        ).map(([side, word, path]) => (
          <Link
            key={side}
            to={editorLink(path)}
            className={`${tab} ${current(side)}`}
            aria-current={l.editing === side ? "page" : undefined}
            aria-label={`Edit ${l.name} in ${word}`}
          >
            {word}
          </Link>
        ))}
      </nav>
      {l.editing === "es" && (
        <p className="mt-2 text-sm text-slate-700">
          These are the words of the Spanish page. Its pictures are the English page&apos;s: change them on the English side.
        </p>
      )}
      {l.olderSince && (
        <div role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>
            <strong>The Spanish is older than the English.</strong> The English words changed {l.olderSince}, after the Spanish ones. Check the Spanish words
            and save them, or say they still match.
          </p>
          {l.editing === "es" ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="spanish-checked" />
              <input type="hidden" name="path" value={l.spanish} />
              <button type="submit" className="btn-secondary min-h-11">
                The Spanish of {l.name} is up to date
              </button>
            </Form>
          ) : (
            <Link to={editorLink(l.spanish)} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
              Check the Spanish of {l.name}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
