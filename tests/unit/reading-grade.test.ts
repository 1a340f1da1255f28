import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  counts,
  englishSyllables,
  fernandezHuerta,
  fleschKincaidGrade,
  inflesz,
  prose,
  sentencesOf,
  spanishSyllables,
  szigrisztPazos,
} from "../../scripts/bench/reading-grade";

/** The reading-grade formulas behind `npm run bench:reading` (issue #49), and the English area pages' target. */
const CONTENT = path.resolve(__dirname, "../../content");

describe("reading grade", () => {
  it.each([
    [
      "Spanish syllables with diphthongs and hiatus",
      spanishSyllables,
      { casa: 2, construcción: 3, cimentación: 4, huerto: 2, día: 2, país: 2, aéreo: 4, muy: 1, y: 1, ley: 1, pendiente: 3 },
    ],
    ["English syllables closely enough", englishSyllables, { the: 1, building: 2, foundation: 3, permits: 2, make: 1, reservoir: 3 }],
  ])("counts %s", (_, syllables, cases) => {
    for (const [w, n] of Object.entries(cases)) expect(syllables(w), w).toBe(n);
  });

  it("computes the published formulas", () => {
    const c = { words: 100, sentences: 5, syllables: 150 };
    expect(fleschKincaidGrade(c)).toBeCloseTo(0.39 * 20 + 11.8 * 1.5 - 15.59, 6);
    expect(fernandezHuerta(c)).toBeCloseTo(206.84 - 90 - 20.4, 6);
    expect(szigrisztPazos(c)).toBeCloseTo(206.835 - 93.45 - 20, 6);
    expect(inflesz(60)).toBe("normal");
    expect(inflesz(39)).toBe("muy difícil");
    expect(sentencesOf("Uno dos. Tres cuatro!\n- cinco")).toHaveLength(3);
    expect(counts("The cat sat on the mat.", englishSyllables)).toEqual({ words: 6, sentences: 1, syllables: 6 });
  });

  it("scores short plain sentences as easier than long ones", () => {
    const short = counts("Pedimos el permiso. Luego hacemos la obra.", spanishSyllables);
    const long = counts(
      "Pedimos el permiso de construcción correspondiente y, una vez obtenida la autorización administrativa, iniciamos inmediatamente la ejecución de la obra.",
      spanishSyllables,
    );
    expect(szigrisztPazos(short)).toBeGreaterThan(szigrisztPazos(long));
  });

  it.each(readdirSync(path.join(CONTENT, "areas")))("the English areas/%s reads at grade 8 or below (Flesch–Kincaid)", (f) => {
    const grade = fleschKincaidGrade(counts(prose(path.join(CONTENT, "areas", f)), englishSyllables));
    expect(grade).toBeLessThanOrEqual(8);
  });

  it.each(readdirSync(path.join(CONTENT, "es", "areas")))("the Spanish areas/%s reads as 'normal' or easier (Szigriszt-Pazos ≥ 55)", (f) => {
    expect(szigrisztPazos(counts(prose(path.join(CONTENT, "es", "areas", f)), spanishSyllables))).toBeGreaterThanOrEqual(55);
  });
});
