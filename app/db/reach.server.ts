import type pg from "pg";
import type { PostgresPool, PostgresPoolClient } from "kysely";

/**
 * Whether the database can be reached, judged without waiting long (decision 0055). A database
 * that refuses is known at once; one that accepts and never answers (a black hole) would hold every
 * query for the connect and statement timeouts, and every page behind it. So:
 * - a probe (`select 1`) that has not answered within `probeMs` counts as unreachable;
 * - once unreachable, the site says so at once (`down`) and probes again at most every `everyMs`
 *   while requests keep asking, so it comes back by itself;
 * - `bounded(work)` waits for work on the database, but after `suspectMs` without an answer it asks
 *   the probe, and gives up (an "unavailable" error) when the database does not answer it.
 * Real time (performance.now), not the app's clock: these are timeouts, not dates.
 */
export const REACH = { probeMs: 900, suspectMs: 1000, everyMs: 1000 } as const;

export class DatabaseUnreachable extends Error {
  readonly code = "ETIMEDOUT";
  constructor() {
    super("the database did not answer in time");
  }
}

export class DatabaseReach {
  private unreachable = false;
  private probedAt = -Infinity;
  private probing: Promise<boolean> | null = null;

  constructor(private readonly probe: () => Promise<boolean>) {}

  /** True while the last probe (or a query) found the database unreachable; asks again now and then. */
  get down() {
    if (this.unreachable && performance.now() - this.probedAt >= REACH.everyMs) void this.check();
    return this.unreachable;
  }

  /** A query failed for want of the database: say so until a probe answers. */
  markDown() {
    if (!this.unreachable) this.probedAt = performance.now();
    this.unreachable = true;
  }

  /** One probe at a time, at most `probeMs`: true when the database answered. */
  check(): Promise<boolean> {
    this.probing ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), REACH.probeMs);
      this.probe().then(
        (ok) => {
          clearTimeout(timer);
          resolve(ok);
        },
        () => resolve(false),
      );
    }).then((ok) => {
      this.unreachable = !ok;
      this.probedAt = performance.now();
      this.probing = null;
      return ok;
    });
    return this.probing;
  }

  /**
   * Resolves to "unreachable" once `work` has waited `suspectMs` and a probe found the database
   * away (or at once when it is known away); never resolves otherwise. Race it against the work.
   */
  givesUp(): { gaveUp: Promise<"unreachable">; cancel(): void } {
    let timer: NodeJS.Timeout | undefined;
    let cancelled = false;
    const gaveUp = new Promise<"unreachable">((resolve) => {
      if (this.down) return resolve("unreachable");
      timer = setTimeout(() => {
        void this.check().then((ok) => {
          if (!ok && !cancelled) resolve("unreachable");
        });
      }, REACH.suspectMs);
    });
    return {
      gaveUp,
      cancel() {
        cancelled = true;
        clearTimeout(timer);
      },
    };
  }

  /** `work`, or a DatabaseUnreachable error as soon as the database is found away while it waits. */
  async bounded<T>(work: Promise<T>): Promise<T> {
    const watch = this.givesUp();
    try {
      const result = await Promise.race([work.then((value) => ({ value })), watch.gaveUp]);
      if (result === "unreachable") {
        work.catch(() => undefined);
        throw new DatabaseUnreachable();
      }
      return result.value;
    } finally {
      watch.cancel();
    }
  }
}

/**
 * The pool Kysely is given: a connection is asked for only while the database is reachable, and a
 * query that waits is given up once the probe finds the database away (the connection is then
 * closed, not reused). The probe itself asks the real pool.
 */
export function reachingPool(pool: pg.Pool, reach: DatabaseReach): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      if (reach.down) throw new DatabaseUnreachable();
      const connecting = pool.connect();
      try {
        return wrapClient(await reach.bounded(connecting), reach);
      } catch (error) {
        // Given up: the connection, if it comes later, goes back unused.
        connecting.then(
          (c) => c.release(),
          () => undefined,
        );
        throw error;
      }
    },
  };
}

function wrapClient(client: pg.PoolClient, reach: DatabaseReach): PostgresPoolClient {
  let broken = false;
  return {
    query: ((text: string, values: readonly unknown[]) => {
      if (reach.down) return Promise.reject(new DatabaseUnreachable());
      return reach.bounded(client.query(text, [...values])).catch((error: unknown) => {
        if (error instanceof DatabaseUnreachable) broken = true;
        throw error;
      });
    }) as PostgresPoolClient["query"],
    release: () => client.release(broken || undefined),
  };
}
