import { useEffect, useRef, useState } from "react";

/** The widths the live preview is drawn at (issue 48): a phone's and a desktop's. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;

/**
 * The page editor's live preview at a phone's width or a desktop's, scaled down to fit its panel:
 * the page lays itself out as on that screen, so what the owner sees is what visitors on it see.
 */
export function PreviewFrame({ name, title }: { name: string; title: string }) {
  const [width, setWidth] = useState<Width>("phone");
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setRoom(el.clientWidth));
    observer.observe(el);
    setRoom(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  const px = PREVIEW_WIDTHS[width];
  const scale = room > 0 ? Math.min(1, room / px) : 1;
  return (
    <div>
      <div role="group" aria-label="Preview width" className="mb-2 flex gap-2">
        {(Object.keys(PREVIEW_WIDTHS) as Width[]).map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={width === w}
            onClick={() => setWidth(w)}
            aria-label={`Preview at ${w} width (${PREVIEW_WIDTHS[w]} px)`}
            className={`btn-secondary min-h-11 px-3 text-sm ${width === w ? "bg-lake-100 font-bold text-lake-900" : ""}`}
          >
            {w === "phone" ? "Phone width" : "Desktop width"}
          </button>
        ))}
      </div>
      <div ref={box} className="relative h-[75vh] w-full overflow-hidden rounded-xl border border-slate-300 bg-slate-100" data-preview-width={width}>
        <iframe
          name={name}
          title={title}
          className="absolute top-0 origin-top-left border-0 bg-white"
          style={{
            width: px,
            height: `calc(75vh / ${scale})`,
            transform: `scale(${scale})`,
            left: Math.max(0, (room - px * scale) / 2),
          }}
        />
      </div>
    </div>
  );
}
