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

export function sanitizeContent(html: string) {
  return sanitizeHtml(html, OPTIONS);
}

/** Text only: for titles and other plain fields. */
export const toPlainText = (html: string) => htmlToText(html);

/** Staff content may be Markdown, plain text or HTML: all of it is rendered, then sanitized. */
export function contentToHtml(content: string) {
  // Headings get their anchors back after sanitizing (it keeps no ids): made from their words only.
  return withHeadingIds(sanitizeContent(marked.parse(content, { async: false, gfm: true, breaks: true })));
}
