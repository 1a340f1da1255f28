import { createHash } from "node:crypto";
import path from "node:path";
import { build as esbuild } from "esbuild";
import type { Plugin } from "vite";

const SUFFIX = "?enhance";

/**
 * Visitors' pages ship no framework JavaScript; an interactive part ships a small script of its
 * own instead (`Component.enhance.ts` beside the component). `import src from "./x.enhance.ts?enhance"`
 * gives that script's URL: in a build it is bundled and minified on its own (it may import shared
 * plain modules such as the blog filter) and emitted as a hashed asset; in development Vite serves
 * the source as a module.
 */
export function enhanceScripts(): Plugin {
  let serve = false;
  let root = process.cwd();
  let base = "/";
  return {
    name: "enhance-scripts",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
      root = config.root;
      base = config.base;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      const file = path.resolve(path.dirname(importer), source.slice(0, -SUFFIX.length));
      return `\0${file}${SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith("\0") || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(1, -SUFFIX.length);
      if (serve) return `export default ${JSON.stringify(`/${path.relative(root, file)}`)};`;
      const out = await esbuild({
        entryPoints: [file],
        bundle: true,
        minify: true,
        format: "esm",
        target: "es2020",
        write: false,
        alias: { "~": path.join(root, "app") },
        legalComments: "none",
      });
      const code = out.outputFiles[0]!.text;
      // A name fixed by the content, so the client and server builds agree on the URL.
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
      const fileName = `assets/${path.basename(file, ".ts")}-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
  };
}
