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

/** A link a button or card may open: a page of this site, or an https, tel: or mailto: address. */
export function safeHref(href: string): boolean {
  if (href.length > 500) return false;
  if (/^\/(?![/\\])[a-z0-9\-/]*(#[a-z0-9-]*)?$/.test(href)) return true;
  return /^(https:\/\/[^\s\\]+|tel:\+?[0-9 ()-]{3,30}|mailto:[^\s@]+@[^\s@]+)$/.test(href);
}

/** The messages a block's rules give, the same whichever screen sent the value. */
export const blockMessages = {
  tooLong: (def: SectionDef, max: number) => `${def.label} is too long (${max.toLocaleString("en-US")} characters at most).`,
  needsLabel: (def: SectionDef) => `${def.label} needs a label.`,
  buttonHref: (def: SectionDef) => `${def.label}: choose one of the site's pages for the button to open.`,
  cardHref: (def: SectionDef) => `${def.label}: choose one of the site's pages for each card's link.`,
  entryTooLong: (def: SectionDef) => `An entry of ${def.label} is too long (${BLOCK_LIMITS.entry.toLocaleString("en-US")} characters at most).`,
  cardHeadingTooLong: (def: SectionDef) => `A card's heading in ${def.label} is too long (${BLOCK_LIMITS.text.toLocaleString("en-US")} characters at most).`,
  tooManyEntries: (def: SectionDef) => `${def.label} can have ${BLOCK_LIMITS.listEntries} entries at most.`,
  notAList: (def: SectionDef) => `${def.label} is a list: edit it in the page editor.`,
  pictureMarkup: (def: SectionDef) => `${def.label} is a picture: choose one from the Images library instead of typing markup.`,
  changedMeanwhile: (def: SectionDef) =>
    `${def.label} was changed in another tab or by someone else after you opened this page, so nothing was saved. Your words are still here: open the page in a new tab to see the other change, then save again to replace it with yours.`,
};

/**
 * Why a stored block would be refused by its kind's rules, or null when it is fine. Every write of
 * a content item runs this (app/services/content-items.server.ts), whichever screen sent it.
 */
export function storedBlockError(def: SectionDef, row: Partial<StoredBlock>): string | null {
  const max = def.max ?? BLOCK_LIMITS.text;
  const title = row.title ?? "";
  const content = row.content ?? "";
  switch (def.kind) {
    case "text":
      return title.length > max ? blockMessages.tooLong(def, max) : null;
    case "rich":
      return content.length > max ? blockMessages.tooLong(def, max) : null;
    case "link":
      if (title.length > max) return blockMessages.tooLong(def, max);
      if (row.title !== undefined && !title.trim()) return blockMessages.needsLabel(def);
      return row.content !== undefined && content.trim() && !safeHref(content.trim()) ? blockMessages.buttonHref(def) : null;
    case "image":
      return /<\s*img\b/i.test(content) ? blockMessages.pictureMarkup(def) : null;
    case "list":
    case "items": {
      if (row.content === undefined || !content.trim()) return null;
      const v = parseJson(content);
      if (!Array.isArray(v)) return blockMessages.notAList(def);
      if (v.length > BLOCK_LIMITS.listEntries) return blockMessages.tooManyEntries(def);
      for (const e of v) {
        const o = (typeof e === "string" ? { title: e } : (e ?? {})) as Record<string, unknown>;
        // A card's heading is held to a heading's length, as the editor's field is; a list entry to an entry's.
        if (def.kind === "items" && String(o.title ?? "").length > BLOCK_LIMITS.text) return blockMessages.cardHeadingTooLong(def);
        if (String(o.title ?? "").length > BLOCK_LIMITS.entry || String(o.text ?? "").length > BLOCK_LIMITS.entry) return blockMessages.entryTooLong(def);
        if (o.href !== undefined && o.href !== "" && !safeHref(String(o.href))) return blockMessages.cardHref(def);
      }
      return null;
    }
  }
}

/**
 * The columns whose length a block's own rules decide (storedBlockError): the storage column's
 * general limit does not apply to them again, so a 1,000-character paragraph block is not refused
 * for the 200 characters an item's title may otherwise have.
 */
export function ruledColumns(def: SectionDef): Array<keyof StoredBlock> {
  if (def.kind === "text") return ["title"];
  if (def.kind === "rich") return ["content"];
  if (def.kind === "link") return ["title", "content"];
  return [];
}

/** A stored block read back as its kind's value; null when the row holds nothing usable. */
export function fromStored(def: SectionDef, row: StoredBlock): BlockValue | null {
  switch (def.kind) {
    case "text":
      return row.title?.trim() ? { text: row.title.slice(0, def.max ?? BLOCK_LIMITS.text) } : null;
    case "rich":
      return row.content?.trim() ? { html: row.content } : null;
    case "link":
      // A link its rules would refuse (typed before they held) is not trusted: the seed value shows.
      if (!row.title?.trim() || (row.content?.trim() && !safeHref(row.content.trim()))) return null;
      return { link: { label: row.title.slice(0, def.max ?? 60), href: row.content?.trim() || "/contact" } };
    case "image":
      return row.image_id ? { imageId: row.image_id } : null;
    case "list": {
      const v = parseJson(row.content);
      return Array.isArray(v)
        ? {
            list: v
              .slice(0, BLOCK_LIMITS.listEntries)
              .map((e) => str(e, BLOCK_LIMITS.entry))
              .filter(Boolean),
          }
        : null;
    }
    case "items": {
      const v = parseJson(row.content);
      if (!Array.isArray(v)) return null;
      const items = v.slice(0, BLOCK_LIMITS.listEntries).map((e) => {
        const o = (e ?? {}) as Record<string, unknown>;
        const item: BlockItem = { title: str(o.title, BLOCK_LIMITS.text), text: str(o.text, BLOCK_LIMITS.entry) };
        const href = str(o.href, 500);
        if (def.withLink) item.href = href && safeHref(href) ? href : undefined;
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
