import { useEffect, useState } from "react";
import { pageTemplate } from "~/content/paths";
import { pageEditorHref } from "~/admin/editor-link";

/**
 * For signed-in staff on a public page: "Edit this page" opens the page editor; "Pick a block"
 * then lets a click on a heading, text, list or picture open that block in the editor.
 * Visitors never get it (it renders only for a signed-in session, which ships the runtime anyway).
 */
export function EditThisPage({ pathname }: { pathname: string }) {
  const [picking, setPicking] = useState(false);
  const editor = pageEditorHref(pathname);
  useEffect(() => {
    if (!picking) return;
    document.body.dataset.pickBlock = "on";
    const onClick = (e: MouseEvent) => {
      const el = (e.target as HTMLElement).closest<HTMLElement>("[data-block]");
      if (!el) return;
      e.preventDefault();
      window.location.assign(pageEditorHref(pathname, el.dataset.block));
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setPicking(false);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey);
    return () => {
      delete document.body.dataset.pickBlock;
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey);
    };
  }, [picking, pathname]);
  if (!pageTemplate(pathname)) return null;
  return (
    <div
      className="fixed bottom-4 left-4 z-50 flex flex-wrap gap-2 rounded-xl bg-white/95 p-2 shadow-xl ring-1 ring-slate-300"
      role="region"
      aria-label="Page editing"
    >
      <a href={editor} className="btn-primary min-h-11">
        Edit this page
      </a>
      <button type="button" className="btn-secondary min-h-11" aria-pressed={picking} onClick={() => setPicking((p) => !p)}>
        {picking ? "Stop picking (Esc)" : "Pick a block to edit"}
      </button>
    </div>
  );
}
