/**
 * What the site's typefaces are cut to (decision 0043): printable ASCII, Latin-1 (accented letters,
 * ©, °, ½), and the punctuation the copy uses. A character outside this (an owner's typing) is
 * drawn in the fallback face, which has the same metrics. app.css's unicode-range says the same.
 */
const ranges: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
const PUNCTUATION = "–—‘’“”•…′″→×−€™·";

export const FONT_TEXT = ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join("") + PUNCTUATION;

/** Whether the faces draw this character. */
export const inFontRange = (ch: string) => FONT_TEXT.includes(ch) || /\s/.test(ch);

/** The two faces: headings use 600 and 700 (800 asked for draws as 700); text 400 to 700. */
export const FONT_FACES = [
  { package: "archivo", source: "archivo-latin-wght-normal.woff2", file: "archivo-600-700.woff2", weights: [600, 700] },
  { package: "source-sans-3", source: "source-sans-3-latin-wght-normal.woff2", file: "source-sans-3-400-700.woff2", weights: [400, 700] },
] as const;
