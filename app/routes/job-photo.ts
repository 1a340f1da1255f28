import { privatePhotoResponse } from "~/media/private-photo.server";
import { getJobPhoto } from "~/models/job-posts.server";
import { findJobByToken } from "~/services/job-pages.server";
import type { Route } from "./+types/job-photo";

/** A job page's photo, for whoever holds the page's link (decision 0051); 404 once the link is off or expired. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, storage } = context.services;
  const job = await findJobByToken(db, params.token);
  const photo = job && /^[0-9a-f-]{36}$/.test(params.id) ? await getJobPhoto(db, params.id) : null;
  const mine = photo && job && photo.job_id === job.id ? photo : null;
  const file = mine ? await storage.get(mine.file_path) : null;
  return privatePhotoResponse(file, mine, new URL(request.url).searchParams.get("size") === "thumb");
}
