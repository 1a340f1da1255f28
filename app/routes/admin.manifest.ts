import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/admin.manifest";

/** The admin as an app on a phone's home screen (decision 0031): its own scope, /admin only. */
export async function loader({ context }: Route.LoaderArgs) {
  const profile = await getProfile(context.services.db);
  const manifest = {
    name: `${profile.companyName} admin`,
    short_name: "Leads",
    description: `New leads and the website of ${profile.companyName}`,
    id: "/admin",
    start_url: "/admin/messages",
    scope: "/admin",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0d2c3d",
    icons: [
      { src: "/admin-app-icon/192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/admin-app-icon/512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/admin-app-icon/512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
