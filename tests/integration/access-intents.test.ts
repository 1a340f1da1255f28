import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBuild, startServer, type TestServer } from "../helpers/server";
import { routePattern } from "../helpers/route-paths";
import { postForm, signedIn, type Client } from "../helpers/http";
import { ADMIN_PATHS } from "../helpers/admin-screens";
import { isOwnerOnlyPath } from "../../app/platform/policy";
import type { IntentHandler } from "../../app/admin/action.server";

/**
 * Every admin action, intent by intent (issue 44): each intent any module declares and each one a
 * form on an owner's screen posts, sent as anonymous and as an editor. Nothing is registered by hand:
 * the intents come from the modules' `…Intents` maps and from the screens themselves, so a new
 * intent is walked as soon as it exists.
 * - anonymous: refused (sign-in page or 401), never run (every admin path once: access.test.ts);
 * - editor: 403 on owner-only screens and for owner-only intents (moderating reviews) wherever sent;
 *   everything else answers without a server error (bad input is a 4xx, decision 0047).
 */
let s: TestServer;
let editor: Client;
/** Admin paths (from the built route config) whose module has an action. */
let actionPaths: string[];
/** Every intent declared in a module's intent map, and which ones only an owner may run. */
const declared = new Set<string>();
const ownerIntents = new Set<string>();
/** (screen, intent) pairs the owner's screens actually post, once per form that posts them. */
const posted: Array<{ path: string; intent: string }> = [];
/**
 * The same pairs, each once: a list posts the same intent from every row (122 forms, 27 pairs), and
 * the request sent for a pair does not depend on the row, so sending it again checks nothing more.
 */
const postedOnce = () => [...new Map(posted.map((x) => [`${x.path} ${x.intent}`, x])).values()];

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? serverFiles(path.join(dir, d.name)) : d.name.endsWith(".server.ts") ? [path.join(dir, d.name)] : [],
  );
}

beforeAll(async () => {
  s = await startServer();
  const build = await loadBuild();
  actionPaths = Object.keys(build.routes)
    .filter((id) => typeof (build.routes[id]!.module as { action?: unknown }).action === "function")
    .map((id) => `/${routePattern(build, id)}`)
    .filter((p) => /^\/admin(\/|$)/.test(p) && !p.includes(":"));

  for (const file of serverFiles(path.resolve("app")).filter((f) => /export const \w+Intents\b/.test(readFileSync(f, "utf8")))) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!name.endsWith("Intents") || !value || typeof value !== "object") continue;
      for (const [intent, handler] of Object.entries(value as Record<string, IntentHandler>)) {
        declared.add(intent);
        if (handler.access?.role === "owner") ownerIntents.add(intent);
      }
    }
  }

  const owner = await signedIn(s, "owner");
  // The screens are read side by side, then their forms taken in the list's order.
  const pages = await Promise.all(ADMIN_PATHS.map(async (screen) => ({ screen, html: await (await owner.get(screen)).text() })));
  for (const { screen, html } of pages) {
    for (const f of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
      const attrs = f[1]!;
      if (/method="get"/i.test(attrs) || !/method="post"/i.test(attrs)) continue;
      const action = /action="([^"]*)"/.exec(attrs)?.[1]?.replace(/&amp;/g, "&") ?? screen;
      const target = new URL(action, s.url).pathname;
      for (const i of f[2]!.matchAll(/name="intent"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="intent"/g))
        posted.push({ path: target, intent: (i[1] ?? i[2])! });
    }
  }
  editor = await signedIn(s, "editor");
}, 60_000);
afterAll(() => s.stop());

/** Runs `fn` over the items eight at a time. */
async function inParallel<T>(items: T[], fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

const refusedAnonymous = (r: Response) =>
  r.status === 401 || (r.status >= 300 && r.status < 400 && new URL(r.headers.get("location") ?? "/", s.url).pathname === "/auth");

describe("every admin intent", () => {
  it("finds the intents without a list kept by hand", () => {
    expect(actionPaths.length).toBeGreaterThan(10);
    expect(declared.size).toBeGreaterThan(50);
    expect(posted.length).toBeGreaterThan(40);
    expect(ownerIntents).toEqual(new Set(["review-approve", "review-decline"]));
  });

  it("refuses each one, anonymous, where a screen posts it (and those no screen shows, on every screen that runs intents)", { timeout: 60_000 }, async () => {
    // Each intent where a screen posts it; an intent no screen shows (yet), to every screen that runs intents.
    const screens = [...new Set(posted.map((x) => x.path))];
    const unseen = [...declared].filter((i) => !posted.some((x) => x.intent === i));
    const pairs = [...postedOnce().map(({ path: p, intent }) => ({ p, intent })), ...screens.flatMap((p) => unseen.map((intent) => ({ p, intent })))];
    const wrong: string[] = [];
    await inParallel(pairs, async ({ p, intent }) => {
      const r = await postForm(s, p, { intent, id: "sample-id" });
      if (!refusedAnonymous(r)) wrong.push(`${p} ${intent} → ${r.status}`);
      await r.body?.cancel();
    });
    expect(wrong).toEqual([]);
  });

  it("as an editor: 403 on owner-only screens and for owner-only intents anywhere, and never a server error", { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    const send = async (p: string, intent: string) => {
      const r = await editor.post(p, { intent, id: "sample-id" });
      const body = await r.text();
      return { status: r.status, body, signedOut: r.status >= 300 && r.status < 400 && r.headers.get("location") === "/auth" };
    };
    for (const { path: p, intent } of postedOnce()) {
      const r = await send(p, intent);
      if (r.signedOut) wrong.push(`${p} ${intent}: the editor was signed out`);
      else if (isOwnerOnlyPath(p) || ownerIntents.has(intent)) {
        if (r.status !== 403) wrong.push(`${p} ${intent} → ${r.status}, expected 403`);
      } else if (r.status >= 500 || r.status === 403) wrong.push(`${p} ${intent} → ${r.status}`);
    }
    // An owner-only intent sent to any screen an editor may use that runs intents never runs.
    for (const p of new Set(posted.map((x) => x.path).filter((x) => !isOwnerOnlyPath(x))))
      for (const intent of ownerIntents) {
        const r = await send(p, intent);
        if (r.status !== 403 && r.status !== 400) wrong.push(`${p} ${intent} → ${r.status}`);
      }
    expect(wrong).toEqual([]);
  });
});
