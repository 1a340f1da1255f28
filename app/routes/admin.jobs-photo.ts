import { staffPhotoLoader } from "~/media/private-photo.server";
import { getJobPhoto } from "~/models/job-posts.server";

/** A job page's photo for signed-in staff (decision 0051). */
export const loader = staffPhotoLoader(getJobPhoto);
