import { smtpTransport } from "../platform/smtp.server";
import type { AppServices } from "../platform/services.server";
import { getProfile } from "~/models/settings.server";
import { registrationLine } from "~/content/registration";

/** Invitations and password-reset links, e-mailed to one staff member. Needs SMTP_URL. */
export async function sendStaffMail(services: Pick<AppServices, "config" | "db" | "smtp">, to: string, subject: string, text: string) {
  const transport = smtpTransport(services);
  const profile = await getProfile(services.db);
  await transport.sendMail({
    from: services.config.mailFrom ?? `"${profile.companyName} website" <${profile.email}>`,
    to,
    subject,
    text: `${text.trimEnd()}\n\n${registrationLine(profile.registration)}\n`,
  });
}
