import { data } from "react-router";
import { ARTICLE_SLUGS } from "~/lib/paths";
import type { Route } from "./+types/blog-article";

export function loader({ params }: Route.LoaderArgs) {
  if (!(ARTICLE_SLUGS as readonly string[]).includes(params.slug)) throw data("Not found", { status: 404 });
  return { slug: params.slug };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">{loaderData.slug}</h1>
    </div>
  );
}
