import { useEffect } from "react";
import { BLOCK_ATTR, openBlock } from "./PageOutline";

const key = (path: string) => `page-editor:last-block:${path}`;

/**
 * Which block the page editor shows first, once it is live (issue #43). The server already opened
 * the picked block (`?block=`, from the visitor's page or the launch checklist) or the first one,
 * which is what a page without JavaScript keeps; the picked block takes focus once it is live
 * (EditorBlock in page-editor/EditorBlock.tsx). Here, with none picked, the block the owner last opened on this
 * page (remembered in this browser) opens instead of the first. A refused save's block (`errorShown`) wins over both. What counts
 * as "opened" is a tap on a block's line or on its entry in the page's outline, so "Expand all"
 * does not overwrite it.
 */
export function useOpeningBlock(path: string, hydrated: boolean, picked: string | null, errorShown: boolean) {
  useEffect(() => {
    if (!hydrated || picked || errorShown) return;
    let id: string | null = null;
    try {
      id = window.localStorage.getItem(key(path));
    } catch {
      return;
    }
    const target = id ? document.getElementById(`block-${id}`) : null;
    if (id && target instanceof HTMLDetailsElement && target.hasAttribute(BLOCK_ATTR) && !target.open) openBlock(id, { focus: false });
    // Only when the editor first comes alive on this page, not after each save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, path]);

  useEffect(() => {
    if (!hydrated) return;
    const remember = (e: MouseEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      const summary = el?.closest(`details[${BLOCK_ATTR}] > summary`);
      const link = el?.closest<HTMLAnchorElement>('a[href^="#block-"]');
      const block = summary?.parentElement ?? (link ? document.getElementById(link.hash.slice(1)) : null);
      const id = block?.getAttribute(BLOCK_ATTR);
      // A tap on an open block's line folds it: nothing to remember then.
      if (!id || (summary && (block as HTMLDetailsElement).open)) return;
      try {
        window.localStorage.setItem(key(path), id);
      } catch {
        /* private browsing: the editor just opens the first block next time */
      }
    };
    document.addEventListener("click", remember, true);
    return () => document.removeEventListener("click", remember, true);
  }, [hydrated, path]);
}
