// Admin sign-in, access tokens and the current viewer.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { queryRows } from '../db/driver-rows.js';
import { recordAudit } from './audit.js';
import type { AuthSettings, ServiceContext } from './context.js';
import { tokenKey } from './token-key.js';
import { badInput, ServiceError } from './errors.js';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.js';
import { can, type Viewer } from './permissions.js';
import { isPossibleKey, parseLogin, parsePasswordChange } from './validation.js';

const ISSUER = 'learning-centre';
const AUDIENCE = 'admin';
/**
 * Failed sign-ins are counted per (account, address) pair and per address, never per account alone: a stranger's
 * guesses lock the stranger out, not the account's owner signing in from elsewhere.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, maxFailuresPerAddress: 20, windowMs: 15 * 60_000 } as const;
export const LOGIN_REFUSED = 'Invalid username or password';
/** Clock skew allowed between gateway processes when checking a token's times. */
const CLOCK_TOLERANCE_S = 30;

export interface LoginResult {
  success: boolean;
  message: string;
  accessToken: string | null;
  user: SafeUser | null;
}

/** The fields of a user that may reach a client. */
export interface SafeUser {
  id: string;
  name: string;
  email: string;
  username: string;
  role: Viewer['role'];
  createdAt: Date;
}

/** The same fields as a Prisma select. */
export const SAFE_USER_FIELDS = { id: true, name: true, email: true, username: true, role: true, createdAt: true } as const;

export function toSafeUser(user: SafeUser): SafeUser {
  const { id, name, email, username, role, createdAt } = user;
  return { id, name, email, username, role, createdAt };
}

/** JWT_EXPIRES_IN (`30m`, `8h`, `1d`, checked by config.ts) in milliseconds. */
export function tokenLifetimeMs(spec: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(spec);
  if (!match) throw new Error(`Invalid token lifetime: ${spec}`);
  return Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
}

/** A token for a session that exists (see openSession). */
export async function issueAccessToken(auth: AuthSettings, user: { id: string; username: string; role: Viewer['role'] }, sessionId: string): Promise<string> {
  return new SignJWT({ role: user.role, username: user.username, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(auth.jwtExpiresIn)
    .sign(await tokenKey(auth));
}

/** Starts a session for a user who has just proved who they are, and answers its token. */
export async function openSession(
  ctx: Pick<ServiceContext, 'prisma' | 'auth' | 'clientAddress'>,
  user: { id: string; username: string; role: Viewer['role'] },
): Promise<string> {
  const expiresAt = new Date(Date.now() + tokenLifetimeMs(ctx.auth.jwtExpiresIn) + CLOCK_TOLERANCE_S * 1000);
  const session = await ctx.prisma.session.create({ data: { userId: user.id, expiresAt, clientAddress: ctx.clientAddress.slice(0, 100) }, select: { id: true } });
  return issueAccessToken(ctx.auth, user, session.id);
}

/**
 * Ends sessions of a user (all of them, or all but `except`): their tokens are refused from the next request on, in
 * every gateway process (the check reads the database). `db` may be a transaction.
 */
export async function endSessions(db: Pick<PrismaClient, 'session'>, userId: string, except?: string): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null, ...(except ? { id: { not: except } } : {}) }, data: { revokedAt: new Date() } });
}

/**
 * The viewer behind an Authorization header, or null (no header; a bad, expired, future-dated or unsigned token; a
 * token without expiry; a session that was ended; a deleted user). The session and the role are read from the
 * database on every request, so sign-out, a credential change and a demotion take effect at once.
 */
export async function viewerFromAuthorization(prisma: PrismaClient, auth: AuthSettings, header: string | null | undefined): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1]!, await tokenKey(auth), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      // Also refuses an `iat` in the future (beyond the tolerance).
      maxTokenAge: Math.ceil(tokenLifetimeMs(auth.jwtExpiresIn) / 1000),
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    const sid = payload.sid;
    if (typeof sid !== 'string' || !isPossibleKey(sid) || !payload.sub) return null;
    // The session and its user in one round trip (Prisma's `include` would read them in two), straight through the
    // driver: every signed-in request makes this read, and `$queryRaw` adds about 0.5 ms of CPU to it (driver-rows.ts).
    const [session] = await queryRows<{ userId: string; expiresAt: Date; revokedAt: Date | null; username: string; role: Viewer['role'] }>(
      prisma,
      Prisma.sql`
      SELECT s."userId", s."expiresAt", s."revokedAt", u."username", u."role"::text AS "role"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."id" = ${sid}`,
    );
    if (!session || session.revokedAt || new Date(session.expiresAt).getTime() <= Date.now() || session.userId !== payload.sub) return null;
    return { id: session.userId, username: session.username, role: session.role, sessionId: sid };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

interface ThrottleKey {
  key: string;
  limit: number;
}

/** The counters one attempt adds to: its (account, address) pair and its address. */
function throttleKeys(account: string, clientAddress: string): ThrottleKey[] {
  return [
    { key: `pair:${account}|${clientAddress}`, limit: LOGIN_THROTTLE.maxFailures },
    { key: `ip:${clientAddress}`, limit: LOGIN_THROTTLE.maxFailuresPerAddress },
  ];
}

/**
 * Records this attempt as a failure before the password is checked, then counts: parallel attempts therefore
 * see each other and cannot slip past the limit together. A successful attempt takes its rows back.
 */
async function reserveAttempt(prisma: PrismaClient, keys: ThrottleKey[]): Promise<string[]> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const rows = await prisma.loginFailure.createManyAndReturn({ data: keys.map(({ key }) => ({ key })), select: { id: true } });
  const ids = rows.map((r) => r.id);
  for (const { key, limit } of keys) {
    const failures = await prisma.loginFailure.findMany({
      where: { key, createdAt: { gt: since }, id: { notIn: ids } },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    });
    if (failures.length >= limit) {
      await prisma.loginFailure.deleteMany({ where: { id: { in: ids } } });
      const oldest = failures[failures.length - limit]!.createdAt.getTime();
      const minutes = Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - Date.now()) / 60_000));
      throw new ServiceError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
  // Housekeeping: nothing older than a day is ever counted, and ended or expired sessions older than a day are gone.
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  await prisma.loginFailure.deleteMany({ where: { createdAt: { lt: dayAgo } } });
  await prisma.session.deleteMany({ where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: dayAgo } }] } });
  return ids;
}

/** Signs an administrator in. Refusals are answers (success false), throttling and malformed input are errors. */
export async function adminLogin(ctx: Pick<ServiceContext, 'prisma' | 'auth' | 'clientAddress'>, input: unknown): Promise<LoginResult> {
  const { username, password } = parseLogin(input);
  const login = username.toLowerCase();
  const user = await ctx.prisma.user.findFirst({ where: { OR: [{ username: login }, { email: login }] } });
  const keys = throttleKeys(user?.id ?? `name:${login}`, ctx.clientAddress);
  const reserved = await reserveAttempt(ctx.prisma, keys);

  const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnVerifyTime(password), false);
  // A USER-role account gets the same answer as a wrong password: no hint that the password was right.
  if (!user || !valid || !can(user, 'admin:enter')) {
    if (user && valid) await ctx.prisma.loginFailure.deleteMany({ where: { id: { in: reserved } } });
    return { success: false, message: LOGIN_REFUSED, accessToken: null, user: null };
  }
  await ctx.prisma.loginFailure.deleteMany({ where: { OR: [{ id: { in: reserved } }, { key: keys[0]!.key }] } });
  return { success: true, message: 'Login successful', accessToken: await openSession(ctx, user), user: toSafeUser(user) };
}

/** Signs the caller out: their session ends, so the token stops working everywhere at once. */
export async function signOut(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>): Promise<boolean> {
  if (!ctx.viewer?.sessionId) return false;
  await ctx.prisma.session.updateMany({ where: { id: ctx.viewer.sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  return true;
}

/**
 * A signed-in staff member changes their own password, proving the current one. A wrong current password counts as a
 * failed sign-in (same throttle). Every other session of theirs ends; the caller gets a fresh token for a new session.
 */
export async function changeOwnPassword(ctx: ServiceContext, input: unknown): Promise<{ accessToken: string }> {
  if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Sign in to change your password.');
  const { currentPassword, newPassword } = parsePasswordChange(input);
  const user = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } });
  if (!user) throw new ServiceError('UNAUTHENTICATED', 'Sign in to change your password.');
  const keys = throttleKeys(user.id, ctx.clientAddress);
  const reserved = await reserveAttempt(ctx.prisma, keys);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badInput('Current password is incorrect', 'currentPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await endSessions(tx, user.id);
    await recordAudit(tx, ctx, { action: 'change-password', entity: 'User', entityId: user.id });
    await tx.loginFailure.deleteMany({ where: { OR: [{ id: { in: reserved } }, { key: keys[0]!.key }] } });
  });
  return { accessToken: await openSession(ctx, user) };
}

export async function currentUser(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>): Promise<SafeUser | null> {
  if (!ctx.viewer) return null;
  const user = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } });
  return user && toSafeUser(user);
}
