import { AsyncLocalStorage } from "node:async_hooks";
import { localeOf, type Locale } from "./locale";

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
