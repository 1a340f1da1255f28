/**
 * The page editor's address for a page, opened at one of its blocks when given (`block=`: the
 * editor opens that block and scrolls to it). The visitor's page's "Edit" links and the launch
 * checklist use it, so every way in opens the editor the same way.
 */
export function pageEditorHref(path: string, block?: string | null) {
  const base = `/admin/content/page?path=${encodeURIComponent(path)}`;
  return block ? `${base}&block=${encodeURIComponent(block)}` : base;
}
