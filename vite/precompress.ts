import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text the browser fetches from /assets; fonts and pictures are compressed already. */
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each script and stylesheet of the
 * client build, once, so the server sends them as they are (express-static-gzip, server/app.ts)
 * instead of compressing every request again at the fast, larger settings a live response needs
 * (decision 0072). A copy is kept only when it is smaller than the file.
 */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      // React Router writes the browser's route manifest into the client's assets during the server
      // build, and moves a few assets there after it: so this runs after both builds, and skips a
      // file compressed already. The client build is the server build's sibling (build/client).
      const client = this.environment?.config.consumer === "client" ? options.dir : path.join(path.dirname(options.dir), "client");
      const dir = path.join(client, "assets");
      const names = await readdir(dir).catch(() => [] as string[]);
      const done = new Set(names.filter((name) => name.endsWith(".gz")).map((name) => name.slice(0, -3)));
      await Promise.all(
        names
          .filter((name) => TEXT.test(name) && !done.has(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            if ((await stat(file)).size < MIN_BYTES) return;
            const body = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}
