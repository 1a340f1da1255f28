import type { AppServices } from "./app.server";
import { PUBLIC_PATHS, readablePageName } from "./paths";
import { ensureSeoSetting } from "~/models/seo-settings.server";
import { countStaff, createStaff } from "~/models/staff.server";

/** Demo content and defaults. Idempotent: running it again adds nothing twice. */
export async function seed(services: Pick<AppServices, "db">) {
  for (const pagePath of PUBLIC_PATHS) {
    await ensureSeoSetting(services.db, pagePath, {
      title: `${readablePageName(pagePath)} | Lakeside Ridge Builders`,
      description: null,
      h1_tag: null,
      h2_tags: [],
      h3_tags: [],
    });
  }
}

/** On first start with no account: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or say how to. */
export async function ensureFirstAccount(services: Pick<AppServices, "auth" | "config">): Promise<string | null> {
  if ((await countStaff(services.auth)) > 0) return null;
  const { adminEmail, adminPassword } = services.config;
  if (adminEmail && adminPassword) {
    await createStaff(services.auth, { email: adminEmail, password: adminPassword });
    return `Created the first staff account for ${adminEmail} (password from ADMIN_PASSWORD).`;
  }
  return "No staff account yet. Create the first one with:\n    npm run user -- create --email you@example.com";
}
