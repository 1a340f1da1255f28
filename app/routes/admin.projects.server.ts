/** Admin → Projects and Reviews: what staff do to them (decision 0023), written by their services. */
import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { removePhoto, removeProject, savePhotoDetails, saveProject, type Refusal } from "~/services/projects.server";
import { removeReview, saveReview } from "~/services/reviews.server";

export { serviceTowns } from "~/services/projects.server";

/** A service's refusal as the screen's notice, with the fields it names. */
const refused = (intent: string, title: string, r: Refusal) => ({
  notice: fail(intent, title, r.error, r.fieldErrors ? { fieldErrors: r.fieldErrors } : {}),
  ...(r.status ? { status: r.status } : {}),
});

export const projectIntents: Record<string, IntentHandler> = {
  "project-save": {
    errorTitle: "The project could not be saved",
    async run({ values, context }) {
      const r = await saveProject(context.services.db, values);
      if ("error" in r) return refused("project-save", "The project could not be saved", r);
      const { project, created } = r;
      if (created) return { notice: ok("project-save", "Project created", { id: project.id, description: "Now add its photos below." }) };
      const description = project.is_published
        ? `“${project.title}” is on the site at /projects/${project.slug}.`
        : `“${project.title}” is a draft: tick Published to show it.`;
      return { notice: ok("project-save", "Project saved", { id: project.id, description }) };
    },
  },
  "project-delete": {
    errorTitle: "The project could not be deleted",
    async run({ values, context }) {
      const r = await removeProject(context.services.db, values.id ?? "");
      if ("error" in r) return refused("project-delete", "The project could not be deleted", r);
      return { notice: ok("project-delete", "Project deleted", { description: `“${r.project.title}” is gone from the site; its photos stay in Images.` }) };
    },
  },
  "photo-save": {
    errorTitle: "The photo could not be saved",
    async run({ values, context }) {
      const r = await savePhotoDetails(context.services.db, values.id ?? "", values.photo_id ?? "", values);
      if ("error" in r) return refused("photo-save", "The photo could not be saved", r);
      return { notice: ok("photo-save", "Photo saved", { id: values.id }) };
    },
  },
  "photo-remove": {
    errorTitle: "The photo could not be removed",
    async run({ values, context }) {
      const r = await removePhoto(context.services.db, values.id ?? "", values.photo_id ?? "");
      if ("error" in r) return refused("photo-remove", "The photo could not be removed", r);
      return { notice: ok("photo-remove", "Photo removed from the project", { id: values.id, description: "It stays in Images." }) };
    },
  },
};

export const reviewIntents: Record<string, IntentHandler> = {
  "review-save": {
    errorTitle: "The review could not be saved",
    async run({ values, context }) {
      const r = await saveReview(context.services.db, values);
      if ("error" in r) return refused("review-save", "The review could not be saved", r);
      if (!r.created) return { notice: ok("review-save", "Review saved", { id: r.review.id }) };
      const description = r.review.is_published ? "It shows on the site now." : "It is a draft: tick Published to show it.";
      return { notice: ok("review-save", "Review added", { id: r.review.id, description }) };
    },
  },
  "review-delete": {
    errorTitle: "The review could not be deleted",
    async run({ values, context }) {
      const r = await removeReview(context.services.db, values.id ?? "");
      if ("error" in r) return refused("review-delete", "The review could not be deleted", r);
      return { notice: ok("review-delete", "Review deleted", { description: `${r.review.client_name}'s review is gone from the site.` }) };
    },
  },
};
