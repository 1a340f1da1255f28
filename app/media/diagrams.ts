/**
 * The bundled pictures that are labelled diagrams, not scenes (scripts/images/diagrams.ts draws
 * them). A diagram is read, not glanced at: it is never a hero and never a cover-cropped card,
 * because cropping or enlarging it cuts or blows up its labels. It goes in a figure slot instead
 * (components/blocks.tsx DiagramFigure: whole, full width on phones, with a caption), and the hero
 * or card takes the scene named here (docs/decisions/0037-heroes-trust-and-one-navigation.md).
 */
import { bundled, type ImageRef } from "~/content/images";

interface Diagram {
  /** What the diagram shows, said once: its caption (and the base of its alt text). */
  caption: string;
  /** A scene of the same subject, for the hero or a card. */
  scene: { source: string; alt: string };
}

const FOUNDATION_SCENE = {
  source: "gallery/16-foundation-walls-poured-and-curing",
  alt: "Illustration: new concrete foundation walls, forms stripped, curing on a cleared pad, with lumber stacked beside them",
};

export const DIAGRAMS: Record<string, Diagram> = {
  "services/foundations": {
    caption: "A crawl-space foundation in section: the footing is set below the frost line, whose depth the building department sets for each site.",
    scene: FOUNDATION_SCENE,
  },
  "services/garages": {
    caption: "A garage sized for a boat on its trailer: a tall door and a deep bay (not to scale).",
    scene: {
      source: "gallery/06-three-bay-garage-with-a",
      alt: "Illustration: a long gray garage with three doors next to a two-story gray house with matching board siding",
    },
  },
  "services/design-build": {
    caption: "Design drawings: a floor plan and a front elevation (not to scale).",
    scene: {
      source: "gallery/18-custom-home-tucked-into-the",
      alt: "Illustration: a hip-roofed house with a stone-faced lower floor, built into a slope among pines",
    },
  },
  "articles/functional-garage-design": {
    caption: "Planning the garage around the boat: car bays, and a deeper boat bay with a taller door (plan, not to scale).",
    scene: {
      source: "gallery/15-two-bay-garage-matched-to",
      alt: "Illustration: a two-bay garage with the same red board siding and gray roof as the two-story house beside it",
    },
  },
  "articles/excavation-site-prep": {
    caption: "A daylight basement on a slope: the uphill wall holds back the soil and the lower floor opens to the downhill side (section, not to scale).",
    scene: {
      source: "gallery/25-cutting-the-building-pad-on",
      alt: "Illustration: an excavator cutting a level building pad into a slope, with the spoil piled beside it",
    },
  },
  "articles/solid-foundation-essential": {
    caption: "A basement foundation in section: the footing is set below the frost line, with damp-proofing and a footing drain.",
    scene: FOUNDATION_SCENE,
  },
  "articles/maximizing-views-windows-doors": {
    caption: "Afternoon sun from the southwest falls on view glass on the North Shore; on the South Shore, which faces northeast, view glass is in shade.",
    scene: {
      source: "gallery/29-wall-of-glass-facing-the",
      alt: "Illustration: a room with a floor-to-ceiling wall of glass facing the lake, above a concrete floor",
    },
  },
  "articles/lakeside-construction-tips": {
    caption: "The shoreline buffer: native vegetation left in place between the ordinary high water mark and the house (schematic, not to scale).",
    scene: {
      source: "gallery/32-lake-view-home-with-a",
      alt: "Illustration: a two-story blue-gray house with a glass gable end and a glass-railed deck, facing the lake",
    },
  },
  "videos/nc-lake-access": {
    caption: "Building near the water: the building site fenced, outside the shoreline buffer (schematic, not to scale).",
    scene: {
      source: "gallery/32-lake-view-home-with-a",
      alt: "Illustration: a two-story blue-gray house with a glass gable end and a glass-railed deck, facing the lake",
    },
  },
};

/** The bundled source ("services/garages") of an image, or null for an upload. */
const sourceOf = (image: ImageRef) => (image.id.startsWith("b:") ? image.id.slice(2) : null);

export function isDiagram(image: ImageRef) {
  const s = sourceOf(image);
  return s !== null && s in DIAGRAMS;
}

/** The picture for a hero or a card: the image itself, or for a diagram the scene that stands in for it. */
export function sceneFor(image: ImageRef): ImageRef {
  const s = sourceOf(image);
  const d = s ? DIAGRAMS[s] : undefined;
  return d ? bundled(d.scene.source, d.scene.alt) : image;
}

/** The diagram's caption, or null when the image is not a bundled diagram. */
export function diagramCaption(image: ImageRef) {
  const s = sourceOf(image);
  return (s && DIAGRAMS[s]?.caption) || null;
}
