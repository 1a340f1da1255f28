import { sendStaffMail } from "~/mail/staff-mail.server";
import { getProfile } from "~/models/settings.server";
import type { AppServices } from "~/platform/services.server";
import { pushTo } from "~/push/push.server";

/**
 * Tells the owner something happened to a proposal (signed, deposit paid): a notification on the
 * staff devices that turned them on, and an e-mail to the business address when mail is set up.
 * Best effort: Activity holds the same sentence, and a failure here changes nothing recorded.
 */
export async function alertOwner(services: Pick<AppServices, "db" | "config" | "logger" | "smtp">, title: string, body: string, url: string) {
  try {
    const rows = await services.db.selectFrom("push_subscriptions").select(["id", "endpoint", "p256dh", "auth", "user_id"]).execute();
    if (rows.length) await pushTo(services, rows, { title, body: body.slice(0, 200), url, tag: `proposal-${url}` });
  } catch (error) {
    services.logger.warn({ err: error }, "a proposal notification failed");
  }
  if (!services.config.smtpUrl) return;
  try {
    const profile = await getProfile(services.db);
    await sendStaffMail(services, profile.email, title, `${body}\n\n${services.config.siteUrl}${url}`);
  } catch (error) {
    services.logger.warn({ err: error }, "a proposal e-mail to the owner failed");
  }
}
