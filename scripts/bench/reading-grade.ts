/**
 * Reading-ease formulas for the copy (issue #49): Flesch–Kincaid grade for English, and
 * Fernández-Huerta and Szigriszt-Pazos (INFLESZ) for Spanish. Pure functions on plain text; the
 * syllable counters are the usual heuristics (vowel groups, with Spanish diphthong and hiatus rules).
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** Words: runs of letters (numbers, signs and URLs are not words here). */
export function wordsOf(text: string): string[] {
  return text.match(/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+(?:['’][A-Za-z]+)?/g) ?? [];
}

/** Sentences: split after . ! ? (and at line ends, where a list item or a heading ends). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

export function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m[0]!).replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

const STRONG = new Set([..."aeoáéó"]);
const ACCENTED_WEAK = new Set([..."íú"]);
const VOWELS = new Set([..."aeiouáéíóúü"]);

/** Spanish syllables: each vowel group is one, split where two strong vowels meet or an accented í/ú breaks a diphthong. */
export function spanishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/y$/, (m, at: number) => (at > 0 && VOWELS.has(word[at - 1]!.toLowerCase()) ? "i" : m));
  let count = 0;
  let prev = "";
  for (const ch of w) {
    if (!VOWELS.has(ch)) {
      prev = "";
      continue;
    }
    if (!prev) count++;
    else if ((STRONG.has(prev) && STRONG.has(ch)) || ACCENTED_WEAK.has(prev) || ACCENTED_WEAK.has(ch)) count++;
    prev = ch;
  }
  return Math.max(1, count);
}

export interface Counts {
  words: number;
  sentences: number;
  syllables: number;
}

export function counts(text: string, syllables: (w: string) => number): Counts {
  const sentences = sentencesOf(text);
  const words = sentences.flatMap(wordsOf);
  return { words: words.length, sentences: sentences.length, syllables: words.reduce((n, w) => n + syllables(w), 0) };
}

/** Flesch–Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export const fleschKincaidGrade = (c: Counts) => 0.39 * (c.words / c.sentences) + 11.8 * (c.syllables / c.words) - 15.59;

/** Fernández-Huerta reading ease (Law's correction): 206.84 − 60 × syllables per word − 1.02 × words per sentence. */
export const fernandezHuerta = (c: Counts) => 206.84 - 60 * (c.syllables / c.words) - 1.02 * (c.words / c.sentences);

/** Szigriszt-Pazos perspicuity (the INFLESZ scale): 206.835 − 62.3 × syllables per word − words per sentence. */
export const szigrisztPazos = (c: Counts) => 206.835 - 62.3 * (c.syllables / c.words) - c.words / c.sentences;

/** The INFLESZ band of a Szigriszt-Pazos score. */
export function inflesz(score: number): string {
  if (score < 40) return "muy difícil";
  if (score < 55) return "algo difícil";
  if (score < 65) return "normal";
  if (score < 80) return "bastante fácil";
  return "muy fácil";
}

/** Markdown or YAML values to the plain text a reader sees: link texts kept, URLs and markup dropped, headings left out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6} .*$/gm, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>]/g, "")
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, "");
}

/** Keys whose values are identifiers or sources, not sentences a visitor reads as prose. */
const SKIP = new Set([
  "key",
  "path",
  "slug",
  "id",
  "url",
  "image",
  "cards",
  "related",
  "places",
  "towns",
  "email",
  "phone",
  "postalCode",
  "source",
  "sourceDate",
  "videos",
  "seoTitle",
  "seoDescription",
  "profile",
  "adminName",
  "servicesMenu",
  "mobileMenu",
  "desktopMenu",
  "footerMenu",
  "budgets",
  "timelines",
  "heardFrom",
]);

function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v.trim().replace(/[^.!?]$/, "$&."));
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (!SKIP.has(k)) strings(x, out);
  return out;
}

/** The prose of a page: a Markdown file's body, or a YAML page's values. */
export function prose(file: string): string {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".md")) return plainText(/^---\n[\s\S]*?\n---\n?([\s\S]*)$/.exec(text)![1]!);
  return plainText(strings(parse(text)).join("\n"));
}
