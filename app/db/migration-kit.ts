import type { ColumnDefinitionBuilder, Kysely } from "kysely";

/**
 * The migrations' DDL written as SQL, one line a statement and a table ("create table backups (id
 * text primary key, file_name text not null, bytes integer default 0 not null, actor text)"), and
 * handed to Kysely's schema builder, so each dialect's compiler writes the statement as it always
 * has (held by tests/unit/migrations-frozen.test.ts). Only what the migrations use is understood:
 * create table with the types text and integer, primary key, not null, unique, default <number or
 * 'string'> and "constraint <name> primary key (a, b)"; create [unique] index; alter table … add
 * column / drop column; drop table and drop index [if exists]. Anything else throws, naming the
 * part it could not read.
 */

type Column = { name: string; type: "text" | "integer"; primaryKey: boolean; notNull: boolean; unique: boolean; defaultTo?: string | number };

/** "a, b (c, d), e" → ["a", "b (c, d)", "e"]: commas inside parentheses stay. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "(") depth++;
    else if (list[i] === ")") depth--;
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

function parseColumn(def: string): Column {
  const head = /^(\w+) (text|integer)\b/.exec(def);
  if (!head) throw new Error(`migration-kit: cannot read column "${def}"`);
  const column: Column = { name: head[1]!, type: head[2] as Column["type"], primaryKey: false, notNull: false, unique: false };
  let rest = def.slice(head[0].length).trim();
  while (rest) {
    const step = /^(primary key|not null|unique|default (?:'([^']*)'|(-?\d+)))(?:\s+|$)/.exec(rest);
    if (!step) throw new Error(`migration-kit: cannot read "${rest}" in column "${def}"`);
    if (step[1] === "primary key") column.primaryKey = true;
    else if (step[1] === "not null") column.notNull = true;
    else if (step[1] === "unique") column.unique = true;
    else column.defaultTo = step[2] ?? Number(step[3]);
    rest = rest.slice(step[0].length);
  }
  return column;
}

function modifiers(column: Column) {
  return (c: ColumnDefinitionBuilder) => {
    let b = c;
    if (column.primaryKey) b = b.primaryKey();
    if (column.notNull) b = b.notNull();
    if (column.unique) b = b.unique();
    if (column.defaultTo !== undefined) b = b.defaultTo(column.defaultTo);
    return b;
  };
}

async function createTable(db: Kysely<any>, table: string, definitions: string) {
  let builder = db.schema.createTable(table);
  for (const def of splitList(definitions)) {
    const pk = /^constraint (\w+) primary key \(([^)]*)\)$/.exec(def);
    if (pk) builder = builder.addPrimaryKeyConstraint(pk[1]!, splitList(pk[2]!) as never);
    else {
      const column = parseColumn(def);
      builder = builder.addColumn(column.name, column.type, modifiers(column));
    }
  }
  await builder.execute();
}

/** `add column <definition>, drop column <name>, …`: one `alter table` statement for each. */
async function alterTable(db: Kysely<any>, table: string, changes: string) {
  for (const change of splitList(changes)) {
    const add = /^add column (.*)$/.exec(change);
    const drop = /^drop column (\w+)$/.exec(change);
    if (add) {
      const column = parseColumn(add[1]!);
      await db.schema.alterTable(table).addColumn(column.name, column.type, modifiers(column)).execute();
    } else if (drop) await db.schema.alterTable(table).dropColumn(drop[1]!).execute();
    else throw new Error(`migration-kit: cannot read "${change}" in alter table ${table}`);
  }
}

async function run(db: Kysely<any>, statement: string) {
  let m: RegExpExecArray | null;
  if ((m = /^create table (\w+) \((.*)\)$/.exec(statement))) return createTable(db, m[1]!, m[2]!);
  if ((m = /^alter table (\w+) (.*)$/.exec(statement))) return alterTable(db, m[1]!, m[2]!);
  if ((m = /^create (unique )?index (\w+) on (\w+) \(([^)]*)\)$/.exec(statement))) {
    const index = db.schema.createIndex(m[2]!).on(m[3]!).columns(splitList(m[4]!));
    return (m[1] ? index.unique() : index).execute();
  }
  if ((m = /^drop table (if exists )?(.*)$/.exec(statement))) {
    for (const table of splitList(m[2]!)) {
      const drop = db.schema.dropTable(table);
      await (m[1] ? drop.ifExists() : drop).execute();
    }
    return;
  }
  if ((m = /^drop index (if exists )?(\w+)$/.exec(statement))) {
    const drop = db.schema.dropIndex(m[2]!);
    return (m[1] ? drop.ifExists() : drop).execute();
  }
  throw new Error(`migration-kit: cannot read statement "${statement}"`);
}

/**
 * Runs the DDL written in the template, one statement a line, in order:
 *   await ddl(db)`
 *     create table backups (id text primary key, file_name text not null, bytes integer not null, actor text)
 *     create index backups_at on backups (created_at)
 *   `;
 * Each line is sent as Kysely's builder writes it for the database's dialect; a list in one line
 * (`drop table a, b`, `alter table t add column x text, drop column y`) is one statement an item.
 */
export function ddl(db: Kysely<any>) {
  return async (strings: TemplateStringsArray, ...values: never[]) => {
    if (values.length > 0) throw new Error("migration-kit: ddl takes no ${…}: a migration's DDL is fixed text");
    for (const line of strings.join("").split("\n")) {
      const statement = line.trim().replace(/\s+/g, " ");
      if (statement) await run(db, statement);
    }
  };
}
