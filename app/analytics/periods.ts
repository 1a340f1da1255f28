/** The periods the owner can pick on /admin/analytics, in days ending today. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(raw: string | null): Period {
  const n = Number(raw);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : 7;
}

export interface DayPoint {
  day: string;
  visitors: number;
  views: number;
}

/** The change from the period before, as the owner reads it: "+12%", "−3%", "new", or "no change". */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const pct = Math.round(((now - before) / before) * 100);
  if (pct === 0) return "no change";
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}
