import { readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { isRendered, isSanitized, rememberRendered, rememberSanitized, renderContent, sanitizeContent } from "./sanitize.server";

/**
 * Long staff content is rendered off the main thread (decision 0040). Markdown parsing of some
 * inputs grows faster than their length (measured: 60–330 ms for 60–90 KB of nested markup), and a
 * render on the main thread makes every other request wait, cached pages included. Loaders call
 * renderAhead() with the content they are about to show; what is longer than SYNC_RENDER_CHARS
 * and not yet rendered goes to one worker, one block at a time, and the result goes into the
 * cache contentToHtml() reads. A block that takes longer than RENDER_BUDGET_MS is shown as plain
 * paragraphs (the worker is replaced), so a page always renders.
 */
export const SYNC_RENDER_CHARS = 4_000;
export const RENDER_BUDGET_MS = 3_000;

const WORKER_SOURCE = path.resolve("app/content/content-render-worker.server.ts");

let worker: Worker | null = null;
let compiled: Promise<string | null> | null = null;
let nextId = 0;
const pending = new Map<number, (html: string | null) => void>();

/** The server build's copy of the worker (vite/render-worker.ts): no bundler at run time. */
const BUILT_WORKER = path.resolve("build/server/render-worker.cjs");

/** The worker's code: the build's copy, else bundled once per process (its packages are loaded from node_modules). */
function workerCode() {
  compiled ??= (async () => {
    // The built server uses the build's copy; in development the sources may be newer than the last build.
    if (!import.meta.env.DEV) {
      try {
        return await readFile(BUILT_WORKER, "utf8");
      } catch {
        // A build made before the worker existed: bundle it now.
      }
    }
    try {
      const { build, stop } = await import("esbuild");
      const out = await build({
        entryPoints: [WORKER_SOURCE],
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        packages: "external",
        write: false,
        logLevel: "silent",
      });
      // Outside development esbuild's helper process is not needed after this, and none is left
      // running. In development Vite shares that process: stopping it under a transform in flight gave a 500.
      if (!import.meta.env.DEV) await stop();
      return out.outputFiles[0]!.text;
    } catch {
      return null; // no esbuild (a production install without dev tools): render on the main thread
    }
  })();
  return compiled;
}

async function startWorker() {
  if (worker) return worker;
  const code = await workerCode();
  if (!code) return null;
  if (worker) return worker;
  const w = new Worker(code, { eval: true });
  w.unref();
  w.on("message", (m: { id: number; html: string | null }) => {
    pending.get(m.id)?.(m.html);
    pending.delete(m.id);
  });
  const fail = () => {
    if (worker === w) worker = null;
    for (const [id, done] of pending) {
      done(null);
      pending.delete(id);
    }
  };
  w.on("error", fail);
  w.on("exit", fail);
  worker = w;
  return w;
}

/**
 * The worker is a second JavaScript engine (about 15 MB): it starts with the first long block and
 * ends once no block has come for WORKER_IDLE_MS (decision 0049), so an idle server does not hold
 * it. The next long block then waits for a new one (tens of milliseconds), on the save or page
 * that needs it, never on anyone else's request.
 */
export const WORKER_IDLE_MS = 5_000;
let idleTimer: NodeJS.Timeout | null = null;
function endWhenIdle(w: Worker) {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (worker !== w || pending.size > 0) return;
    worker = null;
    void w.terminate();
  }, WORKER_IDLE_MS);
  idleTimer.unref();
}

/** Paragraphs of escaped text: what a block shows when its markup cannot be rendered in budget. */
export function plainParagraphs(content: string) {
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p)}</p>`)
    .join("\n");
}

let line: Promise<unknown> = Promise.resolve();

async function renderOffThread(content: string, op: "render" | "sanitize" = "render"): Promise<string> {
  const w = await startWorker();
  if (!w) return op === "sanitize" ? sanitizeContent(content) : renderContent(content);
  const id = ++nextId;
  const html = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(null);
      // Still parsing past its budget: this worker is ended and the next block gets a new one.
      if (worker === w) worker = null;
      void w.terminate();
    }, RENDER_BUDGET_MS);
    pending.set(id, (result) => {
      clearTimeout(timer);
      resolve(result);
      endWhenIdle(w);
    });
    w.postMessage({ id, op, content });
  });
  return html ?? plainParagraphs(op === "sanitize" ? content.replace(/<[^>]*>/g, " ") : content);
}

/** Renders, off the main thread, every long block of `contents` not rendered yet. */
export function renderAhead(contents: Iterable<string | null | undefined>) {
  return ahead(contents, isRendered, async (c) => rememberRendered(c, await renderOffThread(c)));
}

/** Sanitizes, off the main thread, every long HTML of `htmls` (a page editor's rich blocks being saved). */
export function sanitizeAhead(htmls: Iterable<string | null | undefined>) {
  return ahead(htmls, isSanitized, async (h) => rememberSanitized(h, await renderOffThread(h, "sanitize")));
}

async function ahead(contents: Iterable<string | null | undefined>, done: (c: string) => boolean, work: (c: string) => Promise<void>) {
  for (const content of new Set(contents)) {
    if (!content || content.length <= SYNC_RENDER_CHARS || done(content)) continue;
    // One block at a time: the worker is one thread, and a second page waiting here waits for it.
    const run = line.then(() => (done(content) ? undefined : work(content)));
    line = run.catch(() => undefined);
    await run;
  }
}
