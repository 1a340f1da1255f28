/**
 * The page editor's form as it arrives (decision 0019): each block's value read by its kind and
 * checked by its declared limit, and the fingerprint of what the editor showed when it opened
 * (decision 0045). Saving is pages.server.ts's.
 */
import { createHash } from "node:crypto";
import { blockMessages, safeHref, type BlockValue } from "~/content/block-values";
import { sanitizeContent } from "~/content/sanitize.server";
import { withHeadingIds } from "~/content/text";
import { BLOCK_LIMITS, sectionsFor, type BlockItem, type SectionDef } from "~/content/sections";

/** A short fingerprint of what the editor showed for a block when it was opened. */
export function blockFingerprint(value: BlockValue | null): string {
  return createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url")
    .slice(0, 16);
}

type Read = { value: BlockValue } | { error: string } | null;

/** One block's value as the form sent it; null when the form did not carry the block. */
export function readBlock(def: SectionDef, v: Record<string, string>): Read {
  const key = `block:${def.id}`;
  if (v[`present:${def.id}`] === undefined) return null;
  const max = def.max ?? BLOCK_LIMITS.text;
  const tooLong = blockMessages.tooLong(def, max);
  switch (def.kind) {
    case "text": {
      const text = (v[key] ?? "").replace(/\r\n/g, "\n").trim();
      if (text.length > max) return { error: tooLong };
      return { value: { text } };
    }
    case "rich": {
      const html = v[key] ?? "";
      if (html.length > max) return { error: tooLong };
      return { value: { html: withHeadingIds(sanitizeContent(html).trim()) } };
    }
    case "link": {
      const label = (v[`${key}:label`] ?? "").trim();
      const href = (v[`${key}:href`] ?? "").trim();
      if (label.length > max) return { error: tooLong };
      if (!label) return { error: blockMessages.needsLabel(def) };
      if (!safeHref(href)) return { error: blockMessages.buttonHref(def) };
      return { value: { link: { label, href } } };
    }
    case "image": {
      const id = (v[key] ?? "").trim();
      return { value: { imageId: id || null } };
    }
    case "list":
    case "items": {
      const rows: Array<{ pos: number; n: number; item: BlockItem }> = [];
      for (let n = 0; n <= BLOCK_LIMITS.listEntries + 1; n++) {
        const base = `${key}:${n}`;
        const title = (v[`${base}:title`] ?? v[base] ?? "").trim();
        const text = (v[`${base}:text`] ?? "").trim();
        const href = (v[`${base}:href`] ?? "").trim();
        if (!title && !text) continue;
        if (def.kind === "items" && title.length > BLOCK_LIMITS.text) return { error: blockMessages.cardHeadingTooLong(def) };
        if (title.length > BLOCK_LIMITS.entry || text.length > BLOCK_LIMITS.entry) return { error: blockMessages.entryTooLong(def) };
        if (href && !safeHref(href)) return { error: blockMessages.cardHref(def) };
        const pos = Number(v[`${base}:pos`]);
        rows.push({ pos: Number.isFinite(pos) ? pos : n + 1, n, item: def.withLink ? { title, text, href: href || undefined } : { title, text } });
      }
      if (rows.length > BLOCK_LIMITS.listEntries) return { error: blockMessages.tooManyEntries(def) };
      rows.sort((a, b) => a.pos - b.pos || a.n - b.n);
      return def.kind === "list" ? { value: { list: rows.map((r) => r.item.title) } } : { value: { items: rows.map((r) => r.item) } };
    }
  }
}

/** The blocks the form carried that read without error: the live preview shows them. */
export function readBlocks(path: string, values: Record<string, string>) {
  const out: Array<{ def: SectionDef; value: BlockValue }> = [];
  for (const def of sectionsFor(path)) {
    const r = readBlock(def, values);
    if (r && "value" in r) out.push({ def, value: r.value });
  }
  return out;
}

/**
 * The blocks a refused save changed, as they were typed (those that read), by block id: the form
 * shows them again. A block left as it was opened is not among them, so the form shows what is
 * stored now: saving again never puts back an old value over someone else's change.
 */
export function typedBlocks(path: string, values: Record<string, string>): Record<string, BlockValue> {
  const changed = readBlocks(path, values).filter((b) => blockFingerprint(b.value) !== values[`present:${b.def.id}`]);
  return Object.fromEntries(changed.map((b) => [b.def.id, b.value]));
}
