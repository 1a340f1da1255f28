/** Rows of the visit figures (decision 0026): a day's salt, the raw day, and the rolled-up days. */

/** The salt of one day (business time zone), deleted when the day is over (decision 0026). */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** The day not yet rolled up: one row per visitor hash, page and status. */
export interface AnalyticsRawTable {
  day: string;
  /** A hash of the day's salt, the address and the browser: the same person on another day differs. */
  visitor: string;
  path: string;
  /** 200 for a page, 404 for a path the site does not have. */
  status: number;
  views: number;
  /** utm_source, or the referring site's host name, or "" (typed in, bookmarked). */
  source: string;
  first_at: string;
}

/** Visitors and page views of a whole day (kept two years). */
export interface AnalyticsDaysTable {
  day: string;
  views: number;
  visitors: number;
}

/** Views and visitors of one page on one day (404s too). */
export interface AnalyticsPagesTable {
  day: string;
  path: string;
  status: number;
  views: number;
  visitors: number;
}

/** Visitors who arrived on a page from a source on one day (where the visit began). */
export interface AnalyticsEntriesTable {
  day: string;
  path: string;
  source: string;
  visitors: number;
}
