// npm run fonts — the site's two typefaces cut to what its pages use (decision 0043): the Latin
// letters, digits and punctuation of the copy (FONT_TEXT in app/content/font-range.ts) and the
// weights the styles ask for, from the variable faces @fontsource-variable installs. Writes
// app/fonts/*.woff2; app.css declares the same ranges. Run again after changing either.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { FONT_FACES, FONT_TEXT } from "../app/content/font-range";

for (const face of FONT_FACES) {
  const source = readFileSync(`node_modules/@fontsource-variable/${face.package}/files/${face.source}`);
  const out = await subsetFont(source, FONT_TEXT, { targetFormat: "woff2", variationAxes: { wght: { min: face.weights[0], max: face.weights[1] } } });
  writeFileSync(`app/fonts/${face.file}`, out);
  console.log(`${face.file}: ${(source.length / 1024).toFixed(1)} KB → ${(out.length / 1024).toFixed(1)} KB (weights ${face.weights.join("–")})`);
}
