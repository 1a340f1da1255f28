/**
 * A first description (alt text) for a photo the owner just added, for him to check where he added
 * it: from its caption, else from its file name when that has words ("porch-steps-after.jpg"),
 * else from the project and what the photo is. A camera's file name ("IMG_2041.JPG") is not words.
 */
export function suggestAlt(o: { caption?: string | null; fileName: string; title: string; role: "photo" | "before" | "after"; index: number; count: number }) {
  const prefix = o.role === "before" ? "Before: " : o.role === "after" ? "After: " : "";
  const caption = o.caption?.trim();
  if (caption) return `${prefix}${caption}`.slice(0, 500);
  // The file name's words, without the camera's prefix, numbers, or "before"/"after" (said already).
  const words = o.fileName
    .slice(0, 200)
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .split(/[-_.\s]+/)
    .filter(
      (w) => w && !/^\d+$/.test(w) && !/^(img|dsc|dscn|dscf|pxl|mvimg|photo|image|picture|screenshot|whatsapp|signal|before|after|edited|copy|final)$/i.test(w),
    )
    .join(" ");
  if (words.replace(/[^a-z]/gi, "").length >= 4) return `${prefix}${words.charAt(0).toUpperCase()}${words.slice(1)}`.slice(0, 500);
  const what = o.role === "before" ? "before the work" : o.role === "after" ? "after the work" : "photo";
  return `${o.title}, ${what}${o.count > 1 ? ` (${o.index + 1} of ${o.count})` : ""}`.slice(0, 500);
}
