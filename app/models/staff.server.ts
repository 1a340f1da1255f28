import { randomBytes } from "node:crypto";
import type { Auth } from "~/auth/auth.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/auth.server";
import { ROLES, toRole, type Role } from "~/platform/policy";

/** Staff accounts. There is no public sign-up; these functions back `npm run user`. */

export class StaffError extends Error {}

export function generatePassword() {
  // 18 random bytes → 24 URL-safe characters (~144 bits).
  return randomBytes(18).toString("base64url");
}

function normalizeEmail(email: string) {
  const e = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) throw new StaffError(`Not an e-mail address: ${email}`);
  return e;
}

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw new StaffError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new StaffError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
}

export function parseRole(value: string | undefined): Role {
  const v = (value ?? "owner").trim().toLowerCase();
  if (!(ROLES as readonly string[]).includes(v)) throw new StaffError(`Unknown role: ${value}. Use owner or editor.`);
  return v as Role;
}

export async function createStaff(auth: Auth, input: { email: string; password?: string; name?: string; role?: Role }) {
  const email = normalizeEmail(input.email);
  const role = input.role ?? "owner";
  const password = input.password ?? generatePassword();
  checkPassword(password);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new StaffError(`An account for ${email} already exists.`);
  const user = await ctx.internalAdapter.createUser({ email, name: input.name ?? email.split("@")[0]!, emailVerified: true, role }, { method: "admin" });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { id: user.id, email, role, password, generated: input.password === undefined };
}

export async function listStaff(auth: Auth) {
  const ctx = await auth.$context;
  const users = await ctx.internalAdapter.listUsers(1000, 0, { field: "createdAt", direction: "asc" });
  return users.map((u) => ({ id: u.id, email: u.email, role: toRole((u as { role?: unknown }).role), createdAt: new Date(u.createdAt) }));
}

export async function countStaff(auth: Auth) {
  const ctx = await auth.$context;
  return ctx.internalAdapter.countTotalUsers();
}

async function findUser(auth: Auth, email: string) {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(normalizeEmail(email));
  if (!found) throw new StaffError(`No account for ${email}.`);
  return { ctx, user: found.user };
}

export async function setStaffPassword(auth: Auth, input: { email: string; password?: string }) {
  const { ctx, user } = await findUser(auth, input.email);
  const password = input.password ?? generatePassword();
  checkPassword(password);
  const hash = await ctx.password.hash(password);
  const credential = await ctx.internalAdapter.findCredentialAccount(user.id);
  if (credential) await ctx.internalAdapter.updatePassword(user.id, hash);
  else await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  // A new password signs the account out everywhere.
  await ctx.internalAdapter.deleteUserSessions(user.id);
  return { email: user.email, password, generated: input.password === undefined };
}

export async function deleteStaff(auth: Auth, email: string) {
  const { ctx, user } = await findUser(auth, email);
  await ctx.internalAdapter.deleteUserSessions(user.id);
  await ctx.internalAdapter.deleteAccounts(user.id);
  await ctx.internalAdapter.deleteUser(user.id);
  return { email: user.email };
}

async function findById(auth: Auth, id: string) {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.findUserById(id);
  if (!user) throw new StaffError("That person is no longer on the staff.");
  return { ctx, user: { ...user, role: toRole((user as { role?: unknown }).role) } };
}

async function otherOwners(auth: Auth, id: string) {
  return (await listStaff(auth)).filter((u) => u.role === "owner" && u.id !== id).length;
}

/** Changes a member's role. The last owner cannot be made an editor. */
export async function setStaffRole(auth: Auth, id: string, role: Role) {
  const { ctx, user } = await findById(auth, id);
  if (user.role === "owner" && role !== "owner" && (await otherOwners(auth, id)) === 0) {
    throw new StaffError(`${user.email} is the only owner. Make someone else an owner first.`);
  }
  await ctx.internalAdapter.updateUser(id, { role });
  return { email: user.email, role };
}

/** Removes a member and ends their sessions at once. The last owner cannot be removed. */
export async function removeStaffById(auth: Auth, id: string) {
  const { user } = await findById(auth, id);
  if (user.role === "owner" && (await otherOwners(auth, id)) === 0) {
    throw new StaffError(`${user.email} is the only owner and cannot be removed.`);
  }
  return deleteStaff(auth, user.email);
}

export async function findStaffByEmail(auth: Auth, email: string) {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  return found ? { id: found.user.id, email: found.user.email, role: toRole((found.user as { role?: unknown }).role) } : null;
}
