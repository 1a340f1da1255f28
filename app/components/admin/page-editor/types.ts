import type { Crop } from "~/content/crops";
/** What the page editor is given: the page, its blocks as stored, and the choices its fields offer. */
import type { VersionView } from "~/admin/history";
import type { BlockValue } from "~/content/block-values";
import type { SectionDef } from "~/content/sections";
import type { AdminImage } from "~/media/types";

export interface EditorBlockView {
  def: SectionDef;
  value: BlockValue | null;
  state: "Published" | "Draft" | "Unpublished change" | "Scheduled";
  scheduledText: string;
  /** Sent back as the block's `present:` field: the save then keeps a change made meanwhile elsewhere. */
  opened: string;
  /** A picture block's default drawing, for the thumbnail when no photo is chosen. */
  defaultThumb?: string | null;
  /** A picture block's shapes on the site (content/crops.ts), shown with the focal point. */
  crops?: readonly Crop[];
}

export interface PageChoice {
  path: string;
  label: string;
}

export interface PageEditorProps {
  page: { path: string; name: string; label: string };
  blocks: EditorBlockView[];
  images: AdminImage[];
  pages: PageChoice[];
  seo: { title: string; description: string; defaultTitle: string; defaultDescription: string };
  history: Array<VersionView & { block: string }>;
  errors: Record<string, string> | null;
  /** The block a click on the public page asked for. */
  focusBlock: string | null;
}

export type SetImages = (f: (list: AdminImage[]) => AdminImage[]) => void;
