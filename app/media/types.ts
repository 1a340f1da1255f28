import type { ImagesTable } from "~/db/schema";

/** One image record as the admin screens see it (shared by the server and the browser). */
export type AdminImage = Omit<ImagesTable, "category" | "caption" | "sort_order"> & {
  /** The stored file's public URL. */
  url: string;
  /** A 480-pixel WebP variant for lists. */
  thumb: string;
};
