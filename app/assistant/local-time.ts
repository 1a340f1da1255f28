import { BUSINESS_TIME_ZONE } from "~/content/schedule";
import { clockDate } from "~/platform/clock";

/**
 * The time of day and the season on the lake, by the business's clock (Pacific time), for the
 * assistant's greeting (decision 0035): "morning" at 9 in Chelan, never at 5 pm; fall in November.
 */
export type DayPart = "morning" | "afternoon" | "evening" | "night";
export type Season = "winter" | "spring" | "summer" | "fall";
export const SEASONS: Season[] = ["winter", "spring", "summer", "fall"];

const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23", month: "numeric" });

export function businessMoment(now: Date = clockDate()): { dayPart: DayPart; season: Season; hour: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const hour = Number(p.hour) % 24;
  const month = Number(p.month);
  const dayPart: DayPart = hour >= 5 && hour < 12 ? "morning" : hour >= 12 && hour < 17 ? "afternoon" : hour >= 17 && hour < 22 ? "evening" : "night";
  const season: Season = month === 12 || month <= 2 ? "winter" : month <= 5 ? "spring" : month <= 8 ? "summer" : "fall";
  return { dayPart, season, hour };
}

/** True when a text speaks of another season than this one (and not of this one). */
export function offSeason(text: string, season: Season) {
  const lower = text.toLowerCase();
  const mentions = (s: Season) => (s === "fall" ? /\b(fall|autumn)\b/.test(lower) : new RegExp(`\\b${s}s?\\b`).test(lower));
  return !mentions(season) && SEASONS.some((s) => s !== season && mentions(s));
}
