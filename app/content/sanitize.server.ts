import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { htmlToText, withHeadingIds } from "./text";

/**
 * The allow-list for HTML that staff write (content items) before any visitor sees it:
 * headings, paragraphs, lists, links, images and emphasis. No scripts, no event attributes,
 * no javascript: or data: links, no iframes, no forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "a", "img", "strong", "b", "em", "i", "u", "blockquote", "figure", "figcaption", "span"],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "style", "loading"],
    "*": [],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedStyles: {
    img: {
      "max-width": [/^\d+(\.\d+)?(%|px|rem)$/],
      margin: [/^[\d.]+(rem|px|em)?( [\d.]+(rem|px|em)?){0,3}$/],
      width: [/^\d+(\.\d+)?(%|px)$/],
      height: [/^auto$|^\d+px$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs };
    },
    h1: "h2",
  },
  disallowedTagsMode: "discard",
};

/** Long HTML already sanitized off the main thread (sanitizeAhead in render-ahead.server.ts), by its input. */
const sanitized = new Map<string, string>();

export function sanitizeContent(html: string) {
  return sanitized.get(html) ?? sanitizeHtml(html, OPTIONS);
}

export function rememberSanitized(html: string, clean: string) {
  if (sanitized.size >= 50) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
}

export const isSanitized = (html: string) => sanitized.has(html);

/** Text only: for titles and other plain fields. */
export const toPlainText = (html: string) => htmlToText(html);

/** Staff content may be Markdown, plain text or HTML: all of it is rendered, then sanitized. */
/**
 * Markdown nests a blockquote or a list in another for each marker at a line's start, and a parser
 * recurses for each: past this depth the extra markers are dropped (2,500 nested ">" once overflowed
 * the stack and took the home page down).
 */
export const MAX_MARKDOWN_NESTING = 12;

function limitNesting(content: string) {
  const quotes = new RegExp(`^((?:[ \\t]*>){${MAX_MARKDOWN_NESTING}})(?:[ \\t]*>)+`, "gm");
  const lists = new RegExp(`^((?:[ \\t]*(?:[-*+]|\\d{1,9}[.)])[ \\t]+){${MAX_MARKDOWN_NESTING}})(?:[ \\t]*(?:[-*+]|\\d{1,9}[.)])[ \\t]+)+`, "gm");
  // Deep indentation nests lists too: no line starts with more than 48 spaces or tabs. Inside a line,
  // a run of spaces reads as one space; marked's inline rules once took seconds on a run of 60,000
  // ("a", the spaces, "b"), so runs past 16 are cut to 16 (alignment in a code block survives).
  return content
    .replace(quotes, "$1")
    .replace(lists, "$1")
    .replace(/^[ \t]{49,}/gm, (run) => run.slice(0, 48))
    .replace(/(?<=[^ \t\n])[ \t]{17,}/g, (run) => run.slice(0, 16));
}

/** Rendered blocks by their words: a page render reuses them instead of parsing the same text again. */
const rendered = new Map<string, string>();
const RENDERED_MAX = 300;

/** Renders staff content with no cache: Markdown, then sanitized, then heading anchors. */
export function renderContent(content: string) {
  // Headings get their anchors back after sanitizing (it keeps no ids): made from their words only.
  return withHeadingIds(sanitizeContent(marked.parse(limitNesting(content), { async: false, gfm: true, breaks: true })));
}

export function rememberRendered(content: string, html: string) {
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  rendered.set(content, html);
}

export const isRendered = (content: string) => rendered.has(content);

/**
 * Staff content as HTML, from the cache of rendered blocks when it is there. Loaders call
 * renderAhead() (app/content/render-ahead.server.ts) first, so a long block was already rendered
 * off the main thread and this is a lookup (decision 0040).
 */
export function contentToHtml(content: string) {
  const hit = rendered.get(content);
  if (hit !== undefined) return hit;
  const html = renderContent(content);
  rememberRendered(content, html);
  return html;
}
