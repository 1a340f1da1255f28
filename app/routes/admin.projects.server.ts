/** Admin → Projects and Reviews: what staff do to them (decision 0023). */
import type { IntentHandler } from "~/admin/action.server";
import { siteFile } from "~/content/files.server";
import { sanitizeContent } from "~/content/sanitize.server";
import { withHeadingIds } from "~/content/text";
import { fail, ok } from "~/forms/notice";
import { photoSchema, projectSchema, projectSlug, reviewSchema } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import { createProject, deleteProject, getProject, slugTaken, updateProject, updateProjectPhoto, removeProjectPhoto } from "~/models/projects.server";
import { createReview, deleteReview, getReview, updateReview } from "~/models/reviews.server";

export const serviceTowns = () => siteFile().quoteForm.towns;
const checked = (v: string | undefined) => v === "on" || v === "true";

export const projectIntents: Record<string, IntentHandler> = {
  "project-save": {
    errorTitle: "The project could not be saved",
    async run({ values, context }) {
      const p = parseForm(projectSchema(serviceTowns()), { ...values, is_published: checked(values.is_published) });
      if (!p.ok) return { notice: fail("project-save", "The project could not be saved", p.formError, { fieldErrors: p.fieldErrors }) };
      const { db } = context.services;
      const id = values.id || null;
      const slug = p.data.slug || projectSlug(p.data.title, p.data.town);
      if (!slug)
        return {
          notice: fail("project-save", "The project could not be saved", "Give the project a title with letters or digits.", {
            fieldErrors: { title: "Use letters or digits." },
          }),
        };
      if (await slugTaken(db, slug, id ?? undefined)) {
        const message = `Another project already has the address /projects/${slug}. Change the title or the address.`;
        return { notice: fail("project-save", "The project could not be saved", message, { fieldErrors: { slug: message } }) };
      }
      const fields = {
        title: p.data.title,
        slug,
        town: p.data.town,
        service_key: p.data.service_key,
        year: p.data.year ? Number(p.data.year) : null,
        summary: p.data.summary,
        story: p.data.story ? withHeadingIds(sanitizeContent(p.data.story)) || null : null,
        client_words: p.data.client_words || null,
        is_published: p.data.is_published,
      };
      if (id) {
        const saved = await updateProject(db, id, fields);
        if (!saved) return { notice: fail("project-save", "The project could not be saved", "That project no longer exists."), status: 404 };
        return {
          notice: ok("project-save", "Project saved", {
            id,
            description: saved.is_published
              ? `“${saved.title}” is on the site at /projects/${saved.slug}.`
              : `“${saved.title}” is a draft: tick Published to show it.`,
          }),
        };
      }
      const made = await createProject(db, fields);
      return { notice: ok("project-save", "Project created", { id: made.id, description: "Now add its photos below." }) };
    },
  },
  "project-delete": {
    errorTitle: "The project could not be deleted",
    async run({ values, context }) {
      const project = await getProject(context.services.db, values.id ?? "");
      if (!project || !(await deleteProject(context.services.db, project.id)))
        return { notice: fail("project-delete", "The project could not be deleted", "That project no longer exists."), status: 404 };
      return { notice: ok("project-delete", "Project deleted", { description: `“${project.title}” is gone from the site; its photos stay in Images.` }) };
    },
  },
  "photo-save": {
    errorTitle: "The photo could not be saved",
    async run({ values, context }) {
      const p = parseForm(photoSchema, values);
      if (!p.ok) return { notice: fail("photo-save", "The photo could not be saved", p.formError, { fieldErrors: p.fieldErrors }) };
      const done = await updateProjectPhoto(
        context.services.db,
        values.photo_id ?? "",
        values.id ?? "",
        { role: p.data.role, pair: p.data.pair ? Number(p.data.pair) : null, caption: p.data.caption || null },
        // Only a form that showed the description field changes it.
        values.alt_text === undefined ? undefined : p.data.alt_text || null,
      );
      if (!done) return { notice: fail("photo-save", "The photo could not be saved", "That photo is no longer in this project."), status: 404 };
      return { notice: ok("photo-save", "Photo saved", { id: values.id }) };
    },
  },
  "photo-remove": {
    errorTitle: "The photo could not be removed",
    async run({ values, context }) {
      const done = await removeProjectPhoto(context.services.db, values.photo_id ?? "", values.id ?? "");
      if (!done) return { notice: fail("photo-remove", "The photo could not be removed", "That photo is no longer in this project."), status: 404 };
      return { notice: ok("photo-remove", "Photo removed from the project", { id: values.id, description: "It stays in Images." }) };
    },
  },
};

export const reviewIntents: Record<string, IntentHandler> = {
  "review-save": {
    errorTitle: "The review could not be saved",
    async run({ values, context }) {
      const p = parseForm(reviewSchema(serviceTowns()), { ...values, is_published: checked(values.is_published) });
      if (!p.ok) return { notice: fail("review-save", "The review could not be saved", p.formError, { fieldErrors: p.fieldErrors }) };
      const { db } = context.services;
      if (p.data.project_id && !(await getProject(db, p.data.project_id)))
        return { notice: fail("review-save", "The review could not be saved", "That project no longer exists. Choose another.") };
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
      if (id) {
        // A verified client's words and name are theirs (decision 0032): staff may not rewrite them.
        const before = await getReview(db, id);
        if (before?.request_id && (before.words !== fields.words || before.client_name !== fields.client_name)) {
          const message = "A client's own review cannot be rewritten: only whether it is published can change here.";
          return { notice: fail("review-save", "The review could not be saved", message, { fieldErrors: { words: message } }) };
        }
        if (!before || !(await updateReview(db, id, fields)))
          return { notice: fail("review-save", "The review could not be saved", "That review no longer exists."), status: 404 };
        return { notice: ok("review-save", "Review saved", { id }) };
      }
      const made = await createReview(db, fields);
      return {
        notice: ok("review-save", "Review added", {
          id: made.id,
          description: made.is_published ? "It shows on the site now." : "It is a draft: tick Published to show it.",
        }),
      };
    },
  },
  "review-delete": {
    errorTitle: "The review could not be deleted",
    async run({ values, context }) {
      const review = await getReview(context.services.db, values.id ?? "");
      if (!review || !(await deleteReview(context.services.db, review.id)))
        return { notice: fail("review-delete", "The review could not be deleted", "That review no longer exists."), status: 404 };
      return { notice: ok("review-delete", "Review deleted", { description: `${review.client_name}'s review is gone from the site.` }) };
    },
  },
};
