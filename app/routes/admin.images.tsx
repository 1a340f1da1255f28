import { data } from "react-router";
import { ImagesTab } from "~/components/admin/ImagesTab";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { imageJson } from "~/media/library.server";
import type { AdminImage } from "~/media/types";
import { listImages } from "~/models/images.server";
import { privateMeta } from "~/platform/meta";
import { imageIntents } from "./admin.images.server";
import type { Route } from "./+types/admin.images";

export const meta: Route.MetaFunction = () => privateMeta("Images | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, storage } = context.services;
  return data({ images: (await listImages(db)).map((r) => imageJson(storage, r)) }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/images", imageIntents);

/**
 * The alt-text suggestion: a draft that a person reviews before it is saved. The server shows the
 * picture to a model when one is set up, else writes it from what the site knows (never the file name).
 */
async function suggestAlt(img: AdminImage) {
  const res = await fetch("/api/admin/images/alt-suggestion", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: img.id }),
  });
  const json = (await res.json().catch(() => null)) as { text?: string; error?: string } | null;
  if (!res.ok || !json?.text) throw new Error(json?.error ?? "No suggestion came back. Write the alt text yourself, or try again.");
  return json.text;
}

export default function ImagesRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <ImagesTab images={d.images} suggestAlt={suggestAlt} />
    </>
  );
}
