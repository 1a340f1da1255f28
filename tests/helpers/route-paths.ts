import type { ServerBuild } from "react-router";

/** A built route's whole path pattern, its parents' segments included ("admin/messages/:id"), without a leading slash. */
export function routePattern(build: ServerBuild, id: string): string {
  const r = build.routes[id]!;
  const own = r.index ? "" : (r.path ?? "");
  const parent = r.parentId ? routePattern(build, r.parentId) : "";
  return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
}
