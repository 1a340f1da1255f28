/** One image record as the admin screens see it (shared by the server and the browser). */
export interface AdminImage {
  id: string;
  filename: string;
  original_filename: string;
  file_path: string;
  file_size: number | null;
  mime_type: string | null;
  alt_text: string | null;
  page_path: string | null;
  width: number | null;
  height: number | null;
  created_at: string;
  /** The stored file's public URL. */
  url: string;
  /** A 480-pixel WebP variant for lists. */
  thumb: string;
}
