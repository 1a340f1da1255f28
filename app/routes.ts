import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SERVICE_PATHS } from "./content/paths";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  ...SERVICE_PATHS.map((p) => route(p.slice(1), "routes/service.tsx", { id: `service:${p}` })),
  route("gallery", "routes/gallery.tsx"),
  route("about-chelan", "routes/about-chelan.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/sign-out.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("content", "routes/admin.content.tsx"),
    route("images", "routes/admin.images.tsx"),
    route("seo", "routes/admin.seo.tsx"),
    route("settings", "routes/admin.settings.tsx"),
    route("messages", "routes/admin.messages.tsx"),
  ]),
  route("admin/messages/export.csv", "routes/admin.messages-export.ts"),
  route("api/auth/*", "routes/api.auth.tsx"),
  route("api/admin/images", "routes/api.admin.images.ts"),
  route("api/admin/gallery", "routes/api.admin.gallery.ts"),
  route("api/admin/sync-headings", "routes/api.admin.sync-headings.ts"),
  route("api/generate-content", "routes/api.generate-content.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
