/** What the Visits recorder keeps, and for how long (decisions 0026, 0033). */
export const ANALYTICS = {
  flushMs: 2_000,
  /** A longer queue is written at once. */
  flushAt: 2_000,
  /** Beyond this the queue drops views until it is written (a database that does not answer). */
  queueMax: 50_000,
  /** Paths that answered 404, kept apart per day and instance; beyond this they count as one. */
  notFoundPaths: 2_000,
  pathMax: 300,
  urlMax: 2_000,
  userAgentMax: 512,
  /** A day is rolled up this long after it ended (a late batch from another instance still counts). */
  rollupGraceMs: 10 * 60_000,
  rollupEveryMs: 10 * 60_000,
  keepDays: 730,
  /** Distinct sources and landing pages kept per day; the rest are one "(other)" (decision 0033). */
  entrySources: 100,
  entryPaths: 200,
} as const;

/** What the sources and landing pages beyond the day's cap are counted as. */
export const OTHER = "(other)";

export const MANY_PATHS = "(other paths)";
