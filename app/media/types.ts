import type { ImagesTable } from "~/db/schema";

/** A file size people read: "36 KB" under a megabyte (never "0.0 MB"), else "2.4 MB". */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes == null) return "Unknown size";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One image record as the admin screens see it (shared by the server and the browser). */
export type AdminImage = Omit<ImagesTable, "category" | "caption" | "sort_order"> & {
  /** The stored file's public URL. */
  url: string;
  /** A 480-pixel WebP variant for lists. */
  thumb: string;
};
