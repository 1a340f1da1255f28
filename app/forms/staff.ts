import { z } from "zod";
import { ROLES } from "~/platform/policy";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const role = z.enum(ROLES, { message: "Choose Owner or Editor." });

/** Admin → Staff: an invitation. */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter an e-mail address.").max(254, "That e-mail address is too long.").email("Enter a valid e-mail address."),
  role,
});

export const roleSchema = z.object({ id: z.string().min(1, "Choose a person."), role });

/** A new password (invitation, reset, change). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const setPasswordSchema = z.object({ password: newPassword });

/** What "Forgot password?" always answers, whether or not the address is staff. */
export const FORGOT_ANSWER = "If that address belongs to a staff account, we've sent a link.";
