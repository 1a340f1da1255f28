import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins";
import type { Db, Dialect } from "../db/schema";
import { hasSessionCookie, toRole, type Role } from "../platform/policy";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export interface AuthOptions {
  db: Db;
  dialect: Dialect;
  siteUrl: string;
  secret: string;
  secureCookies: boolean;
}

function authOptions(o: AuthOptions) {
  return {
    appName: "Lakeside Ridge CMS",
    baseURL: o.siteUrl,
    basePath: "/api/auth",
    secret: o.secret,
    database: { db: o.db, type: o.dialect },
    user: {
      additionalFields: {
        // owner | editor (app/platform/policy.ts). The column's default makes every account that
        // existed before roles an owner; only the server sets it (never a sign-up body).
        role: { type: "string" as const, required: false, defaultValue: "owner", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // No public sign-up: staff accounts come from `npm run user -- create`.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Optional two-factor sign-in with an authenticator app (TOTP), turned on by each member.
    plugins: [twoFactor({ issuer: "Lakeside Ridge CMS" })],
    // Sign-in attempts are limited by our own database-backed limiter (rate-limit.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: o.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, secure: o.secureCookies },
    },
  };
}

export function createAuth(o: AuthOptions) {
  return betterAuth(authOptions(o));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's own tables through its programmatic migration API. */
export async function migrateAuth(o: AuthOptions) {
  const { runMigrations } = await getMigrations(authOptions(o));
  await runMigrations();
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactor: boolean;
}

export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  // No session cookie, no session: a visitor's page does no session work at all.
  if (!hasSessionCookie(headers.get("cookie"))) return null;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session?.user) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: toRole(session.user.role),
    twoFactor: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
  };
}
