import { htmlToText } from "./text";

/**
 * A long reference page on a phone (decision 0037): rich HTML split at its H2 headings, the
 * introduction and the first `open` sections left as they are, and each later section's words
 * folded into a <details> right under its heading, so the headings still read as headings and the
 * page works without JavaScript. HTML with fewer than `min` headings is returned unchanged. One
 * pass over the text (it is sanitized HTML, so every <h2> is closed).
 */
export function foldSections(html: string, opts: { open?: number; min?: number } = {}): string {
  const open = opts.open ?? 1;
  const min = opts.min ?? 6;
  const starts: number[] = [];
  for (let at = html.indexOf("<h2"); at !== -1; at = html.indexOf("<h2", at + 3)) starts.push(at);
  if (starts.length < min) return html;
  let out = html.slice(0, starts[open] ?? html.length);
  // The next "</h2>" is found moving forward only, so unclosed openers cannot make this quadratic.
  let close = -1;
  for (let i = open; i < starts.length; i++) {
    const start = starts[i]!;
    const end = i + 1 < starts.length ? starts[i + 1]! : html.length;
    if (close !== -2 && close < start) close = html.indexOf("</h2>", start);
    if (close === -1) close = -2;
    if (close < 0 || close > end) {
      out += html.slice(start, end);
      continue;
    }
    const heading = html.slice(start, close + 5);
    const body = html.slice(close + 5, end);
    const name = htmlToText(heading).trim().replace(/"/g, "&quot;").slice(0, 120);
    out += `${heading}<details class="fold"><summary aria-label="Show this part: ${name}">Show this part</summary>${body}</details>`;
  }
  return out;
}
