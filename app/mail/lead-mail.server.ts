import sharp from "sharp";
import type { AppServices } from "../platform/services.server";
import type { ContactMessage } from "~/models/contact-messages.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { inLane } from "~/leads/photos.server";
import { leadMailOptins } from "~/models/lead-alerts.server";
import { listStaff } from "~/models/staff.server";
import { getProfile } from "~/models/settings.server";
import { getBrand } from "~/models/brand.server";
import { formatZoned } from "~/content/schedule";
import { cameFrom } from "~/leads/origin";
import { verifyContractorUrl, registrationLine } from "~/content/registration";
import { LANGUAGE_NOTE, leadLanguage } from "./lead-language.server";

const THUMB_WIDTH = 320;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Who hears of a new lead: the business address, every owner, and the editors who opted in (no address twice). */
export async function leadRecipients(services: Pick<AppServices, "db" | "auth">) {
  const [profile, staff, optins] = await Promise.all([getProfile(services.db), listStaff(services.auth), leadMailOptins(services.db)]);
  const wanted = new Set(optins);
  const addresses = [profile.email, ...staff.filter((s) => s.role === "owner" || wanted.has(s.id)).map((s) => s.email)];
  return [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
}

/** The lines of a lead's summary, as the owner reads them (shared by the e-mail and its HTML part). */
export function leadSummary(m: ContactMessage, photoCount: number): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Name", m.full_name],
    ["E-mail", m.email],
    ["Phone", m.phone ?? "—"],
    ["Preferred contact", m.preferred_contact ?? "—"],
    ["Project type", m.project_type ?? "—"],
    ["Town", m.town ?? "—"],
    ["Street address", m.street_address ?? "—"],
    ["Budget", m.budget ?? "—"],
    ["Timeline", m.timeline ?? "—"],
    ["Heard of us", m.heard_from ?? "—"],
    ["Photos", String(photoCount)],
    ["Received", formatZoned(m.created_at)],
  ];
  const origin = cameFrom(m);
  if (origin) rows.push(["Came from", origin]);
  if (leadLanguage(m) === "es") rows.unshift(["Language", LANGUAGE_NOTE]);
  return rows;
}

/** The new-lead e-mail: a text summary, the same as HTML with photo thumbnails inline, and who it goes to. */
export async function leadMail(services: Pick<AppServices, "db" | "auth" | "storage" | "config" | "logger">, m: ContactMessage) {
  const profile = await getProfile(services.db);
  const photos = await listLeadPhotos(services.db, [m.id]);
  const rows = leadSummary(m, photos.length);
  const link = `${services.config.siteUrl}/admin/messages?status=new`;
  const attachments: Array<{ filename: string; content: Buffer; cid: string; contentType: string }> = [];
  for (const [i, p] of photos.entries()) {
    try {
      const file = await services.storage.get(p.file_path);
      if (!file) continue;
      const content = await inLane(() =>
        sharp(file.body, { failOn: "error" }).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer(),
      );
      attachments.push({ filename: `photo-${i + 1}.jpg`, content, cid: `photo-${i + 1}@lead`, contentType: "image/jpeg" });
    } catch (error) {
      services.logger.warn({ err: error, photo: p.id }, "could not make a lead photo's thumbnail");
    }
  }
  // The owner's logo from Settings heads the HTML (inline, so no client has to fetch it).
  const brand = await getBrand(services.db);
  let logoTag = "";
  if (brand.logo) {
    try {
      const file = await services.storage.get(brand.logo.path);
      if (file) {
        const content = await sharp(file.body, { failOn: "error" })
          .resize({ height: 96, withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .png()
          .toBuffer();
        attachments.push({ filename: "logo.png", content, cid: "logo@lead", contentType: "image/png" });
        logoTag = `<p><img src="cid:logo@lead" alt="${escapeHtml(profile.companyName)}" height="48" style="height:48px;width:auto"></p>`;
      }
    } catch (error) {
      services.logger.warn({ err: error }, "could not add the logo to the lead e-mail");
    }
  }
  // A report of an accessibility barrier (decision 0033) is named as one, so it is answered as one.
  const heading = m.kind === "accessibility" ? "New accessibility report from the website" : "New quote request from the website";
  const text = [
    heading,
    ``,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ``,
    m.message,
    ``,
    `Open it in Messages: ${link}`,
    ``,
    registrationLine(profile.registration),
  ].join("\n");
  const html = [
    ...(logoTag ? [logoTag] : []),
    `<p><strong>${heading}</strong></p>`,
    `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    attachments
      .filter((a) => a.cid !== "logo@lead")
      .map((a, i) => `<img src="cid:${a.cid}" alt="Photo ${i + 1} of ${photos.length}" width="${THUMB_WIDTH}" style="margin:4px">`)
      .join(""),
    `<p><a href="${escapeHtml(link)}">Open it in Messages</a></p>`,
    `<p style="font-size:12px;color:#475569">Washington contractor registration ${escapeHtml(profile.registration)}. <a href="${escapeHtml(verifyContractorUrl(profile.registration))}">Verify a contractor</a></p>`,
  ].join("\n");
  const where = m.town ? ` in ${m.town}` : "";
  return {
    from: services.config.mailFrom ?? `"${profile.companyName} website" <${profile.email}>`,
    to: await leadRecipients(services),
    replyTo: { name: m.full_name, address: m.email },
    subject: m.kind === "accessibility" ? `Accessibility report — ${m.full_name}` : `New lead: ${m.project_type ?? "General"}${where} — ${m.full_name}`,
    text,
    html,
    attachments,
  };
}
