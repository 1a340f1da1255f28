import { data } from "react-router";
import { ImagesTab } from "~/components/admin/ImagesTab";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { generateContent } from "~/assistant/client";
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

/** The alt-text suggestion: a draft that a person reviews before it is saved. */
const suggestAlt = (img: AdminImage) =>
  generateContent({
    prompt: `Suggest alt text for the image ${img.original_filename}${img.alt_text ? ` (currently: ${img.alt_text})` : ""}`,
    contentType: "image",
    personalityMode: "professional",
  });

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
