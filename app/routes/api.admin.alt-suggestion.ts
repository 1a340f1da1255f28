import { data } from "react-router";
import { z } from "zod";
import { requireApiUser } from "~/auth/guard.server";
import { suggestAltFor } from "~/services/alt-vision.server";
import { getImage } from "~/models/images.server";
import type { Route } from "./+types/api.admin.alt-suggestion";

const noStore = { "Cache-Control": "no-store" };
const body = z.object({ id: z.string().min(1).max(64) });

/**
 * POST {id}: a suggested alt text for a library picture, for the owner to accept or edit (nothing
 * is saved here). A model looks at the picture when an AI provider is set; otherwise, or when it
 * fails, the words come from what the site knows about the picture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireApiUser(request, context);
  if (request.method !== "POST") return data({ error: "Use POST to ask for a suggestion." }, { status: 405, headers: noStore });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ error: "Send {id} of the picture to describe." }, { status: 400, headers: noStore });
  const image = await getImage(context.services.db, parsed.data.id);
  if (!image) return data({ error: "That picture is no longer in the Images library." }, { status: 404, headers: noStore });
  return data(await suggestAltFor(context.services, image), { headers: noStore });
}
