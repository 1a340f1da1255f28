import type { AppLoadContext } from "react-router";
import { TITLE_LIMIT } from "~/content/seo-meta";
import { pageImages } from "~/services/page-data.server";
import { bundledGallery, siteFile } from "~/content/files.server";
import { SERVICE_PATHS } from "~/content/paths";
import { sectionsFor } from "~/content/sections";
import { listSitePages } from "./site-pages.server";
import { pagesChecked } from "./site-crawl.server";
import { pageEditorHref } from "~/admin/editor-link";
import { describeWrites } from "~/db/reads.server";
import { nowIso } from "~/db/client.server";
import { bundled } from "~/content/images";
import { listImages } from "~/models/images.server";
import { getProfile, readSetting } from "~/models/settings.server";
import { getDataSettings } from "~/models/data-settings.server";
import { PRIVACY_PATH } from "~/content/paths";
import { listVersions } from "~/models/versions.server";
import type { BusinessProfile } from "~/content/types";
import type { HealthCheck } from "~/admin/health";
import { clockNow } from "~/platform/clock";

export type { HealthCheck };

/**
 * "Ready to launch?" on the dashboard, then "Site health" once everything was in order
 * (issue 20): what a builder must change before the site goes out, and what goes wrong after.
 * Every line says why it matters in one sentence and where it is fixed.
 */
const LAST_BACKUP_KEY = "last_backup_at";
const LAUNCHED_KEY = "launch_ready_at";
const BACKUP_DAYS = 7;
/** The pages crawled for titles, descriptions and links, and the time they may take. */
const KEY_PAGES = ["/", "/about", "/services", "/contact", ...SERVICE_PATHS];

const settingsFix = { to: "/admin/settings/business", text: "Change the business details" };

/** `npm run backup` records when it last wrote an archive (the checklist asks for one a week). */
export async function recordBackup(ctx: Pick<AppLoadContext["services"], "db">, at = nowIso()) {
  await describeWrites([], () =>
    ctx.db
      .insertInto("site_settings")
      .values({ key: LAST_BACKUP_KEY, value: at, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: at, updated_at: at }))
      .execute(),
  );
}

async function setting(db: AppLoadContext["services"]["db"], key: string) {
  return (await readSetting(db, key))?.value ?? null;
}

/** The profile's values that are still the demo company's. */
function demoChecks(profile: BusinessProfile, demo: BusinessProfile, reviewed: boolean): HealthCheck[] {
  const same = (k: keyof BusinessProfile) => String(profile[k]).trim() === String(demo[k]).trim();
  return [
    {
      id: "registration",
      ok: !same("registration") && !/demo value|X{2}/i.test(profile.registration),
      label: same("registration") ? `The contractor registration number is the demo value (${profile.registration})` : "Contractor registration number",
      why: "Washington requires your L&I registration number in all advertising: the footer, the Contact page, every e-mail the site sends and what search engines read show it, beside a link to the state's “Verify a contractor” lookup.",
      fix: settingsFix,
      blocker: true,
    },
    {
      id: "phone",
      ok: !same("phone") && !/555-01\d\d/.test(profile.phone),
      label: same("phone") || /555-01\d\d/.test(profile.phone) ? `The phone number is the demo number (${profile.phone})` : "Phone number",
      why: "Every page has a button that calls it.",
      fix: settingsFix,
    },
    {
      id: "email",
      ok: !same("email") && !/\.example$|@example\.(com|org|net)$/i.test(profile.email),
      label: same("email") || /\.example$/i.test(profile.email) ? `The e-mail address is the demo address (${profile.email})` : "E-mail address",
      why: "Visitors write to it from every page, and the auto-reply to a lead gives it.",
      fix: settingsFix,
    },
    {
      id: "company",
      ok: !same("companyName"),
      label: same("companyName") ? `The company name is the demo company's (${profile.companyName})` : "Company name",
      why: "It is in every page's title, header and footer, and in what search engines show.",
      fix: settingsFix,
    },
    {
      id: "office",
      ok: reviewed || !(same("officeLine") && same("city") && same("postalCode")),
      label:
        reviewed || !(same("officeLine") && same("city") && same("postalCode"))
          ? "Office line and town"
          : "The office line and town are the demo's, never checked",
      why: "They appear in the footer, on the Contact page and in what search engines read about the business.",
      fix: settingsFix,
    },
    {
      id: "owner",
      ok: reviewed || !same("ownerFirstName"),
      label: reviewed || !same("ownerFirstName") ? "Owner's name" : `The owner's first name is the demo's (${profile.ownerFirstName}), never checked`,
      why: "Auto-replies to new leads and the assistant's letters are signed with it.",
      fix: settingsFix,
    },
  ];
}

async function trustChecks(db: AppLoadContext["services"]["db"], profile: BusinessProfile, demo: BusinessProfile): Promise<HealthCheck[]> {
  const ids = (await db.selectFrom("content_items").select("id").where("page_path", "=", PRIVACY_PATH).execute()).map((r) => r.id);
  const edits = ids.length
    ? await db
        .selectFrom("versions")
        .select("id")
        .where("entity", "=", "content")
        .where("entity_id", "in", ids)
        // A person's save (the baseline kept before the first one has no actor).
        .where("actor", "is not", null)
        .where("actor", "not in", ["", "system"])
        .limit(1)
        .execute()
    : [];
  const data = await getDataSettings(db);
  const contactSet = profile.email.trim() !== demo.email.trim() && !/\.example$|@example\.(com|org|net)$/i.test(profile.email);
  return [
    {
      id: "privacy",
      ok: edits.length > 0,
      label: edits.length ? "Privacy notice reviewed" : "The privacy notice has not been read and saved by anyone yet",
      why: "It speaks for your business: read it, change any words that are not how you work, and publish it once.",
      fix: { to: `/admin/content/page?path=${encodeURIComponent(PRIVACY_PATH)}`, text: "Review the privacy notice" },
    },
    {
      id: "accessibility-contact",
      ok: contactSet,
      label: contactSet ? `Accessibility reports reach ${profile.email}` : "Accessibility reports would go to the demo e-mail address",
      why: "The accessibility statement promises an answer; reports and the statement's contact details use the business e-mail.",
      fix: settingsFix,
    },
    {
      id: "retention",
      ok: data.saved,
      label: data.saved ? "How long data is kept" : "How long leads, activity and visit figures are kept has not been confirmed",
      why: "The privacy notice tells visitors these times, and every night the site deletes what is older.",
      fix: { to: "/admin/settings/data", text: "Confirm the data settings" },
    },
  ];
}

export async function siteHealth(context: AppLoadContext): Promise<{ launched: boolean; checks: HealthCheck[] }> {
  const { db, config, dialect } = context.services;
  const demo = siteFile().profile;
  const [profile, versions, images, lastBackup, launchedAt, pages, verifiedBackup, sitePages] = await Promise.all([
    getProfile(db),
    listVersions(db, "settings", "profile"),
    listImages(db),
    setting(db, LAST_BACKUP_KEY),
    setting(db, LAUNCHED_KEY),
    pagesChecked(context),
    db.selectFrom("backups").select(["created_at", "check_note"]).where("verified", "=", 1).orderBy("created_at", "desc").executeTakeFirst(),
    listSitePages(db),
  ]);
  // Saved once by a person (not only the baseline the first save keeps): the values were looked at.
  const reviewed = versions.some((v) => v.actor && v.actor !== "system" && v.created_at > new Date(0).toISOString());

  const drawn: string[] = [];
  for (const path of KEY_PAGES) {
    if (!sectionsFor(path).some((d) => d.id === "hero-image" && d.kind === "image")) continue;
    const slot = (await pageImages(context, path, { "hero-image": bundled("heroes/home", "") }))["hero-image"];
    if (slot.id.startsWith("b:")) drawn.push(path);
  }
  // Each page by the name Content shows it by, linked to its editor opened at the picture (issue #43).
  const drawnPages = drawn.map((path) => {
    const text = sitePages.find((p) => p.path === path)?.label ?? path;
    return { text, to: pageEditorHref(path, "hero-image"), action: `Choose a photo for ${text}` };
  });
  const seeded = new Set(bundledGallery().map((e) => `uploads/gallery-${e.file.split("/").pop()}`));
  const inGallery = images.filter((i) => i.page_path === "/gallery");
  const demoGallery = inGallery.filter((i) => seeded.has(i.file_path)).length;
  const noAlt = images.filter((i) => !i.alt_text?.trim());
  const backupAge = lastBackup ? (clockNow() - Date.parse(lastBackup)) / 86_400_000 : Infinity;

  const checks: HealthCheck[] = [
    ...demoChecks(profile, demo, reviewed),
    {
      id: "photos",
      ok: drawn.length === 0,
      label: drawn.length ? `${drawn.length} key page${drawn.length === 1 ? "" : "s"} still show a drawing instead of a photo` : "Photos on the key pages",
      why: "Photos of your own work earn more trust than the drawings the demo came with.",
      // Each page is its own link, to its picture: no way to the whole page list to search through.
      fix: { note: `Choose a photo on ${drawnPages.length === 1 ? "this page" : "each of these pages"}: its link opens the page at its main picture.` },
      items: drawnPages,
    },
    {
      id: "gallery",
      ok: demoGallery === 0,
      label: demoGallery
        ? `${demoGallery} of the ${images.filter((i) => i.page_path === "/gallery").length} pictures in the gallery are the demo drawings`
        : "Gallery pictures",
      why: "Visitors take the gallery for your own projects.",
      fix: { to: "/gallery", text: "Replace the gallery pictures" },
    },
    {
      id: "seo",
      ok: pages.seo.length === 0,
      label: pages.seo.length
        ? `${pages.seo.length} page${pages.seo.length === 1 ? " has" : "s have"} no description or a title over ${TITLE_LIMIT} characters`
        : "Page titles and descriptions",
      why: "Search engines show the title and description in their results; a missing or cut-off one costs clicks.",
      fix: { to: "/admin/seo", text: "Fix the titles and descriptions" },
      items: pages.seo,
    },
    {
      id: "alt",
      ok: noAlt.length === 0,
      label: noAlt.length ? `${noAlt.length} picture${noAlt.length === 1 ? " has" : "s have"} no alt text` : "Alt text on pictures",
      why: "Screen readers and search engines know a picture only by its alt text.",
      fix: { to: "/admin/images", text: "Describe the pictures" },
      items: noAlt.map((i) => i.original_filename),
    },
    {
      id: "links",
      ok: pages.brokenLinks.length === 0,
      label: pages.brokenLinks.length
        ? `${pages.brokenLinks.length} link${pages.brokenLinks.length === 1 ? " leads" : "s lead"} to a missing page`
        : pages.complete
          ? `Links between the site's pages (${pages.pages} pages checked)`
          : "Links between the site's pages (not all pages could be checked in time)",
      why: "A visitor who follows one sees “Page not found” instead of what the link promised.",
      fix: { to: "/admin/content", text: "Fix the links" },
      items: pages.brokenLinks,
    },
    {
      id: "email-alerts",
      ok: Boolean(config.smtpUrl),
      label: config.smtpUrl ? "New leads are e-mailed" : "New leads are not e-mailed: no mail server (SMTP) is set",
      why: "Without it a lead waits in Messages until someone happens to look.",
      fix: { note: "Ask whoever runs the server to set SMTP_URL (README → Configuration)." },
    },
    {
      id: "backup",
      ok: backupAge <= BACKUP_DAYS,
      label:
        backupAge <= BACKUP_DAYS
          ? "A backup was made in the last 7 days"
          : lastBackup
            ? `The last backup is ${Math.floor(backupAge)} days old`
            : "No backup has been made yet",
      why: "A backup is the only way back after a lost server or a bad mistake.",
      fix: { to: "/admin/settings/backups", text: "Back up now, or set a daily backup" },
      ...(verifiedBackup ? { items: [`Last checked backup: ${verifiedBackup.check_note}`] } : {}),
    },
    ...(await trustChecks(db, profile, demo)),
    {
      id: "https",
      ok: config.siteUrl.startsWith("https://"),
      label: config.siteUrl.startsWith("https://") ? "The site's address is https" : `The site's address is not https (${config.siteUrl})`,
      why: "Browsers mark plain http pages “Not secure”, and staff sign-in cookies need https.",
      fix: { note: "Ask whoever runs the server to set SITE_URL to the https address." },
    },
  ];
  // Several instances share a PostgreSQL database: each would make its own secret.
  if (dialect === "postgres") {
    checks.push({
      id: "auth-secret",
      ok: Boolean(config.authSecret),
      label: config.authSecret ? "One sign-in secret for every instance" : "AUTH_SECRET is not set, and more than one server can share this database",
      why: "Each server would make its own secret, and staff would be signed out whenever a request reaches another one.",
      fix: { note: "Ask whoever runs the server to set the same AUTH_SECRET on every instance." },
    });
  }
  let launched = Boolean(launchedAt);
  if (!launched && checks.every((c) => c.ok)) {
    launched = true;
    const at = nowIso();
    await describeWrites([], () =>
      db
        .insertInto("site_settings")
        .values({ key: LAUNCHED_KEY, value: at, updated_at: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute(),
    );
  }
  return { launched, checks };
}
