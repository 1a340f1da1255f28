// The worker behind renderAhead() (decision 0040): renders long staff content off the main thread.
// Compiled by esbuild when first needed (app/content/render-ahead.server.ts); one message at a time.
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { renderContent, sanitizeContent } from "./sanitize.server";

// On Linux this thread yields the CPU to the main thread (the one answering requests): nice 19 for
// this thread alone (/proc/thread-self names its thread id). Elsewhere it runs at normal priority.
try {
  os.setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
} catch {
  /* not Linux */
}

parentPort!.on("message", (m: { id: number; op: "render" | "sanitize"; content: string }) => {
  let html: string | null = null;
  try {
    html = m.op === "sanitize" ? sanitizeContent(m.content) : renderContent(m.content);
  } catch {
    html = null;
  }
  parentPort!.postMessage({ id: m.id, html });
});
