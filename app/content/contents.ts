import { htmlToText, withHeadingIds } from "./text";

export interface ContentsEntry {
  id: string;
  text: string;
}

/**
 * A long page's table of contents (issue #49; it replaced the folds of decision 0037): the rich
 * HTML with an id on each plain heading, and its H2s in order, each with its id and words. Every word
 * stays on the page; the list only gives a way to jump. A page with fewer than `min` H2s gets no
 * list. One pass: each heading's end is looked for once, moving forward only.
 */
export function withContents(html: string, opts: { min?: number } = {}): { html: string; contents: ContentsEntry[] } {
  const min = opts.min ?? 3;
  const out = withHeadingIds(html);
  const contents: ContentsEntry[] = [];
  const opening = /<h2 id="([^"]*)">/g;
  for (let m = opening.exec(out); m; m = opening.exec(out)) {
    const close = out.indexOf("</h2>", opening.lastIndex);
    if (close < 0) break;
    const text = htmlToText(out.slice(opening.lastIndex, close)).trim();
    if (m[1] && text) contents.push({ id: m[1], text });
    opening.lastIndex = close + 5;
  }
  return { html: out, contents: contents.length >= min ? contents : [] };
}

/**
 * A page's opening words and the rest: the HTML before its first H2, and from there on (issue #48).
 * The area pages show the opening above "On this page", so a reader meets the page before its list
 * of sections. A page that starts with a heading, or has none, has no lead.
 */
export function splitLead(html: string): { lead: string; rest: string } {
  const at = html.search(/<h2[\s>]/);
  if (at <= 0 || !html.slice(0, at).trim()) return { lead: "", rest: html };
  return { lead: html.slice(0, at), rest: html.slice(at) };
}
