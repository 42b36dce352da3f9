// Admin sign-in, access tokens and the current viewer.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AuthSettings, ServiceContext } from './context.js';
import { ServiceError } from './errors.js';
import { burnVerifyTime, verifyPassword } from './passwords.js';
import { can, type Viewer } from './permissions.js';
import { parseLogin } from './validation.js';

const ISSUER = 'learning-centre';
const AUDIENCE = 'admin';
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;
export const LOGIN_REFUSED = 'Invalid username or password';

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

export function toSafeUser(user: SafeUser): SafeUser {
  const { id, name, email, username, role, createdAt } = user;
  return { id, name, email, username, role, createdAt };
}

export async function issueAccessToken(auth: AuthSettings, user: { id: string; username: string; role: Viewer['role'] }): Promise<string> {
  return new SignJWT({ role: user.role, username: user.username })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(auth.jwtExpiresIn)
    .sign(auth.jwtSecret);
}

/**
 * The viewer behind an Authorization header, or null (no header, a bad or expired token, or a deleted user).
 * The role is read from the database, so a demotion takes effect at once rather than when the token expires.
 */
export async function viewerFromAuthorization(prisma: PrismaClient, auth: AuthSettings, header: string | null | undefined): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1]!, auth.jwtSecret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (!payload.sub) return null;
    const user = await prisma.user.findUnique({ where: { id: payload.sub }, select: { id: true, username: true, role: true } });
    return user;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** Failures count per account (whatever name or email was typed) and per client address. */
function throttleKeys(account: string, clientAddress: string): string[] {
  return [`user:${account}`, `ip:${clientAddress}`];
}

/**
 * Records this attempt as a failure before the password is checked, then counts: parallel attempts therefore
 * see each other and cannot slip past the limit together. A successful attempt takes its rows back.
 */
async function reserveAttempt(prisma: PrismaClient, keys: string[]): Promise<string[]> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const rows = await prisma.loginFailure.createManyAndReturn({ data: keys.map((key) => ({ key })), select: { id: true } });
  const ids = rows.map((r) => r.id);
  for (const key of keys) {
    const failures = await prisma.loginFailure.findMany({
      where: { key, createdAt: { gt: since }, id: { notIn: ids } },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    });
    if (failures.length >= LOGIN_THROTTLE.maxFailures) {
      await prisma.loginFailure.deleteMany({ where: { id: { in: ids } } });
      const oldest = failures[failures.length - LOGIN_THROTTLE.maxFailures]!.createdAt.getTime();
      const minutes = Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - Date.now()) / 60_000));
      throw new ServiceError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
  // Housekeeping: nothing older than a day is ever counted.
  await prisma.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 24 * 3600_000) } } });
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
  await ctx.prisma.loginFailure.deleteMany({ where: { OR: [{ id: { in: reserved } }, { key: keys[0] }] } });
  return { success: true, message: 'Login successful', accessToken: await issueAccessToken(ctx.auth, user), user: toSafeUser(user) };
}

export async function currentUser(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>): Promise<SafeUser | null> {
  if (!ctx.viewer) return null;
  const user = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } });
  return user && toSafeUser(user);
}
