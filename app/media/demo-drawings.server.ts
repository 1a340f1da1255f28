import { bundledGallery } from "~/content/files.server";

/**
 * The demo's gallery drawings, by the file the seed stored them as (the launch checklist counts
 * them; the signed-in gallery offers "Replace this drawing" on each, decision 0035).
 */
let files: Set<string> | null = null;

export function isDemoDrawing(filePath: string) {
  files ??= new Set(bundledGallery().map((e) => `uploads/gallery-${e.file.split("/").pop()}`));
  return files.has(filePath);
}
