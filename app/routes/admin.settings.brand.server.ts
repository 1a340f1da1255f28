import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { checkBrandColours, normalizeHex, normalizeHome, DEFAULT_ACCENT, DEFAULT_DARK, HOME_SECTIONS, type Brand } from "~/content/brand";
import { servicesWithState } from "~/services/services-offered.server";
import { getBrand } from "~/models/brand.server";
import { getVersion, listVersions } from "~/models/versions.server";
import { saveBrandVersioned } from "~/services/settings.server";
import { getImage } from "~/models/images.server";
import { describeVersions, type FieldSpec } from "~/admin/history.server";
import { allServices } from "~/content/files.server";
import { formatZoned } from "~/content/schedule";
import type { Db } from "~/db/schema";

const serviceName = (path: string) => allServices().find((s) => s.data.path === path)?.data.navLabel ?? path;

const BRAND_FIELDS: FieldSpec<Brand>[] = [
  { label: "Services turned off", read: (d) => (d.hiddenServices ?? []).map(serviceName).join(", ") || "none", kind: "value" },
  { label: "Accent colour", read: (d) => d.accent ?? `${DEFAULT_ACCENT} (the original)`, kind: "value" },
  { label: "Dark colour", read: (d) => d.dark ?? `${DEFAULT_DARK} (the original)`, kind: "value" },
  {
    label: "Home page sections",
    read: (d) => {
      const home = normalizeHome(d.home);
      return home.order.map((id) => `${HOME_SECTIONS.find((h) => h.id === id)!.label}${home.hidden.includes(id) ? " (hidden)" : ""}`).join(", ");
    },
    kind: "value",
  },
  { label: "Logo", read: (d) => d.logo?.path.replace(/^uploads\//, "") ?? "none", kind: "value" },
];

/** The brand's History list (Settings → Brand). */
export async function brandHistory(db: Db) {
  return describeVersions(await listVersions<Brand>(db, "settings", "brand"), BRAND_FIELDS);
}

/**
 * Saves the brand and keeps the version under the Settings' history (entity "settings", id
 * "brand"), through the settings writer. A site_settings write re-renders every cached page
 * (decision 0021), so the change shows everywhere when the save answers.
 */
export const saveBrandWithHistory = saveBrandVersioned;

/**
 * A colour has a text field and a picker. With JavaScript they are kept equal; without it, the
 * one the owner changed from what both showed (`…Saved`: the saved colour, or the one just refused)
 * wins (the text field when both changed).
 */
function chosen(values: Record<string, string>, name: "accent" | "dark") {
  const text = values[name] ?? "";
  const saved = normalizeHex(values[`${name}Saved`]);
  const picker = normalizeHex(values[`${name}Picker`]);
  if (picker && normalizeHex(text) === saved && picker !== saved) return picker;
  return normalizeHex(text);
}

/** Admin → Settings → Brand: the services offered, the colours, the logo's removal (the upload is admin.settings-logo.ts). */
export const brandIntents: Record<string, IntentHandler> = {
  "brand-services-save": {
    errorTitle: "Failed to save the services",
    async run({ values, context, user }) {
      const { db } = context.services;
      const brand = await getBrand(db);
      const all = await servicesWithState(db, brand);
      // Only the services the form listed change; one added since the form was opened keeps its state.
      const listed = new Set((values.listed ?? "").split("\n").filter(Boolean));
      const hidden = new Set(brand.hiddenServices);
      for (const s of all) {
        if (!listed.has(s.path)) continue;
        if (values[`offer:${s.path}`] === "on") hidden.delete(s.path);
        else hidden.add(s.path);
      }
      const on = all.filter((s) => !hidden.has(s.path));
      if (on.length === 0) {
        const message = "Keep at least one service turned on: the site needs something to offer.";
        return { notice: fail("brand-services-save", "The services were not saved", message, { fieldErrors: { services: message } }) };
      }
      const off = all.filter((s) => hidden.has(s.path));
      await saveBrandWithHistory(db, { ...brand, hiddenServices: off.map((s) => s.path) }, user.email, "Services offered");
      const description = off.length
        ? `Turned off: ${off.map((s) => s.label).join(", ")}. Their pages answer “no longer offered”.`
        : "Every service is offered.";
      return { notice: ok("brand-services-save", "Services saved", { description }) };
    },
  },
  "brand-colours-save": {
    errorTitle: "Failed to save the colours",
    async run({ values, context, user }) {
      const { db } = context.services;
      const title = "The colours were not saved";
      const reset = values.reset === "1";
      const accent = reset ? DEFAULT_ACCENT : chosen(values, "accent");
      const dark = reset ? DEFAULT_DARK : chosen(values, "dark");
      const fieldErrors: Record<string, string> = {};
      if (!accent) fieldErrors.accent = "Type the accent colour as # and six hexadecimal digits, like #8a5430.";
      if (!dark) fieldErrors.dark = "Type the dark colour as # and six hexadecimal digits, like #0d2c3d.";
      if (!accent || !dark) return { notice: fail("brand-colours-save", title, Object.values(fieldErrors).join(" "), { fieldErrors }) };
      const problems = checkBrandColours(accent, dark);
      if (problems.length) {
        for (const p of problems) fieldErrors[p.field] = fieldErrors[p.field] ? `${fieldErrors[p.field]} ${p.message}` : p.message;
        return { notice: fail("brand-colours-save", title, problems.map((p) => p.message).join(" "), { fieldErrors }), status: 422 };
      }
      const brand = await getBrand(db);
      await saveBrandWithHistory(
        db,
        { ...brand, accent: accent === DEFAULT_ACCENT ? null : accent, dark: dark === DEFAULT_DARK ? null : dark },
        user.email,
        `Colours ${accent} and ${dark}`,
      );
      return { notice: ok("brand-colours-save", "Colours saved", { description: `Accent ${accent}, dark ${dark}: every page uses them now.` }) };
    },
  },
  "brand-restore-version": {
    errorTitle: "Failed to restore the brand",
    async run({ values, context, user }) {
      const { db } = context.services;
      const title = "The brand was not restored";
      const version = await getVersion<Brand>(db, values.version_id ?? "");
      if (!version || version.entity !== "settings" || version.entity_id !== "brand") {
        return { notice: fail("brand-restore-version", title, "That version no longer exists."), status: 404 };
      }
      const old = version.data;
      const accent = normalizeHex(old.accent);
      const dark = normalizeHex(old.dark);
      // Checked again, as a save would be: the rules may be stricter than when it was saved.
      const problems = checkBrandColours(accent ?? DEFAULT_ACCENT, dark ?? DEFAULT_DARK);
      if (problems.length) return { notice: fail("brand-restore-version", title, problems.map((p) => p.message).join(" ")), status: 422 };
      const brand = await getBrand(db);
      const known = new Set((await servicesWithState(db, brand)).map((s) => s.path));
      const hidden = (old.hiddenServices ?? []).filter((p) => known.has(p));
      if (hidden.length >= known.size) return { notice: fail("brand-restore-version", title, "That version has every service turned off."), status: 422 };
      // A logo whose picture was deleted from Images since is left out.
      const logo = old.logo && (await getImage(db, old.logo.imageId)) ? old.logo : null;
      const when = formatZoned(version.created_at);
      await saveBrandWithHistory(
        db,
        { hiddenServices: hidden, accent, dark, logo, logoOnly: old.logoOnly === true, home: normalizeHome(old.home) },
        user.email,
        `Restored the version of ${when}`,
      );
      const lost = old.logo && !logo ? " Its logo was deleted from Images since, so the header shows the company name." : "";
      return { notice: ok("brand-restore-version", "Brand restored", { description: `The brand is as it was on ${when}.${lost}` }) };
    },
  },
  // Logo and name together, or the logo alone when it has the name in it (decision 0035).
  "brand-logo-only": {
    errorTitle: "Failed to save how the header shows the logo",
    async run({ values, context, user }) {
      const { db } = context.services;
      const brand = await getBrand(db);
      const logoOnly = values.logoOnly === "1";
      if (logoOnly === brand.logoOnly) return { notice: ok("brand-logo-only", "Nothing had changed") };
      await saveBrandWithHistory(
        db,
        { ...brand, logoOnly },
        user.email,
        logoOnly ? "Header shows the logo only" : "Header shows the logo and the company name",
      );
      return {
        notice: ok("brand-logo-only", "Header saved", {
          description: logoOnly ? "The header shows the logo alone." : "The header shows the logo beside the company name.",
        }),
      };
    },
  },
  "brand-logo-remove": {
    errorTitle: "Failed to remove the logo",
    async run({ context, user }) {
      const { db } = context.services;
      const brand = await getBrand(db);
      if (!brand.logo) return { notice: ok("brand-logo-remove", "No logo to remove", { description: "The header shows the company name." }) };
      await saveBrandWithHistory(db, { ...brand, logo: null }, user.email, "Removed the logo");
      return { notice: ok("brand-logo-remove", "Logo removed", { description: "The header shows the company name again; the picture stays in Images." }) };
    },
  },
};
