import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { htmlToText } from "~/content/text";

/**
 * The assistant's answers are Markdown (from the offline writer or a model). The browser never
 * parses them: the API sends sanitized HTML beside the text, and a plain-text preview for the
 * public bar. Rules (decision 0016): raw HTML, images, event handlers and every link that is not
 * a path on this site, this site's own address or http(s) are removed; the words stay.
 */
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const md = new Marked({ gfm: true, breaks: true, async: false });
md.use({
  renderer: {
    // Raw HTML in the Markdown is never markup: its tags go (script and style with their content), its words stay.
    html: (token) => escapeText(token.text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "").replace(/<[^>]*>?/g, "")),
  },
});

const SAFE_PATH = /^(\/(?!\/)|#)/;
const WEB = /^https?:\/\//i;

function options(siteUrl?: string): sanitizeHtml.IOptions {
  const own = siteUrl ? siteUrl.replace(/\/+$/, "").toLowerCase() : null;
  return {
    allowedTags: ["p", "br", "strong", "em", "del", "code", "pre", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "hr"],
    allowedAttributes: { a: ["href", "rel", "target"] },
    allowedSchemes: ["http", "https"],
    allowProtocolRelative: false,
    // Tags that are not allowed go, their words stay (script and style go with their content).
    disallowedTagsMode: "discard",
    transformTags: {
      b: "strong",
      i: "em",
      h1: "h2",
      h5: "h4",
      h6: "h4",
      a: (_tag, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? "").trim();
        if (SAFE_PATH.test(href)) return { tagName: "a", attribs: { href } };
        if (own && (href.toLowerCase() === own || href.toLowerCase().startsWith(`${own}/`)))
          return { tagName: "a", attribs: { href: href.slice(own.length) || "/" } };
        if (WEB.test(href)) return { tagName: "a", attribs: { href, rel: "noopener noreferrer nofollow", target: "_blank" } };
        // Anything else (javascript:, data:, mailto:, a relative name...) keeps its words only.
        return { tagName: "span", attribs: {} };
      },
    },
  };
}

/** The answer as sanitized HTML. Raw HTML inside the Markdown is never passed through. */
export function renderAnswer(markdown: string, siteUrl?: string) {
  // Script and style elements go with their content before parsing (inline ones arrive in pieces).
  const source = markdown.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, "");
  const html = md.parse(source, { async: false });
  return sanitizeHtml(html, options(siteUrl)).trim();
}

/** The answer as plain text (what a person reads), one line per block. */
export function answerText(markdown: string) {
  return htmlToText(renderAnswer(markdown), { lines: true });
}

/**
 * The public bar's short version: the plain text cut on a word boundary at or before `limit`
 * characters, then "…". Cutting the plain text means a link or a `**` can never be cut in half.
 */
export function previewOf(markdown: string, limit: number) {
  const text = answerText(markdown).replace(/\s+/g, " ").trim();
  if (text.length <= limit) return text;
  const room = text.slice(0, limit);
  const space = room.lastIndexOf(" ");
  const cut = (space > limit * 0.5 ? room.slice(0, space) : room).replace(/[\s,;:.!?—–-]+$/, "");
  return `${cut}…`;
}

/**
 * Words a draft must never carry: a sources footer, "here is a draft", "as an AI", the offline
 * note. A model adds them often; the offline writer never does. Applied to every Generate answer.
 */
const ANYWHERE = [/^\s*[_*]*\s*\(?\s*sources?\s*:.*$/i, /^\s*[_*]*\(?offline assistant\b.*$/i, /^\s*(?:note:\s*)?as an ai\b.*$/i];
/** Chatter a model opens with ("Sure! Here's a draft:"): only the first line is checked. */
const OPENERS = [
  /^\s*(sure|certainly|of course|absolutely)\b[^.\n]*[.!:]\s*$/i,
  /^\s*(?:(?:sure|certainly|of course)[!,.]?\s*)?here(?:'s| is) (?:a|an|the|your)\b[^\n]*?\b(?:draft|version|post|section|snippet|text|copy|article)\b[^\n]*?[.:!]?\s*$/i,
];
/** Chatter a model closes with: only the last line is checked. */
const CLOSERS = [/^\s*(?:i hope this helps|let me know if you(?:'d like| want| need)\b|feel free to\b).*$/i];

export function stripBoilerplate(text: string) {
  let lines = text.split("\n").filter((line) => !ANYWHERE.some((re) => re.test(line)));
  const first = lines.findIndex((l) => l.trim());
  if (first >= 0 && OPENERS.some((re) => re.test(lines[first]!))) lines = lines.filter((_, i) => i !== first);
  const last = lines.findLastIndex((l) => l.trim());
  if (last >= 0 && CLOSERS.some((re) => re.test(lines[last]!))) lines = lines.filter((_, i) => i !== last);
  return lines
    .join("\n")
    .replace(/\bas an ai(?: language model| model| assistant)?,?\s*/gi, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
