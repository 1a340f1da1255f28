/**
 * How a block's value is stored in its content item and read back (decision 0019). Shared by the
 * server and the page editor; no server imports.
 */
import { BLOCK_LIMITS, type BlockItem, type BlockLink, type SectionDef } from "./sections";

/** What the owner edits: a block's value by kind. */
export type BlockValue = { text: string } | { html: string } | { list: string[] } | { items: BlockItem[] } | { link: BlockLink } | { imageId: string | null };

/** The columns of a content item that hold a block's value. */
export interface StoredBlock {
  title: string | null;
  content: string | null;
  image_id: string | null;
}

/**
 * The columns a block's value is written to, and only those: a page staff added keeps its title
 * and cover picture in the same item as its body, so writing the body must leave them alone.
 */
export function toStored(def: SectionDef, value: BlockValue): Partial<StoredBlock> {
  if ("text" in value) return def.kind === "rich" ? { content: value.text } : { title: value.text };
  if ("html" in value) return { content: value.html };
  if ("list" in value) return { content: JSON.stringify(value.list) };
  if ("items" in value) return { content: JSON.stringify(value.items) };
  if ("link" in value) return { title: value.link.label, content: value.link.href };
  return { image_id: value.imageId };
}

/**
 * The title an item gets when it is created for a block whose value is not its title (rich text,
 * lists, cards, pictures), so the All items list names it ("Our story", not "Untitled").
 */
export function itemTitle(def: SectionDef): string | null {
  return def.kind === "rich" || def.kind === "list" || def.kind === "items" || def.kind === "image" ? def.label : null;
}

function parseJson(content: string | null): unknown {
  if (!content) return null;
  try {
    return JSON.parse(content.slice(0, BLOCK_LIMITS.rich * 2));
  } catch {
    return null;
  }
}

const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

/** A stored block read back as its kind's value; null when the row holds nothing usable. */
export function fromStored(def: SectionDef, row: StoredBlock): BlockValue | null {
  switch (def.kind) {
    case "text":
      return row.title?.trim() ? { text: row.title.slice(0, def.max ?? BLOCK_LIMITS.text) } : null;
    case "rich":
      return row.content?.trim() ? { html: row.content } : null;
    case "link":
      return row.title?.trim() ? { link: { label: row.title.slice(0, def.max ?? 60), href: row.content?.trim() || "/contact" } } : null;
    case "image":
      return row.image_id ? { imageId: row.image_id } : null;
    case "list": {
      const v = parseJson(row.content);
      return Array.isArray(v) ? { list: v.slice(0, BLOCK_LIMITS.listEntries).map((e) => str(e, BLOCK_LIMITS.entry)).filter(Boolean) } : null;
    }
    case "items": {
      const v = parseJson(row.content);
      if (!Array.isArray(v)) return null;
      const items = v.slice(0, BLOCK_LIMITS.listEntries).map((e) => {
        const o = (e ?? {}) as Record<string, unknown>;
        const item: BlockItem = { title: str(o.title, BLOCK_LIMITS.text), text: str(o.text, BLOCK_LIMITS.entry) };
        if (def.withLink) item.href = str(o.href, 200) || undefined;
        return item;
      });
      return { items: items.filter((i) => i.title || i.text) };
    }
  }
}

/** A block value as words, for the history's word diff and the All items excerpt. */
export function blockText(value: BlockValue | null): string {
  if (!value) return "";
  if ("text" in value) return value.text;
  if ("html" in value) return value.html;
  if ("list" in value) return value.list.map((e) => `• ${e}`).join("\n");
  if ("items" in value) return value.items.map((i) => `${i.title}: ${i.text}${i.href ? ` (${i.href})` : ""}`).join("\n");
  if ("link" in value) return `${value.link.label} → ${value.link.href}`;
  return value.imageId ?? "";
}

export function sameValue(a: BlockValue | null, b: BlockValue | null) {
  return JSON.stringify(a) === JSON.stringify(b);
}
