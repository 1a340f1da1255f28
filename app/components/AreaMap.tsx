import { useT } from "~/components/use-locale";

/**
 * A small schematic map for an area page (decision 0036): Lake Chelan, the Chelan River and the
 * Columbia, with the page's own places marked. Drawn, not a photo, and labeled as not to scale.
 */
const PLACES: Record<string, { x: number; y: number; anchor?: "start" | "end" }> = {
  Manson: { x: 78, y: 52, anchor: "end" },
  Chelan: { x: 128, y: 96, anchor: "end" },
  "South Shore": { x: 104, y: 92, anchor: "end" },
  "Chelan Falls": { x: 160, y: 112 },
  Entiat: { x: 124, y: 168, anchor: "end" },
  Orondo: { x: 150, y: 176 },
  Wenatchee: { x: 98, y: 238, anchor: "end" },
  "East Wenatchee": { x: 124, y: 246 },
};

/** What each area page marks, and the one sentence a screen reader hears. */
const AREAS: Record<string, { places: string[]; description: string }> = {
  manson: { places: ["Manson"], description: "Manson on the north shore of Lake Chelan, up the lake from Chelan." },
  "chelan-south-shore": {
    places: ["Chelan", "South Shore"],
    description: "Chelan at the foot of Lake Chelan, and the South Shore running up the lake from town.",
  },
  "chelan-falls-entiat": {
    places: ["Chelan Falls", "Entiat"],
    description: "Chelan Falls where the Chelan River meets the Columbia, and Entiat down the river on the same bank.",
  },
  orondo: { places: ["Orondo"], description: "Orondo on the east bank of the Columbia, across the river from Entiat." },
  // The permits page and the areas hub: every town we work in.
  permits: {
    places: Object.keys(PLACES),
    description: "the towns the permit offices on this page cover, from Manson on Lake Chelan down the Columbia to Wenatchee and East Wenatchee.",
  },
  areas: {
    places: Object.keys(PLACES),
    description: "the towns we work in, from Manson on Lake Chelan down the Columbia to Wenatchee and East Wenatchee.",
  },
  "wenatchee-east-wenatchee": {
    places: ["Wenatchee", "East Wenatchee"],
    description: "Wenatchee on the west bank of the Columbia and East Wenatchee across the river, down the valley from Chelan.",
  },
};

/** The map as a figure in the page's text: beside the words from a tablet up, above them on a phone (issue 48). */
export function AreaMap({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const t = useT();
  const area = AREAS[slug];
  if (!area) return null;
  return (
    <figure data-figure className={className} data-area-map={slug}>
      <svg
        viewBox="0 0 240 270"
        className="mx-auto h-auto w-full max-w-sm rounded-xl bg-slate-50 ring-1 ring-slate-200"
        role="img"
        aria-label={`${t("Schematic map, not to scale:")} ${t(area.description)}`}
      >
        {/* Lake Chelan, northwest to southeast */}
        <path d="M20 20 L60 42 L100 70 L126 90" fill="none" stroke="#3b82c4" strokeWidth="9" strokeLinecap="round" />
        {/* The Chelan River, down to the Columbia */}
        <path d="M126 90 L156 108" fill="none" stroke="#3b82c4" strokeWidth="3" />
        {/* The Columbia, from the north past Chelan Falls, Entiat and Orondo to Wenatchee */}
        <path d="M210 40 L176 88 L156 108 L138 150 L136 190 L114 226 L110 262" fill="none" stroke="#3b82c4" strokeWidth="6" strokeLinecap="round" />
        <text x="28" y="14" fontSize="9" fill="#1e3a5f">
          {t("Lake Chelan")}
        </text>
        <text x="196" y="34" fontSize="9" fill="#1e3a5f" textAnchor="end">
          {t("Columbia River")}
        </text>
        {Object.entries(PLACES).map(([place, p]) => {
          const here = area.places.includes(place);
          const dx = p.anchor === "end" ? -7 : 7;
          return (
            <g key={place}>
              <circle cx={p.x} cy={p.y} r={here ? 5 : 2.5} fill={here ? "#b45309" : "#475569"} />
              <text
                x={p.x + dx}
                y={p.y + 3}
                fontSize={here ? 11 : 8}
                fontWeight={here ? 700 : 400}
                fill={here ? "#7c2d12" : "#334155"}
                textAnchor={p.anchor ?? "start"}
              >
                {t(place)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-center text-sm text-slate-700">
        {/* A town's map says where the town is; the map of every town (/permits, /areas) says where they are. */}
        {area.places.length === Object.keys(PLACES).length ? (
          t("Where the towns are: a schematic map, not to scale.")
        ) : (
          <>
            {t("Where")} {name} {t("is: a schematic map, not to scale.")}
          </>
        )}
      </figcaption>
    </figure>
  );
}
