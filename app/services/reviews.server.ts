/**
 * The one writer of reviews typed by staff (decision 0047); a client's own review arrives through
 * its request (app/reviews/requests.server.ts) and its words stay theirs (decision 0032).
 */
import type { Db } from "~/db/schema";
import { inTransaction } from "~/db/client.server";
import { reviewSchema } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import { getProject } from "~/models/projects.server";
import { createReview, deleteReview, getReview, updateReview, type Review } from "~/models/reviews.server";
import { checked, serviceTowns } from "./projects.server";
import type { Refusal } from "./refusal";

/** Adds a review (no `id`) or changes one, from the review form's fields. */
export async function saveReview(db: Db, values: Record<string, string>): Promise<Refusal | { review: Review; created: boolean }> {
  const p = parseForm(reviewSchema(serviceTowns()), { ...values, is_published: checked(values.is_published) });
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  const fields = {
    client_name: p.data.client_name,
    town: p.data.town || null,
    project_id: p.data.project_id || null,
    service_key: p.data.service_key || null,
    review_date: p.data.review_date,
    words: p.data.words,
    source: p.data.source,
    source_url: p.data.source_url || null,
    is_published: p.data.is_published,
  };
  const id = values.id || null;
  return inTransaction(db, async (tx) => {
    if (fields.project_id && !(await getProject(tx, fields.project_id))) return { error: "That project no longer exists. Choose another." };
    if (!id) return { review: await createReview(tx, fields), created: true };
    // A verified client's words and name are theirs (decision 0032): staff may not rewrite them.
    const before = await getReview(tx, id);
    if (before?.request_id && (before.words !== fields.words || before.client_name !== fields.client_name)) {
      const message = "A client's own review cannot be rewritten: only whether it is published can change here.";
      return { error: message, fieldErrors: { words: message } };
    }
    if (!before || !(await updateReview(tx, id, fields))) return { error: "That review no longer exists.", status: 404 as const };
    return { review: (await getReview(tx, id))!, created: false };
  });
}

export async function removeReview(db: Db, id: string): Promise<Refusal | { review: Review }> {
  const review = await getReview(db, id);
  if (!review || !(await deleteReview(db, review.id))) return { error: "That review no longer exists.", status: 404 };
  return { review };
}
