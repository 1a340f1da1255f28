import { putSetting, readSetting } from "~/models/settings.server";
import type { Db } from "~/db/schema";
import { DEFAULT_BRAND, normalizeHex, normalizeHome, type Brand } from "~/content/brand";

const BRAND_KEY = "brand";

/** Settings → Brand (docs/decisions/0027-brand-settings.md): one site_settings row, the defaults until the owner saves. */
export async function getBrand(db: Db): Promise<Brand> {
  const row = await readSetting(db, BRAND_KEY);
  if (!row) return DEFAULT_BRAND;
  let saved: Partial<Brand> = {};
  try {
    saved = JSON.parse(row.value) as Partial<Brand>;
  } catch {
    return DEFAULT_BRAND;
  }
  const logo = saved.logo;
  return {
    hiddenServices: Array.isArray(saved.hiddenServices) ? saved.hiddenServices.filter((p): p is string => typeof p === "string") : [],
    // Only a well-formed colour ever reaches a page's <style>.
    accent: normalizeHex(saved.accent),
    dark: normalizeHex(saved.dark),
    logo:
      logo && typeof logo.path === "string" && Number.isFinite(logo.width) && Number.isFinite(logo.height)
        ? { imageId: String(logo.imageId ?? ""), path: logo.path, width: Number(logo.width), height: Number(logo.height) }
        : null,
    logoOnly: saved.logoOnly === true,
    home: normalizeHome(saved.home),
  };
}

export async function saveBrand(db: Db, brand: Brand) {
  await putSetting(db, BRAND_KEY, JSON.stringify(brand));
}
