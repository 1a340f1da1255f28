import { putSetting, readJsonSetting } from "~/models/settings.server";
import type { Db } from "~/db/schema";

/**
 * Settings of decision 0032, each in its own site_settings row (apart from the business profile,
 * so its History and the profile's shape are untouched): the review sites offered on the
 * thank-you page.
 */
export interface ReviewLinks {
  google: string;
  houzz: string;
}
const REVIEW_LINKS_KEY = "review_links";
export const getReviewLinks = (db: Db) => readJsonSetting<ReviewLinks>(db, REVIEW_LINKS_KEY, { google: "", houzz: "" });
export const saveReviewLinks = (db: Db, links: ReviewLinks) => putSetting(db, REVIEW_LINKS_KEY, JSON.stringify(links));
