import type { OutboundLookup } from "./outbound.server";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** Configuration read once from the environment; see .env.example. */
export type Config = ReturnType<typeof parseConfig>;

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), { message: hint });

const schema = z.object({
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/]+/.test(v), { message: "must start with http:// or https://" }),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://", "file:"], "must be a postgres:// URL or a file: path"),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { message: "must be at least 32 characters" }),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl(["http://", "https://"], "must be an http(s) URL"),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(["http://", "https://"], "must be an http(s) URL"),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"], "must be an smtp:// or smtps:// URL"),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,200}$/, "must be a base64url public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,100}$/, "must be a base64url private key")
    .optional(),
  CDN_PROVIDER: z.enum(["cloudflare", "fastly", "bunny"], { message: "must be cloudflare, fastly or bunny" }).optional(),
  CDN_ZONE: z.string().max(200).optional(),
  CDN_TOKEN: z.string().max(500).optional(),
  CDN_API_URL: optionalUrl(["http://", "https://"], "must be an http(s) URL"),
  MAIL_FROM: z.string().optional(),
  ADMIN_EMAIL: z.string().email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 12, { message: "must be at least 12 characters" }),
  AI_BASE_URL: optionalUrl(["http://", "https://"], "must be an http(s) URL, like http://localhost:11434/v1"),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number({ message: "must be a number of milliseconds" }).int().min(1000).max(600_000).default(45_000),
  UPLOAD_MAX_MB: z.coerce.number({ message: "must be a number" }).positive().max(500).default(20),
  ANALYTICS: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  /** Tests only: outbound addresses staff set (calendar feed, webhook, text gateway, push service) may be on this machine (decisions 0050, 0053). */
  OUTBOUND_ALLOW_LOOPBACK: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: "custom",
          message:
            "must be false, the number of proxies in front of the server (1), or their addresses (loopback, 10.0.0.0/8, …); true is refused because it believes a forged X-Forwarded-For",
        });
        return z.NEVER;
      }
      return parsed;
    }),
});

/**
 * TRUST_PROXY, as Express's "trust proxy" takes it: false (no proxy), a hop count (the client is
 * the address that many hops back in X-Forwarded-For), or a comma-separated list of the proxies'
 * addresses and subnets (also `loopback`, `linklocal`, `uniquelocal`). null when invalid.
 */
export function parseTrustProxy(raw: string): false | number | string[] | null {
  const v = raw.trim().toLowerCase();
  if (v === "false" || v === "0" || v === "") return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : null;
  const items = v.split(",").map((x) => x.trim());
  const ok = items.every((item) => {
    if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
    const [ip, bits, extra] = item.split("/");
    if (extra !== undefined || !ip || !isIP(ip)) return false;
    if (bits === undefined) return true;
    const max = isIP(ip) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  });
  return ok ? items : null;
}

export class ConfigError extends Error {}

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}

const CDN_API = { cloudflare: "https://api.cloudflare.com", fastly: "https://api.fastly.com", bunny: "https://api.bunny.net" } as const;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  const v = result.data;
  if (Boolean(v.VAPID_PUBLIC_KEY) !== Boolean(v.VAPID_PRIVATE_KEY))
    throw new ConfigError("Invalid VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  if (v.CDN_PROVIDER && (!v.CDN_ZONE || !v.CDN_TOKEN)) throw new ConfigError("Invalid CDN_ZONE: CDN_ZONE and CDN_TOKEN are both needed with CDN_PROVIDER");
  const dataDir = path.resolve(v.DATA_DIR);
  const siteUrl = (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, "");
  const s3 = v.S3_BUCKET
    ? {
        bucket: v.S3_BUCKET,
        endpoint: v.S3_ENDPOINT,
        region: v.S3_REGION,
        accessKeyId: v.S3_ACCESS_KEY_ID,
        secretAccessKey: v.S3_SECRET_ACCESS_KEY,
        publicUrl: v.S3_PUBLIC_URL,
      }
    : undefined;
  return {
    port: v.PORT,
    host: v.HOST,
    siteUrl,
    secureCookies: siteUrl.startsWith("https://"),
    dataDir,
    databaseUrl: v.DATABASE_URL ?? `file:${path.join(dataDir, "site.db")}`,
    authSecret: v.AUTH_SECRET,
    s3,
    smtpUrl: v.SMTP_URL,
    /** Web Push keys given in the environment; else derived from the auth secret (decision 0031). */
    vapid: v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY } : null,
    // A CDN in front (decision 0034): its tags on every cached page, and purges on every change.
    cdn: v.CDN_PROVIDER
      ? {
          provider: v.CDN_PROVIDER,
          zone: v.CDN_ZONE ?? "",
          token: v.CDN_TOKEN ?? "",
          apiUrl: (v.CDN_API_URL ?? CDN_API[v.CDN_PROVIDER]).replace(/\/+$/, ""),
        }
      : null,
    mailFrom: v.MAIL_FROM,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    ai: v.AI_BASE_URL ? { baseUrl: v.AI_BASE_URL.replace(/\/+$/, ""), apiKey: v.AI_API_KEY, model: v.AI_MODEL, timeoutMs: v.AI_TIMEOUT_MS } : undefined,
    uploadMaxBytes: Math.round(v.UPLOAD_MAX_MB * 1024 * 1024),
    logLevel: v.LOG_LEVEL,
    analytics: v.ANALYTICS === "on",
    trustProxy: v.TRUST_PROXY,
    outboundLoopback: v.OUTBOUND_ALLOW_LOOPBACK === "1",
    /** How outbound host names are resolved: the system's resolver; never set from the environment (tests give their own, decision 0053). */
    outboundLookup: undefined as OutboundLookup | undefined,
  };
}

/** AUTH_SECRET when given; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
