import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { photoSchema } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { addProjectPhoto, getProject } from "~/models/projects.server";
import { suggestAltFor } from "~/media/alt-vision.server";
import { updateImage } from "~/models/images.server";
import { flashHeader } from "~/platform/flash.server";
import type { Route } from "./+types/admin.projects-photos";

/**
 * POST multipart (works without JavaScript): a project's new photos, straight from a phone's
 * camera roll. Each goes through the safe upload path (bytes decide, metadata stripped, size
 * capped) into the library, then into the project with its role (photo, before, after) and pair.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireApiUser(request, context);
  const services = context.services;
  const back = (id: string, flash: Parameters<typeof flashHeader>[0]) =>
    flashHeader(flash, services).then((cookie) => redirect(`/admin/projects?edit=${encodeURIComponent(id)}#photos`, { headers: { "Set-Cookie": cookie } }));
  // The project is named in the address, so even a refused upload can go back to it.
  const projectId = new URL(request.url).searchParams.get("id") ?? "";
  try {
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 10);
    const project = await getProject(services.db, projectId);
    if (!project) return new Response("That project no longer exists.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const p = parseForm(photoSchema, { role: form.field("role") ?? "photo", pair: form.field("pair") ?? "", caption: form.field("caption") ?? "" });
    if (!p.ok) return back(project.id, { kind: "error", title: "The photos were not added", description: p.formError });
    if (form.files.length === 0) return back(project.id, { kind: "error", title: "The photos were not added", description: "Choose at least one photo." });
    let pair = p.data.pair ? Number(p.data.pair) : null;
    const added = [];
    for (const file of form.files) {
      const image = await storeImage(services, file);
      await addProjectPhoto(services.db, { project_id: project.id, image_id: image.id, role: p.data.role, pair, caption: p.data.caption || null });
      added.push(image);
      // Several before (or after) photos at once make consecutive pairs.
      if (pair !== null && p.data.role !== "photo") pair++;
    }
    // Described where it was added (decision 0035): a suggestion the owner checks in the photo's row,
    // from the picture itself when a model is set up, else from the project (never the file name).
    const count = added.length;
    await Promise.all(
      added.map(async (image, index) => updateImage(services.db, image.id, { alt_text: (await suggestAltFor(services, image, { index, count })).text })),
    );
    const n = form.files.length;
    return back(project.id, {
      kind: "success",
      title: `${n} photo${n === 1 ? "" : "s"} added`,
      description: "Each has a suggested description below: check that it says what the photo shows.",
    });
  } catch (error) {
    if (error instanceof UploadError) {
      if (projectId) return back(projectId, { kind: "error", title: "The photos were not added", description: error.message });
      return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}
