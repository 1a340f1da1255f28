/**
 * `npm run bench:reading`: the reading grade of the copy in both languages (issue #49). English
 * area pages and /permits: Flesch–Kincaid grade (target ≤ 8). Spanish pages (content/es/):
 * Fernández-Huerta and Szigriszt-Pazos with its INFLESZ band (normal is 55–65; higher is easier).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { counts, englishSyllables, fernandezHuerta, fleschKincaidGrade, inflesz, prose, spanishSyllables, szigrisztPazos } from "./reading-grade";

const CONTENT = path.resolve("content");

const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
const f1 = (n: number) => n.toFixed(1);

const english = readdirSync(path.join(CONTENT, "areas")).map((f) => `areas/${f}`);
console.log("English area pages and /permits (Flesch–Kincaid grade, target ≤ 8)\n");
console.log(row(["page", "words", "sentences", "words/sentence", "syllables/word", "FK grade"]));
console.log(row(["---", "---:", "---:", "---:", "---:", "---:"]));
let worst = 0;
for (const f of english) {
  const c = counts(prose(path.join(CONTENT, f)), englishSyllables);
  const g = fleschKincaidGrade(c);
  worst = Math.max(worst, f === "areas/permits.md" ? 0 : g);
  console.log(row([f, c.words, c.sentences, f1(c.words / c.sentences), (c.syllables / c.words).toFixed(2), f1(g)]));
}

const es = ["site.yaml", ...["pages", "services", "areas"].flatMap((d) => readdirSync(path.join(CONTENT, "es", d)).map((f) => `${d}/${f}`))];
console.log("\nSpanish pages (Fernández-Huerta: 60–70 normal, 70–80 bastante fácil; Szigriszt-Pazos / INFLESZ: 55–65 normal)\n");
console.log(row(["page", "words", "sentences", "words/sentence", "syllables/word", "Fernández-Huerta", "Szigriszt-Pazos", "INFLESZ"]));
console.log(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
for (const f of es) {
  const c = counts(prose(path.join(CONTENT, "es", f)), spanishSyllables);
  const sp = szigrisztPazos(c);
  console.log(
    row([`es/${f}`, c.words, c.sentences, f1(c.words / c.sentences), (c.syllables / c.words).toFixed(2), f1(fernandezHuerta(c)), f1(sp), inflesz(sp)]),
  );
}
console.log(`\nHighest English area-page grade: ${f1(worst)} (target ≤ 8)`);
process.exitCode = worst > 8 ? 1 : 0;
