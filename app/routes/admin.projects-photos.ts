import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { photoSchema } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { getProject } from "~/models/projects.server";
import { addPhotos } from "~/services/projects.server";
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
    const details = { role: form.field("role") ?? "photo", pair: form.field("pair") ?? "", caption: form.field("caption") ?? "" };
    const p = parseForm(photoSchema, details);
    if (!p.ok) return back(project.id, { kind: "error", title: "The photos were not added", description: p.formError });
    if (form.files.length === 0) return back(project.id, { kind: "error", title: "The photos were not added", description: "Choose at least one photo." });
    const stored = [];
    for (const file of form.files) stored.push(await storeImage(services, file));
    const added = await addPhotos(services, project.id, stored, details);
    if ("error" in added) return back(project.id, { kind: "error", title: "The photos were not added", description: added.error });
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
