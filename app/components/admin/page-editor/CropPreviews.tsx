import { ratioText, type Crop } from "~/content/crops";

/**
 * The chosen photo in every shape the site cuts it to, each kept on the focal point (issue 48), so
 * the owner sees what a visitor will see at each place before publishing. Follows the focal point
 * as it moves.
 */
export function CropPreviews({ crops, thumb, focal, name }: { crops: readonly Crop[]; thumb: string; focal: { x: number; y: number }; name: string }) {
  if (crops.length === 0) return <p className="mt-2 text-xs text-slate-600">This picture is always shown whole, never cut.</p>;
  return (
    <figure className="mt-3" aria-label={`How ${name} is cut on the site`}>
      <figcaption className="text-sm font-medium text-slate-800">How it is cut on the site</figcaption>
      <ul className="mt-1 flex flex-wrap items-end gap-3">
        {crops.map((c) => (
          <li key={c.where} className="w-24 text-xs text-slate-700" data-crop={ratioText(c.ratio)}>
            <img
              src={thumb}
              alt=""
              className="block w-full rounded border border-slate-300 object-cover"
              style={{ aspectRatio: `${c.ratio[0]} / ${c.ratio[1]}`, objectPosition: `${focal.x}% ${focal.y}%` }}
            />
            <span className="mt-1 block">
              {c.where} ({ratioText(c.ratio)})
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
