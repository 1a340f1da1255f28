import { FiguresTable, ReportSection } from "./FiguresTable";

interface Taps {
  calls: number;
  texts: number;
  pages: Array<{ path: string; calls: number; texts: number }>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Visits → "Calls and texts tapped" (decision 0051): taps on the site's Call and Text us links,
 * per page, beside the form leads. A tap is a phone opening its dialer or messages app, not a call
 * that was surely made.
 */
export function PhoneTaps({ taps, name }: { taps: Taps; name: (path: string) => string }) {
  return (
    <ReportSection id="taps" heading="Calls and texts tapped">
      <p className="mt-2 text-slate-800" data-testid="taps-total">
        {`${plural(taps.calls, "call", "calls")} and ${plural(taps.texts, "text", "texts")} tapped on the site in this period.`}
      </p>
      {taps.pages.length > 0 && (
        <>
          <ul className="mt-2 list-disc pl-6 text-slate-800" data-testid="taps-lines">
            {taps.pages.map((p) => (
              <li key={p.path}>
                {[p.calls ? `${plural(p.calls, "call", "calls")} tapped` : "", p.texts ? `${plural(p.texts, "text", "texts")} tapped` : ""]
                  .filter(Boolean)
                  .join(" and ")}
                {` from ${p.path}`}
              </li>
            ))}
          </ul>
          <FiguresTable
            testId="taps"
            columns={["Page", "Calls tapped", "Texts tapped"]}
            rows={taps.pages.map((p) => ({ key: p.path, label: name(p.path), figures: [p.calls, p.texts] }))}
          />
        </>
      )}
      <p className="mt-2 text-sm text-slate-700">
        Counted when a phone follows the site&apos;s Call or Text us link: a number per page and day, no cookie, nothing about who tapped. A tap opens the
        phone&apos;s dialer; whether the call was made, the site cannot know.
      </p>
    </ReportSection>
  );
}
