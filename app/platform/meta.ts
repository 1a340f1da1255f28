import type { MetaDescriptor } from "react-router";

/** Meta tags for pages that search engines must not index (admin, sign-in). */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
