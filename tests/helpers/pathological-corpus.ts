/**
 * Inputs that once took seconds or overflowed the stack in a parser (decision 0020): every path
 * that reads staff text is held to a budget on each (tests/integration/pathological.test.ts), and a
 * cached page keeps answering while one renders (`npm run bench:render-budget`).
 */
export const CORPUS: Record<string, string> = {
  "60,000 spaces": " ".repeat(60_000),
  "60,000 spaces then a word": `${" ".repeat(60_000)}x`,
  "a, 60,000 spaces, b": `a${" ".repeat(60_000)}b`,
  "a, 60,000 tabs, b": `a${"\t".repeat(60_000)}b`,
  "a, 30,000 spaces, *b*": `a${" ".repeat(30_000)}*b*`,
  "2,500 nested >": `${">".repeat(2_500)} deep`,
  "62,000 <": "<".repeat(62_000),
  "31,000 <a": "<a".repeat(31_000),
  "2,000 indented list levels": Array.from({ length: 2_000 }, (_, i) => `${" ".repeat(i * 2)}- item`).join("\n"),
  "5,000 list markers on a line": `${"- ".repeat(5_000)}x`,
  "20,000 unclosed <div>": "<div>".repeat(20_000),
  "many tokens": "**a** _b_ `c` [d](/e) ".repeat(4_000),
  "20,000 headings": "<h2>x</h2>".repeat(20_000),
  "50,000 *": `${"*".repeat(50_000)}a`,
  "50,000 [": "[".repeat(50_000),
  "10,000 nested emphasis": `${"*_".repeat(10_000)}x${"_*".repeat(10_000)}`,
  "one 100,000-character line": "word".repeat(25_000),
  "30,000 backticks": `${"`".repeat(30_000)}x`,
  "20,000 ![": "![a](".repeat(20_000),
};
