import { AsyncLocalStorage } from "node:async_hooks";
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/**
 * What a request read and wrote, table by table (decision 0021). The page cache keeps, with each
 * page, the tags of the rows its render read; a write empties only the pages whose tags it meets.
 *
 * A tag is `table`, `table@/path` (rows of that page path only) or `table@/prefix*` (rows whose
 * path starts so). `*` stands for something that could not be read from the query (raw SQL):
 * it meets every tag. Tags come from the queries themselves (a Kysely plugin), so a new query
 * is tracked without anyone remembering to; code that knows better narrows its writes with
 * `describeWrites`.
 */
export interface Tracking {
  reads: Set<string>;
  writes: Set<string>;
  /** Inside describeWrites: the plugin leaves the writes to the description. */
  described?: boolean;
  /** Reads kept for the rest of the request by `readOnce`; "off" once the request wrote anything. */
  memo?: Map<string, { at: number; value: Promise<unknown> }> | "off";
}

// One store per process: the server and the built routes each bundle a copy of this module, and
// both must see the same record.
const KEY = Symbol.for("lakeside.page-reads");
const storage: AsyncLocalStorage<Tracking> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<Tracking>()) as AsyncLocalStorage<Tracking>;

/** Runs `work` with its own record of reads and writes, and returns both. */
export async function track<T>(work: () => Promise<T>): Promise<{ result: T; tracking: Tracking }> {
  const tracking: Tracking = { reads: new Set(), writes: new Set() };
  const result = await storage.run(tracking, work);
  return { result, tracking };
}

/** How long a kept read lasts: a request's render, not a timer that inherited the request's record. */
const KEEP_MS = 1000;

/**
 * A read whose answer cannot change while a request only reads: made once per request, however
 * many loaders and components ask (a page's render reads the brand and the profile several times).
 * Once the request has written anything, every read goes to the database again: a write in a
 * transaction that is rolled back must not leave its value behind. A kept read lasts at most
 * KEEP_MS, so work that outlives its request (a timer started in it) reads afresh.
 */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const tracking = storage.getStore();
  if (!tracking || tracking.memo === "off" || tracking.writes.size > 0) return read();
  if (!tracking.memo) tracking.memo = new Map();
  const memo = tracking.memo;
  const now = performance.now();
  const kept = memo.get(key);
  if (kept && now - kept.at < KEEP_MS) return kept.value as Promise<T>;
  const value = read();
  const entry = { at: now, value };
  memo.set(key, entry);
  // A failed read is not kept: the next caller asks again.
  value.catch(() => memo.get(key) === entry && memo.delete(key));
  return value;
}

/** Runs a write whose effect on pages the caller can name more narrowly than its table. */
export async function describeWrites<T>(tags: string[], work: () => Promise<T>): Promise<T> {
  const current = storage.getStore();
  if (!current) return work();
  for (const tag of tags) current.writes.add(tag);
  return storage.run({ ...current, described: true }, work);
}

/** The column whose equality (or `like 'prefix%'`) narrows a table's tag to some page paths. */
const PATH_COLUMNS: Record<string, string> = { content_items: "page_path", seo_settings: "page_path", images: "page_path" };

/** The tables whose rows no visitor's page ever shows (a test renders every page to keep this true). */
export const PRIVATE_TABLES = new Set([
  "cdn_purges",
  "background_failures",
  "user",
  "session",
  "account",
  "verification",
  "twoFactor",
  "rate_limit_events",
  "contact_messages",
  "lead_photos",
  "lead_alerts",
  "lead_alert_optins",
  "mail_bounces",
  "activity_log",
  "versions",
  "staff_tokens",
  "review_requests",
  "visits",
  "visit_links",
  "visit_feed",
  "proposals",
  "proposal_signatures",
  "stripe_events",
  "change_counters",
  "page_changes",
  "analytics_salts",
  "analytics_raw",
  "analytics_days",
  "analytics_pages",
  "analytics_entries",
  "scheduled_jobs",
  "backups",
  "kysely_migration",
  "kysely_migration_lock",
]);

function isNode(value: unknown): value is OperationNode {
  return typeof value === "object" && value !== null && typeof (value as { kind?: unknown }).kind === "string";
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "TableNode") return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === "AliasNode") return tableName((node as unknown as { node: OperationNode }).node);
  return null;
}

/** Every table named anywhere in a query (from, joins, subqueries, CTEs). Linear in the query's size. */
function tablesIn(root: OperationNode, out: Set<string>) {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const v of value) stack.push(v);
      continue;
    }
    if (!isNode(value)) continue;
    if (value.kind === "TableNode") {
      out.add(tableName(value)!);
      continue;
    }
    if (value.kind === "ValueNode" || value.kind === "ValueListNode" || value.kind === "PrimitiveValueListNode") continue;
    for (const v of Object.values(value)) if (typeof v === "object" && v !== null) stack.push(v);
  }
  return out;
}

/** The conjuncts at the top of a WHERE (a = 1 AND b = 2 AND …); anything under an OR is not one. */
function conjuncts(node: OperationNode | undefined, out: OperationNode[] = []) {
  if (!node) return out;
  if (node.kind === "WhereNode") return conjuncts((node as unknown as { where: OperationNode }).where, out);
  if (node.kind === "ParensNode") return conjuncts((node as unknown as { node: OperationNode }).node, out);
  if (node.kind === "AndNode") {
    const n = node as unknown as { left: OperationNode; right: OperationNode };
    conjuncts(n.left, out);
    conjuncts(n.right, out);
    return out;
  }
  out.push(node);
  return out;
}

/** `path = '/about'` → `/about`; `path like '/blog/%'` → `/blog/*`; anything else → null. */
function pathFilter(where: OperationNode | undefined, column: string): string | null {
  const paths = pathFilters(where, column);
  return paths?.length === 1 ? paths[0]! : null;
}

/** As pathFilter, and `path in ('/a', '/b')` → both (at most 32; more reads the table). */
function pathFilters(where: OperationNode | undefined, column: string): string[] | null {
  for (const c of conjuncts(where)) {
    if (c.kind !== "BinaryOperationNode") continue;
    const b = c as unknown as { leftOperand: OperationNode; operator: { operator: string }; rightOperand: OperationNode };
    const left = b.leftOperand as unknown as { kind: string; column?: { kind: string; column?: { name: string } } };
    if (left.kind !== "ReferenceNode" || left.column?.kind !== "ColumnNode" || left.column.column?.name !== column) continue;
    if (b.operator.operator === "in" && b.rightOperand.kind === "PrimitiveValueListNode") {
      const values = (b.rightOperand as unknown as { values: readonly unknown[] }).values;
      if (values.length > 0 && values.length <= 32 && values.every((v) => typeof v === "string")) return values as string[];
      continue;
    }
    if (b.rightOperand.kind !== "ValueNode") continue;
    const value = (b.rightOperand as unknown as { value: unknown }).value;
    if (typeof value !== "string") continue;
    if (b.operator.operator === "=") return [value];
    if (b.operator.operator === "like" && /^[^%_]*%$/.test(value)) return [`${value.slice(0, -1)}*`];
  }
  return null;
}

function readTags(node: RootOperationNode, tracking: Tracking) {
  const tables = tablesIn(node, new Set());
  const select = node.kind === "SelectQueryNode" ? node : null;
  const single = select && tables.size === 1 && !select.joins?.length;
  for (const table of tables) {
    const column = PATH_COLUMNS[table];
    const paths = single && column ? pathFilters(select.where, column) : null;
    if (paths) for (const path of paths) tracking.reads.add(`${table}@${path}`);
    else tracking.reads.add(table);
  }
}

/** The row an INSERT of one row writes at `column`, when it is a plain value. */
function insertedValue(node: RootOperationNode, column: string): string | null {
  if (node.kind !== "InsertQueryNode" || !node.columns || node.values?.kind !== "ValuesNode") return null;
  const rows = (node.values as unknown as { values: ReadonlyArray<{ kind: string; values: ReadonlyArray<unknown> }> }).values;
  const index = node.columns.findIndex((c) => c.column.name === column);
  if (rows.length !== 1 || index < 0) return null;
  const row = rows[0]!;
  const cell = row.kind === "PrimitiveValueListNode" ? row.values[index] : (row.values[index] as { kind?: string; value?: unknown } | undefined)?.value;
  return typeof cell === "string" ? cell : null;
}

/** The table a write changes, narrowed to a page path when the write names one. */
function writeTag(node: RootOperationNode): string | null {
  let table: string | null = null;
  let where: OperationNode | undefined;
  if (node.kind === "InsertQueryNode") table = tableName(node.into);
  else if (node.kind === "UpdateQueryNode") [table, where] = [tableName(node.table), node.where];
  else if (node.kind === "DeleteQueryNode") [table, where] = [tableName(node.from.froms[0]), node.where];
  if (table === null) return null;
  const column = PATH_COLUMNS[table];
  if (!column) return table;
  // A write that moves rows to another path changes that page too: the whole table, then.
  if (node.kind === "UpdateQueryNode" && node.updates?.some((u) => (u.column as { column?: { name?: string } }).column?.name === column)) return table;
  const path = node.kind === "InsertQueryNode" ? insertedValue(node, column) : pathFilter(where, column);
  return path ? `${table}@${path}` : table;
}

/** The plugin: notes every query's tables in the request's record; it never changes a query. */
export const trackingPlugin: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const tracking = storage.getStore();
    if (!tracking) return node;
    // Any write ends the request's kept reads (readOnce).
    if (node.kind !== "SelectQueryNode" && tracking.memo !== "off") tracking.memo = "off";
    if (node.kind === "SelectQueryNode") {
      readTags(node, tracking);
    } else if (node.kind === "RawNode") {
      const text = node.sqlFragments.join("?").trimStart().toLowerCase();
      if (/^(insert|update|delete|replace|create|drop|alter)\b/.test(text)) {
        // `insert into t`, `update t`, `delete from t`: that table; anything else: everything.
        const target = /^(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
        if (!tracking.described) tracking.writes.add(target ?? "*");
      } else {
        tracking.reads.add("*");
      }
    } else {
      if (!tracking.described) tracking.writes.add(writeTag(node) ?? "*");
    }
    return node;
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};

function split(tag: string): [string, string | null] {
  const at = tag.indexOf("@");
  return at < 0 ? [tag, null] : [tag.slice(0, at), tag.slice(at + 1)];
}

function pathsMeet(a: string | null, b: string | null) {
  if (a === null || b === null) return true;
  if (a.endsWith("*") && b.endsWith("*")) return a.startsWith(b.slice(0, -1)) || b.startsWith(a.slice(0, -1));
  if (a.endsWith("*")) return b.startsWith(a.slice(0, -1));
  if (b.endsWith("*")) return a.startsWith(b.slice(0, -1));
  return a === b;
}

/** Whether a write tagged `written` can change what a read tagged `read` returned. */
export function tagsMeet(read: string, written: string) {
  if (read === "*" || written === "*") return true;
  const [rt, rp] = split(read);
  const [wt, wp] = split(written);
  return rt === wt && pathsMeet(rp, wp);
}

/** Whether any of `writes` can change a page that read `reads`. */
export function affects(writes: Iterable<string>, reads: Iterable<string>) {
  for (const w of writes) for (const r of reads) if (tagsMeet(r, w)) return true;
  return false;
}

/** The writes another instance or a visitor's page could care about: private tables left out. */
export function publicWrites(writes: Iterable<string>) {
  return [...writes].filter((tag) => !PRIVATE_TABLES.has(split(tag)[0]));
}
