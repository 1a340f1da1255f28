import type { DayPoint } from "~/analytics/periods";
import { FiguresTable } from "./FiguresTable";

const W = 600;
const H = 160;
const PAD_TOP = 18;

/** "Nov 24" for a YYYY-MM-DD day. */
export function shortDay(day: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * Visitors and page views per day, drawn on the server as SVG (no chart script): page views as
 * light bars, visitors as dark bars in front. The figure is an image with a summary for screen
 * readers; the same numbers are in the table under it.
 */
export function VisitsChart({ days, id }: { days: DayPoint[]; id: string }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const step = W / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  const y = (v: number) => H - ((H - PAD_TOP) * v) / max;
  const busiest = days.reduce((a, d) => (d.visitors > a.visitors ? d : a), days[0] ?? { day: "", visitors: 0, views: 0 });
  const summary =
    days.length === 0
      ? "No days to show."
      : `${days.length} days from ${shortDay(days[0]!.day)} to ${shortDay(days.at(-1)!.day)}. ` +
        (busiest.visitors > 0
          ? `The busiest day was ${shortDay(busiest.day)} with ${busiest.visitors} visitor${busiest.visitors === 1 ? "" : "s"}.`
          : "No visitors yet.");
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${W} ${H + 22}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Visitors and page views per day</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1="0" x2={W} y1={H} y2={H} stroke="#94a3b8" strokeWidth="1" />
        <text x="0" y="12" fontSize="12" fill="#334155">
          {max} views
        </text>
        {days.map((d, i) => (
          <g key={d.day}>
            <rect x={i * step + (step - bar) / 2} y={y(d.views)} width={bar} height={H - y(d.views)} fill="#bfdbfe" />
            <rect x={i * step + (step - bar) / 2} y={y(d.visitors)} width={bar} height={H - y(d.visitors)} fill="#0d2c3d" />
          </g>
        ))}
        {days.length > 0 && (
          <>
            <text x="0" y={H + 16} fontSize="12" fill="#334155">
              {shortDay(days[0]!.day)}
            </text>
            <text x={W} y={H + 16} fontSize="12" fill="#334155" textAnchor="end">
              {shortDay(days.at(-1)!.day)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-lake-900" aria-hidden="true" /> Visitors
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-blue-200" aria-hidden="true" /> Page views
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-lake-900 underline">Show the numbers per day</summary>
        <FiguresTable
          caption="Visitors and page views per day"
          columns={["Day", "Visitors", "Page views"]}
          rows={days.map((d) => ({ key: d.day, label: shortDay(d.day), figures: [d.visitors, d.views] }))}
        />
      </details>
    </figure>
  );
}
