/**
 * Rich text without HTML (decision 0019): TipTap (ProseMirror) with headings, lists, links, bold,
 * italic and pictures from the library. Pasted Word or Google Docs text keeps only what these
 * allow; the server sanitizes the HTML again on save. Loaded only by the page editor.
 */
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import type { AdminImage } from "~/media/types";

interface Props {
  name: string;
  label: string;
  initialHtml: string;
  images: AdminImage[];
  onChange: () => void;
  /** Focus the text once the editor is built (it replaced a stand-in that had focus). */
  autofocus?: boolean;
}

export default function RichTextEditor({ name, label, initialHtml, images, onChange, autofocus = false }: Props) {
  const [html, setHtml] = useState(initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState("");
  const [pictureOpen, setPictureOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ["https", "mailto", "tel"] } }),
      Image,
    ],
    content: initialHtml,
    immediatelyRender: false,
    autofocus: autofocus ? "start" : false,
    editorProps: { attributes: { class: "prose-site min-h-40 p-3 focus:outline-none", "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => {
      setHtml(e.isEmpty ? "" : e.getHTML());
      onChange();
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  // The ARIA toolbar pattern (decision 0039): one tab stop, the arrow keys, Home and End inside.
  const [current, setCurrent] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const tools = () => [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
  const onToolbarKey = (e: React.KeyboardEvent) => {
    const all = tools();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + all.length) % all.length;
    setCurrent(next);
    all[next]!.focus();
  };
  let index = 0;
  // The name starts with the visible label, so "H2" spoken or read finds the button (WCAG 2.5.3);
  // `more` says the rest. The toolbar's own name says which field it formats.
  const tool = (text: string, more: string, active: boolean | undefined, run: () => void, extraClass = "") => {
    const i = index++;
    return (
      <button
        type="button"
        tabIndex={i === current ? 0 : -1}
        className={`min-h-11 min-w-11 rounded px-2 text-sm font-semibold ${extraClass} ${active ? "bg-lake-900 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`}
        aria-pressed={active ?? false}
        aria-label={more ? `${text} ${more}` : undefined}
        onClick={() => {
          setCurrent(i);
          run();
        }}
      >
        {text}
      </button>
    );
  };
  const chain = () => editor!.chain().focus();
  return (
    <div className="rounded-lg border border-slate-300">
      <input type="hidden" name={name} value={html} />
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-orientation="horizontal"
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        onKeyDown={onToolbarKey}
      >
        {tool("H2", "heading", state?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool("H3", "subheading", state?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool("Bold", "", state?.bold, () => chain().toggleBold().run())}
        {tool("Italic", "", state?.italic, () => chain().toggleItalic().run(), "italic")}
        {tool("• List", "with bullets", state?.bullet, () => chain().toggleBulletList().run())}
        {tool("1. List", "with numbers", state?.ordered, () => chain().toggleOrderedList().run())}
        {tool("Link", "", state?.link, () => {
          setLinkHref(editor?.getAttributes("link").href ?? "");
          setLinkOpen((o) => !o);
        })}
        {tool("Picture", "from the library", pictureOpen, () => setPictureOpen((o) => !o))}
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
          <label className="text-sm">
            Link to (a page like /contact, or https://…)
            <input className="field mt-1" value={linkHref} onChange={(e) => setLinkHref(e.target.value)} />
          </label>
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={() => {
              const href = linkHref.trim();
              if (!href) chain().extendMarkRange("link").unsetLink().run();
              else if (/^(\/(?![/\\])|https:\/\/|mailto:|tel:)/.test(href)) chain().extendMarkRange("link").setLink({ href }).run();
              setLinkOpen(false);
            }}
          >
            Apply link
          </button>
        </div>
      )}
      {pictureOpen && (
        <ul className="grid max-h-60 grid-cols-4 gap-2 overflow-y-auto border-b border-slate-200 p-2" aria-label="Pictures in the library">
          {images.map((img) => (
            <li key={img.id}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded border border-slate-200"
                aria-label={`Insert ${img.alt_text || img.original_filename}`}
                onClick={() => {
                  chain()
                    .setImage({ src: img.url, alt: img.alt_text ?? "" })
                    .run();
                  setPictureOpen(false);
                }}
              >
                <img src={img.thumb} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
