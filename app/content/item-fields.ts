/**
 * The one list of a content item's columns (decision 0034): each column's type, whether staff
 * write it, how its History shows it and its form limit. The item's TypeScript type, the shapes of
 * a new item and of a change, the History snapshot and its field list, the Add Content and edit
 * forms' schema and the model's write all derive from it; the backup reads columns from the
 * database. A new column is: a migration, an entry here, the form's input, and where a page shows it.
 * Shared by the server and the browser: no server imports.
 */
import { formatZoned } from "./schedule";

type Kind = "text" | "bool" | "time" | "type";

interface FieldDef {
  kind: Kind;
  /** Can be null in the database. */
  nullable: boolean;
  /** The History's label, and whether it shows a word difference ("text") or "before → after". */
  history?: { label: string; diff: "text" | "value"; show?: (v: unknown) => string };
  /** Most characters a form may send. */
  max?: number;
  /** An optional detail the All items form sends as it is typed ("" clears it). */
  detail?: boolean;
}

const f = <K extends Kind, N extends boolean, const R extends Omit<FieldDef, "kind" | "nullable"> = object>(kind: K, nullable: N, rest?: R) => ({
  kind,
  nullable,
  ...(rest as R),
});
const when = (v: unknown) => formatZoned(v as string | null) || "(none)";

export const CONTENT_TYPES = ["page", "blog", "component", "image"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The columns staff write, in the order the History lists them. */
export const ITEM_FIELDS = {
  title: f("text", true, { history: { label: "Title", diff: "text" }, max: 200 }),
  content: f("text", true, { history: { label: "Content", diff: "text" }, max: 100_000 }),
  page_path: f("text", false, { history: { label: "Page path", diff: "value" }, max: 200 }),
  section_id: f("text", false, { history: { label: "Section id", diff: "value" }, max: 80 }),
  type: f("type", false),
  is_published: f("bool", false, { history: { label: "Published", diff: "value", show: (v: unknown) => (v ? "Yes" : "No") } }),
  publish_at: f("time", true, { history: { label: "Publish at", diff: "value", show: when } }),
  unpublish_at: f("time", true, { history: { label: "Unpublish at", diff: "value", show: when } }),
  category: f("text", true, { history: { label: "Category", diff: "value" }, max: 40, detail: true }),
  excerpt: f("text", true, { history: { label: "Excerpt", diff: "text" }, max: 300, detail: true }),
  image_id: f("text", true, {
    history: { label: "Picture", diff: "value", show: (v: unknown) => (v ? "a picture from the library" : "the drawing") },
    max: 64,
    detail: true,
  }),
  cta_label: f("text", true, { history: { label: "Button label", diff: "value" }, max: 60, detail: true }),
} as const;

type Fields = typeof ITEM_FIELDS;
export type ItemField = keyof Fields;
type Base<K extends Kind> = K extends "bool" ? boolean : K extends "type" ? ContentType : string;
type ValueOf<D> = D extends { kind: infer K extends Kind; nullable: infer N } ? (N extends true ? Base<K> | null : Base<K>) : never;

/** The columns staff write, typed. */
export type ItemValues = { -readonly [K in ItemField]: ValueOf<Fields[K]> };

/** A content item: what staff write, and what the module keeps itself. */
export interface ContentItem extends ItemValues {
  id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** A pending change of a published block, as JSON (decision 0019), and when it goes live. */
  draft?: string | null;
  draft_at?: string | null;
}

/** The row as the database holds it (SQLite has no boolean). */
export type ContentItemRow = Omit<ContentItem, "is_published" | "type" | "draft" | "draft_at"> & {
  type: string;
  is_published: number;
  draft: string | null;
  draft_at: string | null;
};

export const ITEM_FIELD_NAMES = Object.keys(ITEM_FIELDS) as ItemField[];

/** What the History keeps of an item: the fields it lists. */
export type ContentSnapshot = Pick<ItemValues, ItemField>;

export function snapshot(i: ItemValues): ContentSnapshot {
  const out = {} as Record<ItemField, unknown>;
  for (const k of ITEM_FIELD_NAMES) out[k] = i[k];
  return out as ContentSnapshot;
}

/** A new item: where it goes and its type; everything else may be left out. */
export type NewContentItem = Pick<ItemValues, "page_path" | "section_id" | "type"> & Partial<ItemValues>;

/** A change to an item: any written column, and the pending change. */
export type ContentItemChanges = Partial<ItemValues> & { draft?: string | null; draft_at?: string | null };

/** The History's fields, in order, each reading a snapshot. */
export function historyFields(readContent: (content: string | null) => string | null) {
  return ITEM_FIELD_NAMES.flatMap((k) => {
    const h = (ITEM_FIELDS[k] as FieldDef).history;
    if (!h) return [];
    const read = (d: ContentSnapshot) => (k === "content" ? readContent(d.content) : d[k]);
    return [{ label: h.label, read, kind: h.diff, ...(h.show ? { show: h.show } : {}) }];
  });
}

/** The optional details the All items form sends (a post's category, excerpt, picture, button label…). */
export type DetailField = { [K in ItemField]: Fields[K] extends { detail: true } ? K : never }[ItemField];
export const DETAIL_FIELDS = ITEM_FIELD_NAMES.filter((k): k is DetailField => Boolean((ITEM_FIELDS[k] as FieldDef).detail));

/** A column's limit, and its name as the owner reads it. */
export const fieldMax = (k: ItemField) => (ITEM_FIELDS[k] as FieldDef).max ?? 0;
export const fieldLabel = (k: ItemField) => (ITEM_FIELDS[k] as FieldDef).history?.label ?? k;
