import type { ReactNode } from "react";

/** A row of figures: what it is about (a row header), then its numbers. */
export interface FiguresRow {
  key: string;
  label: string;
  figures: number[];
}

/** A count as the owner reads it: 1,234. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/**
 * The small tables of the visits report (and the numbers behind its chart): the first column
 * names the row, the others are right-aligned figures.
 */
export function FiguresTable({ columns, rows, caption, testId }: { columns: string[]; rows: FiguresRow[]; caption?: string; testId?: string }) {
  return (
    <table className="mt-2 w-full text-left text-sm" data-testid={testId}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={c} scope="col" className={`py-1 ${i < columns.length - 1 ? "pr-2" : ""} ${i > 0 ? "text-right" : ""}`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-slate-100">
            <th scope="row" className="break-all py-1 pr-2 font-normal">
              {r.label}
            </th>
            {r.figures.map((f, i) => (
              <td key={i} className={`py-1 text-right ${i < r.figures.length - 1 ? "pr-2" : ""}`}>
                {formatCount(f)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The table, or `none` in its place while the period has no rows. */
export function FiguresOrNone({ none, ...table }: { none: string } & Parameters<typeof FiguresTable>[0]) {
  return table.rows.length === 0 ? <p className="mt-2 rounded-xl bg-slate-50 p-4 text-slate-700">{none}</p> : <FiguresTable {...table} />;
}

/** One part of the visits report: its heading (`<id>-heading`, which names it), then what it shows. */
export function ReportSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xl font-semibold text-lake-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}
