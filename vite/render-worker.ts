import path from "node:path";
import { build as esbuild } from "esbuild";
import type { Plugin } from "vite";

/** Where the server build keeps the content-render worker (app/content/render-ahead.server.ts reads it). */
export const RENDER_WORKER_FILE = "build/server/render-worker.cjs";

/**
 * The worker that renders long staff content off the main thread (decision 0040), bundled once
 * with the server build, so a running server needs no bundler and starts no helper process for
 * it. Development and tests without a build bundle it on first use instead.
 */
export function renderWorker(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: "render-worker",
    apply: "build",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!ssr) return;
      await esbuild({
        entryPoints: [path.join(root, "app/content/content-render-worker.server.ts")],
        outfile: path.join(root, RENDER_WORKER_FILE),
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        packages: "external",
        logLevel: "silent",
      });
    },
  };
}
