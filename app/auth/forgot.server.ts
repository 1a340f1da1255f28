import type { AppLoadContext } from "react-router";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { logActivity } from "~/models/activity.server";
import { blockedForMinutes, recordEvent } from "~/models/rate-limit.server";
import { createStaffToken } from "~/models/staff-tokens.server";
import { findStaffByEmail } from "~/models/staff.server";
import { LIMITS } from "~/platform/policy";

export { FORGOT_ANSWER } from "~/forms/staff";
import { FORGOT_ANSWER } from "~/forms/staff";

/**
 * "Forgot password?": answers the same sentence whatever the address, and e-mails a one-hour,
 * single-use link when it belongs to staff. The e-mail goes out after the answer, so the
 * response time does not tell whether the address exists. Limited per IP and per address.
 */
export async function requestPasswordReset(context: AppLoadContext, emailRaw: string): Promise<{ status: number; message: string }> {
  const { db, auth, config, logger } = context.services;
  const email = emailRaw.trim().toLowerCase().slice(0, 254);
  const ip = context.clientIp || "unknown";
  const wait = Math.max(await blockedForMinutes(db, LIMITS.resetPerIp, ip), await blockedForMinutes(db, LIMITS.resetPerEmail, email));
  if (wait > 0) return { status: 429, message: `Too many requests. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.` };
  await recordEvent(db, LIMITS.resetPerIp, ip);
  await recordEvent(db, LIMITS.resetPerEmail, email);
  // Looking the address up, making the link and the e-mail all happen after the answer, so every
  // address gets the same answer in the same time (decision 0020).
  if (email) {
    setImmediate(() => {
      void (async () => {
        const member = await findStaffByEmail(auth, email);
        if (!member || !config.smtpUrl) return;
        const token = await createStaffToken(db, { kind: "reset", email: member.email, createdBy: null });
        const link = `${config.siteUrl}/auth/reset/${token}`;
        await logActivity(db, { actor: member.email, action: "reset-requested", ip });
        await sendStaffMail(
          context.services,
          member.email,
          "Reset your website admin password",
          `Someone asked to reset the password for ${member.email}.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
        );
      })().catch((error: unknown) => logger.warn({ err: error }, "password reset request failed"));
    });
  }
  return { status: 200, message: FORGOT_ANSWER };
}
