import path from "node:path";
import type { Plugin } from "vite";

/**
 * `npm run dev`: visitors' pages run no framework in the browser, so React's hot updates cannot
 * reach them. When a file under app/ or content/ changes, this tells the browser to reload them
 * (app/dev/visitor-reload.ts listens); pages with the runtime (admin) keep their hot updates.
 */
export function visitorReload(): Plugin {
  let root = process.cwd();
  return {
    name: "visitor-reload",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    handleHotUpdate({ file, server }) {
      const rel = path.relative(root, file);
      if (rel.startsWith(`app${path.sep}`) || rel.startsWith(`content${path.sep}`)) {
        server.ws.send({ type: "custom", event: "lakeside:reload" });
      }
    },
  };
}
