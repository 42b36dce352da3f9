// Every environment variable the gateway reads, parsed and validated once at start-up (documented in README.md).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client.js';
import { LOG_LEVELS, type LogLevel } from './log.js';
import { repoRoot } from './paths.js';

const optional = z.string().trim().min(1).optional().catch(undefined);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/**
 * An OpenID provider's issuer: https only (a private provider's certificate authority is trusted through Node's
 * NODE_EXTRA_CA_CERTS, never by turning checks off), no credentials, query or fragment.
 */
const issuerUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      if (value === '') return true; // unset: the provider's own
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash && !/[?#]/.test(value);
      } catch {
        return false;
      }
    }, `${name} must be the provider's https:// issuer URL, e.g. https://accounts.google.com`)
    .optional();

/**
 * An SMTP server as nodemailer reads it: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), a host,
 * an optional port and user:password (percent-encoded). Never echoed in a message: it may hold a password.
 */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.pathname === '' || url.pathname === '/') && !url.hash;
  } catch {
    return false;
  }
}

/** A sender address: `no-reply@example.com`, or with a name, `"Learning Centre" <no-reply@example.com>`. */
const MAIL_ADDRESS = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** An absolute http(s) origin: no credentials, path, query or fragment (one trailing slash is forgiven). */
function isPublicOrigin(value: string): boolean {
  if (/[?#]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/';
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+\s*(s|m|h|d)$/, 'JWT_EXPIRES_IN must look like 8h, 30m or 1d')
    .default('8h'),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  SEED_SAMPLE_DATA: flag(true),
  TRUST_PROXY: flag(false),
  RESPONSE_CACHE: flag(true),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((v) => v.replace(/\/$/, ''))
    .refine(isPublicOrigin, 'PUBLIC_URL must be an absolute http:// or https:// origin without a path, e.g. https://jobs.example.com')
    .transform((v) => new URL(v).origin)
    .optional(),
  // Sign-in with Google and LinkedIn (services/oidc-config.ts reads them): a provider is on when its id and secret are set.
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER_URL: issuerUrl('GOOGLE_ISSUER_URL'),
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  LINKEDIN_ISSUER_URL: issuerUrl('LINKEDIN_ISSUER_URL'),
  CORS_ORIGINS: z
    .string()
    .trim()
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))
    .refine((list) => list.every(isPublicOrigin), 'CORS_ORIGINS must be a comma-separated list of http:// or https:// origins without a path')
    .transform((list) => list.map((o) => new URL(o).origin))
    .optional(),
  TRASH_DAYS: z.coerce.number({ error: 'TRASH_DAYS must be a whole number of days' }).int('TRASH_DAYS must be a whole number of days').min(1, 'TRASH_DAYS must be at least 1').max(3650, 'TRASH_DAYS must be at most 3650').default(30),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'AUDIT_RETENTION_DAYS must be a whole number of days' })
    .int('AUDIT_RETENTION_DAYS must be a whole number of days')
    .min(1, 'AUDIT_RETENTION_DAYS must be at least 1')
    .max(36500, 'AUDIT_RETENTION_DAYS must be at most 36500')
    .default(365),
  APPLICATION_CV_DAYS: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,4}$/, 'APPLICATION_CV_DAYS must be a whole number of days from 1 to 3650')
    .transform(Number)
    .refine((n) => n <= 3650, 'APPLICATION_CV_DAYS must be a whole number of days from 1 to 3650')
    .default(180),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }))
    .default('info'),
  SHUTDOWN_TIMEOUT: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,3})?$/, 'SHUTDOWN_TIMEOUT must be a number of seconds from 0 to 3600, e.g. 10')
    .transform(Number)
    .refine((n) => n <= 3600, 'SHUTDOWN_TIMEOUT must be a number of seconds from 0 to 3600, e.g. 10')
    .default(10),
  METRICS_PORT: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,4}$/, 'METRICS_PORT must be a port number from 1 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'METRICS_PORT must be a port number from 1 to 65535')
    .optional(),
  BACKUP_DIR: optional,
  BACKUP_INTERVAL_HOURS: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4})?$/, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0.01 to 8760, e.g. 24')
    .transform(Number)
    .refine((n) => n >= 0.01 && n <= 8760, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0.01 to 8760, e.g. 24')
    .default(24),
  BACKUP_KEEP: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,3}$/, 'BACKUP_KEEP must be a whole number of backups from 1 to 9999')
    .transform(Number)
    .default(7),
  SMTP_URL: z
    .string()
    .trim()
    .refine(isSmtpUrl, 'SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://user:password@mail.example.com:465 (percent-encode special characters in the user and password)')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => MAIL_ADDRESS.test(v), 'MAIL_FROM must be an address such as no-reply@example.com or "Learning Centre" <no-reply@example.com>')
    .optional(),
  JOB_ALERT_DIGEST_TIME: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)$/, 'JOB_ALERT_DIGEST_TIME must be HH:MM (24-hour, Asia/Kolkata), e.g. 08:00, or off')
    .default('08:00')
    .transform((v) => (v === 'off' ? null : { hour: Number(v.slice(0, 2)), minute: Number(v.slice(3, 5)), second: Number(v.slice(6, 8) || 0) })),
  FOLLOW_UP_DIGEST_TIME: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)$/, 'FOLLOW_UP_DIGEST_TIME must be HH:MM (24-hour, Asia/Kolkata), e.g. 09:00, or off')
    .default('09:00')
    .transform((v) => (v === 'off' ? null : { hour: Number(v.slice(0, 2)), minute: Number(v.slice(3, 5)), second: Number(v.slice(6, 8) || 0) })),
  GATEWAY_WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'GATEWAY_WORKERS must be a whole number from 1 to 999, or auto (one per core)')
    .default('1'),
});

/** Every environment variable the gateway reads (README.md documents each; a test checks that). */
export const ENV_VARS = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  jwtSecret: Uint8Array;
  jwtExpiresIn: string;
  adminUsername?: string;
  adminPassword?: string;
  adminEmail?: string;
  seedSampleData: boolean;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /**
   * Keep anonymous public answers (pages, GraphQL reads, the legacy list) in memory until the content changes. Off:
   * every request is answered afresh (to compare, or to rule the cache out); the remembered counts stay.
   */
  responseCache: boolean;
  /** The built web app; served at / when it exists. */
  webDistDir: string;
  /** The site's absolute origin (no trailing slash): the only source of absolute URLs (sitemap, feed, canonical links). */
  publicUrl: string;
  /** Days a deleted row stays restorable, and days an audit entry is kept. */
  policy: { trashDays: number; auditRetentionDays: number };
  /** Days an application keeps the CV sent with it; an hourly sweep removes older ones. */
  applicationCvDays: number;
  /** Other sites' origins whose pages may call /graphql and /api from a browser (CORS); the site's own by default. */
  corsOrigins: string[];
  /** Server processes sharing the port (node:cluster); more than one only on PostgreSQL. */
  workers: number;
  logLevel: LogLevel;
  /** How long a stop (SIGTERM/SIGINT) waits for requests in flight before it cuts them, in milliseconds. */
  shutdownTimeoutMs: number;
  /** Where Prometheus reads /metrics (a port of its own, on HOST); none when unset. */
  metricsPort?: number;
  /** Scheduled backups: into `dir` every `intervalMs`, the newest `keep` kept. None when BACKUP_DIR is unset. */
  backups?: { dir: string; intervalMs: number; keep: number };
  /**
   * Outgoing mail: the SMTP server (none: mail stays queued in the outbox) and the sender (none: the site's name from
   * the settings, at no-reply@ the PUBLIC_URL host).
   */
  mail: { smtpUrl?: string; from?: string };
  /** The daily job-alert digest: its time of day in Asia/Kolkata, or null for none (staff run it from /admin). */
  jobAlerts: { digestTime: { hour: number; minute: number; second: number } | null };
  /** The morning mail of each counsellor's follow-ups due: its time of day in Asia/Kolkata, or null for none. */
  leadFollowUps: { digestTime: { hour: number; minute: number; second: number } | null };
};

/** The JWT secret: JWT_SECRET, or one generated on first start and kept in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(explicit: string | undefined, dataDir: string): Uint8Array {
  if (explicit) return new TextEncoder().encode(explicit);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Optional settings that an empty value leaves unset (docker-compose passes `${SMTP_URL:-}` when it is not given). */
const EMPTY_MEANS_UNSET = ['SMTP_URL', 'MAIL_FROM', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER_URL', 'LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET', 'LINKEDIN_ISSUER_URL'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const given = { ...env };
  for (const name of EMPTY_MEANS_UNSET) if (given[name]?.trim() === '') delete given[name];
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const workers = e.GATEWAY_WORKERS === 'auto' ? availableParallelism() : Number(e.GATEWAY_WORKERS);
  // PGlite is one database inside one process: a second process cannot open it.
  if (workers > 1 && !e.DATABASE_URL && e.GATEWAY_WORKERS !== 'auto') {
    throw new Error('Invalid environment:\n  GATEWAY_WORKERS above 1 needs DATABASE_URL (the embedded database serves one process)');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) throw new Error('Invalid environment:\n  METRICS_PORT must differ from PORT');
  for (const provider of ['GOOGLE', 'LINKEDIN'] as const) {
    const id = e[`${provider}_CLIENT_ID`]?.trim();
    const secret = e[`${provider}_CLIENT_SECRET`]?.trim();
    if (!!id !== !!secret) throw new Error(`Invalid environment:\n  ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together (sign-in with ${provider === 'GOOGLE' ? 'Google' : 'LinkedIn'} needs both)`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN.replace(/\s+/g, ''),
    // The README's default: ADMIN_PASSWORD alone makes the first administrator `admin`.
    adminUsername: e.ADMIN_USERNAME ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    seedSampleData: e.SEED_SAMPLE_DATA,
    trustProxy: e.TRUST_PROXY,
    responseCache: e.RESPONSE_CACHE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'web/dist')),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    policy: { trashDays: e.TRASH_DAYS, auditRetentionDays: e.AUDIT_RETENTION_DAYS },
    applicationCvDays: e.APPLICATION_CV_DAYS,
    corsOrigins: e.CORS_ORIGINS ?? [e.PUBLIC_URL ?? `http://localhost:${e.PORT}`],
    // auto on the embedded database: one process, whatever the cores.
    workers: e.DATABASE_URL ? workers : 1,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT * 1000),
    metricsPort: e.METRICS_PORT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobAlerts: { digestTime: e.JOB_ALERT_DIGEST_TIME },
    leadFollowUps: { digestTime: e.FOLLOW_UP_DIGEST_TIME },
    backups: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), intervalMs: Math.round(e.BACKUP_INTERVAL_HOURS * 3_600_000), keep: e.BACKUP_KEEP } : undefined,
  };
}
