import { staffPhotoLoader } from "~/media/private-photo.server";
import { getLeadPhoto } from "~/models/lead-photos.server";

/** A photo a visitor attached to a quote request: signed-in staff only (`?size=thumb` for a small copy). */
export const loader = staffPhotoLoader(getLeadPhoto);
