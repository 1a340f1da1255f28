import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Migration,
} from "kysely";
import { migrationList } from "../app/db/migrations.server";

/**
 * What every shipped migration sends to the database, recorded without one: each migration's `up`
 * and `down` run against a Kysely whose driver does nothing (Kysely's DummyDriver: every query
 * answers no rows) and whose adapter and compiler are the real SQLite or PostgreSQL ones, and
 * Kysely's query log collects each statement in order. tests/unit/migrations-frozen.test.ts holds
 * these against tests/unit/migrations-frozen.json; scripts/freeze-migrations.ts adds new entries.
 */

export const DIALECTS = ["sqlite", "postgres"] as const;
export type Dialect = (typeof DIALECTS)[number];
export type Statement = { sql: string; parameters: unknown[] };
export type Directions = { up: Statement[]; down: Statement[] };
export type Entry = Record<Dialect, Directions>;
export type Golden = Record<string, Entry>;

export const GOLDEN_FILE = new URL("../tests/unit/migrations-frozen.json", import.meta.url);

/** The clock a migration reads while recorded (one stamps a row with the time it ran). */
const FROZEN_NOW = Date.parse("2026-01-01T00:00:00.000Z");

function compileOnly(dialect: Dialect, statements: Statement[]): Kysely<any> {
  const pg = dialect === "postgres";
  return new Kysely<any>({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
    log: (event) => {
      if (event.level === "query") statements.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
}

/** Runs `step` with `new Date()` and `Date.now()` at FROZEN_NOW, so a recorded parameter never depends on when. */
async function atFrozenTime<T>(step: () => Promise<T>): Promise<T> {
  const RealDate = globalThis.Date;
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(FROZEN_NOW);
      else super(...(args as [string]));
    }
    static override now() {
      return FROZEN_NOW;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  try {
    return await step();
  } finally {
    globalThis.Date = RealDate;
  }
}

async function record(dialect: Dialect, run: (db: Kysely<any>) => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = compileOnly(dialect, statements);
  try {
    await atFrozenTime(() => run(db));
  } finally {
    await db.destroy();
  }
  return statements;
}

/** The statements one migration's `up` and `down` send on each dialect, each direction on a fresh instance. */
export async function recordMigration(migration: Migration): Promise<Entry> {
  const entry = {} as Entry;
  for (const dialect of DIALECTS) {
    const up = await record(dialect, (db) => migration.up(db));
    const down = migration.down ? await record(dialect, (db) => migration.down!(db)) : [];
    entry[dialect] = { up, down };
  }
  return entry;
}

/** Every migration this version of the site knows, oldest first, with what it sends. */
export async function recordAll(): Promise<Array<[string, Entry]>> {
  const out: Array<[string, Entry]> = [];
  for (const [name, migration] of migrationList()) out.push([name, await recordMigration(migration)]);
  return out;
}
