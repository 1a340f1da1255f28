import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Test databases are named `test_<run>_<random>`, where <run> begins with the base-36 time the
 * test run began (set by the global setup in TEST_DB_RUN). After the run, its databases are dropped; at the
 * start of a run, any left by a run that began over six hours ago (one that crashed or was killed)
 * are dropped too. A PostgreSQL left with thousands of test databases took over a minute to
 * start after an unclean stop, longer than `pg_ctl` waits.
 */
const STALE_MS = 6 * 60 * 60 * 1000;

/** The run's start time in base 36, and four random characters: two runs begun in the same
 * millisecond (`npm test` starts its main and time-zone passes side by side) stay apart. */
export const newRunId = (now = Date.now()) => `${now.toString(36)}_${Math.random().toString(36).slice(2, 6).padEnd(4, "0")}`;

/** The base-36 start time in a test database's name, or null when the name is not one of ours. */
export function runTimeOf(name: string): number | null {
  const m = /^test_([0-9a-z]{6,10})_[0-9a-z_]+$/.exec(name);
  if (!m) return null;
  const t = parseInt(m[1] ?? "", 36);
  return Number.isFinite(t) ? t : null;
}

/** Drops the test databases `pick` chooses on the server at `adminUrl`; returns how many. */
export async function dropTestDatabases(adminUrl: string, pick: (name: string) => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return 0;
  }
  let dropped = 0;
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_%'");
    for (const { datname } of rows) {
      if (!pick(datname)) continue;
      // The name matched /^test_[0-9a-z_]+$/ above, so it needs no quoting beyond the identifier's.
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).then(
        () => dropped++,
        () => undefined,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return dropped;
}

export const isStale = (now: number) => (name: string) => {
  const t = runTimeOf(name);
  return t !== null && now - t > STALE_MS;
};

export const isOfRun = (run: string) => (name: string) => name.startsWith(`test_${run}_`);

/** Removes the test-file folders (`lrb-run-*`, and the older `lrb-test-*`) last changed over six hours ago. */
export function removeStaleRunFolders(tmp: string, now: number) {
  for (const name of readdirSync(tmp)) {
    if (!/^lrb-(run|test)-/.test(name)) continue;
    const full = path.join(tmp, name);
    try {
      if (now - statSync(full).mtimeMs > STALE_MS) rmSync(full, { recursive: true, force: true });
    } catch {
      /* gone already, or another run's */
    }
  }
}
