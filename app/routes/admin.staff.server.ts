import type { AppLoadContext } from "react-router";
import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { inviteSchema, roleSchema } from "~/forms/staff";
import { parseForm } from "~/forms/validate";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { changeRole, inviteStaff, removeStaff, resetLinkFor } from "~/services/staff.server";
import { ROLE_LABELS } from "~/platform/policy";

/** E-mails a link when SMTP is set up; answers what happened, in a sentence for the owner. */
async function mailLink(context: AppLoadContext, to: string, subject: string, text: string) {
  if (!context.services.config.smtpUrl) return "E-mail is not set up (SMTP_URL), so send it yourself.";
  try {
    await sendStaffMail(context.services, to, subject, text);
    return `We also e-mailed it to ${to}.`;
  } catch (error) {
    context.services.logger.warn({ err: error }, "staff e-mail failed");
    return `The e-mail to ${to} could not be sent, so send the link yourself.`;
  }
}

/** Admin → Staff (owners only, by the guard): invitations, roles, removal, reset links. */
export const staffIntents: Record<string, IntentHandler> = {
  invite: {
    errorTitle: "Failed to invite",
    stay: true,
    async run({ values, context, user }) {
      const { db, config, auth } = context.services;
      const p = parseForm(inviteSchema, values);
      if (!p.ok) return { notice: fail("invite", "Failed to invite", p.formError, { fieldErrors: p.fieldErrors }) };
      const r = await inviteStaff(db, auth, p.data, user.email);
      if ("error" in r) return { notice: fail("invite", "Failed to invite", r.error, { fieldErrors: r.fieldErrors ?? {} }) };
      const link = `${config.siteUrl}/auth/invite/${r.token}`;
      const mailed = await mailLink(
        context,
        p.data.email,
        "You're invited to the website admin",
        `${user.email} invited you to the website admin as ${ROLE_LABELS[p.data.role].toLowerCase()}.\n\nChoose a password here (the link works once, for 72 hours):\n${link}\n`,
      );
      return {
        activity: `${p.data.email} as ${ROLE_LABELS[p.data.role]}`,
        notice: ok("invite", "Invitation ready", {
          description: `Copy this link for ${p.data.email} now: it is shown only once and works once, for 72 hours. ${mailed}`,
          link,
        }),
      };
    },
  },
  "set-role": {
    errorTitle: "Failed to change the role",
    async run({ values, context }) {
      const p = parseForm(roleSchema, values);
      if (!p.ok) return { notice: fail("set-role", "Failed to change the role", p.formError) };
      const r = await changeRole(context.services.auth, p.data.id, p.data.role);
      if ("error" in r) return { notice: fail("set-role", "Failed to change the role", r.error), status: r.status ?? 400 };
      return { notice: ok("set-role", "Role changed", { description: `${r.email} is now ${ROLE_LABELS[r.role].toLowerCase()}.` }) };
    },
  },
  "reset-link": {
    errorTitle: "Failed to make a reset link",
    stay: true,
    async run({ values, context, user }) {
      const { db, config, auth } = context.services;
      const member = await resetLinkFor(db, auth, values.id ?? "", user.email);
      if ("error" in member) return { notice: fail("reset-link", "Failed to make a reset link", member.error), status: member.status ?? 400 };
      const link = `${config.siteUrl}/auth/reset/${member.token}`;
      return {
        activity: `for ${member.email}`,
        notice: ok("reset-link", "Reset link ready", {
          description: `Give this link to ${member.email} now: it is shown only once and works once, for one hour. Using it signs them out everywhere.`,
          link,
        }),
      };
    },
  },
  remove: {
    errorTitle: "Failed to remove",
    async run({ values, context }) {
      const r = await removeStaff(context.services.db, context.services.auth, values.id ?? "");
      if ("error" in r) return { notice: fail("remove", "Failed to remove", r.error), status: r.status ?? 400 };
      return { notice: ok("remove", "Removed", { description: `${r.email} can no longer sign in, and their sessions have ended.` }) };
    },
  },
};
