/** Accepts a YouTube id or any usual YouTube URL; returns the id or null. */
export function youtubeId(value: string | undefined | null) {
  const v = (value ?? "").trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(v)) return v;
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(v);
  return m ? m[1]! : null;
}
