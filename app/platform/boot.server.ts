import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { INERT_BOOT, INERT_PRELOAD } from "./boot";

// What React Router's <Scripts> writes (7.x): module preloads hoisted into the head, and one
// inline module that imports the route modules and then the client entry.
const PRELOAD = '<link rel="modulepreload"';
const BOOT = ' type="module" async="">';
const REPLACEMENTS: Array<[string, string]> = [
  [PRELOAD, `<link rel="${INERT_PRELOAD}"`],
  [BOOT, ` type="${INERT_BOOT}">`],
];
const HOLD = Math.max(PRELOAD.length, BOOT.length) - 1;

/** Rewrites a streamed staff page so its scripts start after the first paint (see boot.ts). */
export function bootAfterPaint() {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (s: string) => {
    for (const [from, to] of REPLACEMENTS) s = s.split(from).join(to);
    return s;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      // A pattern split between two chunks is completed by the next one: the last characters wait.
      const text = rewrite(carry + decoder.write(chunk));
      carry = text.slice(-HOLD);
      done(null, text.slice(0, -HOLD));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
