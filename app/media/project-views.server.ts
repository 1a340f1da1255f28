/** What visitors' pages show of projects: cards with a cover photo, photos as picture references. */
import type { Db } from "~/db/schema";
import { listProjectPhotos, type Project } from "~/models/projects.server";
import { focalOf, type ImageRef } from "~/content/images";

type PhotoRow = Awaited<ReturnType<typeof listProjectPhotos>>[number];

export function photoRef(p: PhotoRow, fallbackAlt: string): ImageRef {
  return {
    id: `u:${p.file_path}`,
    width: p.width ?? 1600,
    height: p.height ?? 1200,
    // The alt text describes the photo; the caption is shown beside it, so it is never both (read twice).
    alt: p.alt_text?.trim() || fallbackAlt,
    ...focalOf(p),
  };
}

/** The cover of a project: its first after photo, else its first photo of any kind. */
function cover(photos: PhotoRow[]) {
  return photos.find((p) => p.role === "after") ?? photos.find((p) => p.role === "photo") ?? photos[0] ?? null;
}

export async function projectCards(db: Db, projects: Project[]) {
  const photos = await listProjectPhotos(
    db,
    projects.map((p) => p.id),
  );
  return projects.map((p) => {
    const c = cover(photos.filter((x) => x.project_id === p.id));
    return { slug: p.slug, title: p.title, town: p.town, year: p.year, summary: p.summary, cover: c ? photoRef(c, p.title) : null };
  });
}

/** A project's photos, with its before/after pairs matched by pair number. */
export function projectPhotoSets(project: Project, photos: PhotoRow[]) {
  const mine = photos.filter((p) => p.project_id === project.id);
  const pairs: Array<{ pair: number; before: ImageRef; after: ImageRef; beforeCaption: string; afterCaption: string }> = [];
  const paired = new Set<string>();
  for (const b of mine.filter((p) => p.role === "before" && p.pair != null)) {
    const a = mine.find((p) => p.role === "after" && p.pair === b.pair);
    if (!a) continue;
    paired.add(a.id).add(b.id);
    pairs.push({
      pair: b.pair!,
      before: photoRef(b, `${project.title}: before`),
      after: photoRef(a, `${project.title}: after`),
      beforeCaption: b.caption?.trim() ?? "",
      afterCaption: a.caption?.trim() ?? "",
    });
  }
  const singles = mine.filter((p) => !paired.has(p.id)).map((p) => ({ id: p.id, image: photoRef(p, project.title), caption: p.caption ?? "" }));
  return { pairs: pairs.sort((x, y) => x.pair - y.pair), singles };
}
