import { data, redirect } from "react-router";
import { NotFoundView } from "~/components/NotFoundView";
import { findRedirect } from "~/models/redirects.server";
import { notFoundMeta } from "~/content/seo-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) => notFoundMeta(matches, location.pathname);

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
  return <NotFoundView />;
}
