import { requireUser } from "~/auth/guard.server";
import { privatePhotoResponse } from "~/media/private-photo.server";
import { getJobPhoto } from "~/models/job-posts.server";
import type { Route } from "./+types/admin.jobs-photo";

/** A job page's photo for signed-in staff (decision 0051). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, storage } = context.services;
  const photo = /^[0-9a-f-]{36}$/.test(params.id) ? await getJobPhoto(db, params.id) : null;
  const file = photo ? await storage.get(photo.file_path) : null;
  return privatePhotoResponse(file, photo, new URL(request.url).searchParams.get("size") === "thumb");
}
