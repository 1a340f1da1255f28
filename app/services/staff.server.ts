/**
 * The one writer of staff accounts, their one-time links and their own choices (decision 0047):
 * invitations, roles, reset links, removal, and whether an editor gets lead e-mails. The sign-in
 * library keeps the accounts; the rules (the last owner stays, a removed person's links die) are here.
 */
import type { Db } from "~/db/schema";
import type { z } from "zod";
import type { inviteSchema } from "~/forms/staff";
import { setLeadMailOptin } from "~/models/lead-alerts.server";
import { createStaffToken, deleteTokensFor } from "~/models/staff-tokens.server";
import type { Auth } from "~/auth/auth.server";
import { StaffError, findStaffByEmail, listStaff, removeStaffById, setStaffRole } from "~/models/staff.server";
import type { Role } from "~/platform/policy";

import type { Result } from "./refusal";

/** A one-time invitation for someone not yet on the staff; the raw token is returned once, for the link. */
export async function inviteStaff(db: Db, auth: Auth, input: z.infer<typeof inviteSchema>, by: string): Promise<Result<{ token: string }>> {
  if (await findStaffByEmail(auth, input.email)) return { error: `${input.email} is already on the staff.`, fieldErrors: { email: "Already on the staff." } };
  return { token: await createStaffToken(db, { kind: "invite", email: input.email, role: input.role, createdBy: by }) };
}

export async function changeRole(auth: Auth, id: string, role: Role): Promise<Result<{ email: string; role: Role }>> {
  try {
    return await setStaffRole(auth, id, role);
  } catch (error) {
    if (error instanceof StaffError) return { error: error.message, status: 409 };
    throw error;
  }
}

/** A one-time password reset link for a staff member; the raw token is returned once. */
export async function resetLinkFor(db: Db, auth: Auth, id: string, by: string): Promise<Result<{ token: string; email: string }>> {
  const member = (await listStaff(auth)).find((u) => u.id === id);
  if (!member) return { error: "That person is no longer on the staff.", status: 404 };
  return { token: await createStaffToken(db, { kind: "reset", email: member.email, createdBy: by }), email: member.email };
}

/** Removes a staff member: their sessions end, and their unused invitation or reset links die with the account. */
export async function removeStaff(db: Db, auth: Auth, id: string): Promise<Result<{ email: string }>> {
  try {
    const r = await removeStaffById(auth, id);
    await deleteTokensFor(db, r.email);
    return { email: r.email };
  } catch (error) {
    if (error instanceof StaffError) return { error: error.message, status: 409 };
    throw error;
  }
}

/** Whether an editor gets an e-mail for each new lead (owners always do). */
export async function chooseLeadMail(db: Db, user: { id: string; role: Role }, on: boolean): Promise<Result<{ on: boolean }>> {
  if (user.role === "owner") return { error: "Owners always get an e-mail for every new lead." };
  await setLeadMailOptin(db, user.id, on);
  return { on };
}
