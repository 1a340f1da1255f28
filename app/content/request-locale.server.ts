import { AsyncLocalStorage } from "node:async_hooks";
import { localeOf, spanishPath, type Locale } from "./locale";

/**
 * The language of the page being rendered, from its path, for code far from the request (the copy
 * readers in content/files.server.ts). Set once around each render by the server (server/app.ts).
 */
// One store per process, on globalThis: server/app.ts sets it from its own import of this module,
// while the routes read it from the built bundle's copy of it.
const KEY = Symbol.for("lakeside.requestLocale");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<Locale> };
const current = (holder[KEY] ??= new AsyncLocalStorage<Locale>());

export function withRequestLocale<T>(request: Request, fn: () => T): T {
  return current.run(localeOf(new URL(request.url).pathname), fn);
}

export const requestLocale = (): Locale => current.getStore() ?? "en";

/** Runs `fn` in a language whatever the request's: the page editor reads a Spanish page's words this way. */
export const inLocale = <T>(locale: Locale, fn: () => T): T => current.run(locale, fn);

/** Where a page's own rows (its blocks, its SEO row) are kept: its Spanish twin's path while a Spanish page renders. */
export const rowsPathFor = (englishPagePath: string): string => (requestLocale() === "es" && spanishPath(englishPagePath)) || englishPagePath;
