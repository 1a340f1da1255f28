import { Link, data, redirect } from "react-router";
import { findRedirect } from "~/models/redirects.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Lakeside Ridge Builders" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  // A page that moved: its old path answers 301 to where it lives now (kept in Admin → SEO).
  const to = await findRedirect(context.services.db, path);
  if (to) throw redirect(to + url.search, 301);
  context.services.logger.warn({ path }, "404: no page at this path");
  return data({ path }, { status: 404 });
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-lake-900">404</h1>
      <p className="mt-4 text-2xl text-slate-700">Oops! Page not found</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
