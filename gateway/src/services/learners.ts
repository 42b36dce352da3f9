// Learner accounts (issue 27): sign-up with a mailed confirmation link, sign-in and sign-out with an HttpOnly session
// cookie, the learner's own profile and password, forgotten passwords by a one-time link, and deleting the account.
// Learners are apart from staff: a learner session never yields a staff viewer, and staff never sign in here.
// Every answer that could tell whether an address has an account is the same for both (sign-up, reset, resend).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { LearnerTokenPurpose } from '../generated/prisma/enums.js';
import type { AuthSettings, LearnerViewer, ServiceContext } from './context.js';
import { tokenKey } from './token-key.js';
import { badInput, ServiceError } from './errors.js';
import { queueMail } from './mail.js';
import { CENTRE_TIME_ZONE, centreDateText } from './centre-day.js';
import { isPrismaError } from './prisma-errors.js';
import { anonymiseApplicationsOf } from './applications.js';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.js';
import { asRecord, isPossibleKey, parseLearnerEmail, parseLearnerProfile, parseLearnerSignUp, parseNewPassword } from './validation.js';
import { countAttempt, forgetAttempts } from './throttle.js';
import { safeReturnTo } from './oidc.js';

export const LEARNER_COOKIE = 'lc_learner';
/** A learner stays signed in for 30 days (unless they sign out, change or reset their password, or are deleted). */
export const LEARNER_SESSION_MS = 30 * 24 * 3600_000;
export const TOKEN_LIFETIME_MS: Record<LearnerTokenPurpose, number> = { CONFIRM_EMAIL: 24 * 3600_000, RESET_PASSWORD: 3600_000 };
export const LEARNER_THROTTLE = {
  /** Sign-ups, resets and confirmation mails per address (e-mail) per hour, and per client address per hour. */
  mailsPerEmailPerHour: 3,
  requestsPerClientPerHour: 20,
  /** Refused sign-ins per (account, client) and per client in 15 minutes. */
  failuresPerAccount: 5,
  failuresPerClient: 20,
} as const;

const ISSUER = 'learning-centre';
const AUDIENCE = 'learner';
const HOUR = 3600_000;

export const SIGN_IN_REFUSED = 'Wrong e-mail or password';
export const NOT_CONFIRMED = 'Confirm your e-mail address first: open the link we mailed you. We have sent it again.';
export const SIGN_IN_REQUIRED = 'Sign in to your learner account to do this.';

export interface LearnerAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  hasPassword: boolean;
  providers: string[];
  cv: { fileName: string; size: number; contentType: string; uploadedAt: Date } | null;
  createdAt: Date;
}

type Ctx = Pick<ServiceContext, 'prisma' | 'auth' | 'clientAddress' | 'learner' | 'responseCookies' | 'requestCookies' | 'publicUrl'>;

// ---- Session cookie ------------------------------------------------------------------------------------------------

/**
 * A script-readable flag set and cleared with the session cookie: it holds nothing secret, and only tells the page's
 * script that asking who is signed in is worth a request (anonymous visitors, most of them, make none).
 */
export const SIGNED_IN_FLAG_COOKIE = 'lc_signed_in';

function cookie(ctx: Pick<ServiceContext, 'publicUrl'>, value: string, maxAgeSeconds: number): string {
  const secure = ctx.publicUrl?.startsWith('https:') ? '; Secure' : '';
  return `${LEARNER_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

function sessionCookies(ctx: Pick<ServiceContext, 'publicUrl'>, token: string, maxAgeSeconds: number): string[] {
  const secure = ctx.publicUrl?.startsWith('https:') ? '; Secure' : '';
  return [cookie(ctx, token, maxAgeSeconds), `${SIGNED_IN_FLAG_COOKIE}=${token ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`];
}

/** Opens a session for a learner who has just proved who they are, and sets its cookie on the answer. */
export async function openLearnerSession(ctx: Pick<Ctx, 'prisma' | 'auth' | 'clientAddress' | 'responseCookies' | 'publicUrl'>, learnerId: string): Promise<void> {
  const expiresAt = new Date(Date.now() + LEARNER_SESSION_MS);
  const session = await ctx.prisma.session.create({ data: { learnerId, expiresAt, clientAddress: ctx.clientAddress.slice(0, 100) }, select: { id: true } });
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(learnerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await tokenKey(ctx.auth));
  ctx.responseCookies?.push(...sessionCookies(ctx, token, Math.floor(LEARNER_SESSION_MS / 1000)));
}

/** The value of the cookie `name` in a Cookie header, or null. */
function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** The value of the learner cookie in a Cookie header, or null. */
export function learnerCookieValue(header: string | null | undefined): string | null {
  return cookieValue(header, LEARNER_COOKIE);
}

/** The learner behind a Cookie header, or null (no cookie; a bad, expired or foreign token; an ended session). */
export async function learnerFromCookie(prisma: PrismaClient, auth: AuthSettings, cookieHeader: string | null | undefined): Promise<LearnerViewer | null> {
  const token = learnerCookieValue(cookieHeader);
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, await tokenKey(auth), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'sid'], clockTolerance: 30 });
    const sid = payload.sid;
    if (typeof sid !== 'string' || !isPossibleKey(sid) || !payload.sub) return null;
    const session = await prisma.session.findUnique({ where: { id: sid }, select: { learnerId: true, expiresAt: true, revokedAt: true } });
    if (!session || !session.learnerId || session.revokedAt || session.expiresAt.getTime() <= Date.now() || session.learnerId !== payload.sub) return null;
    return { id: session.learnerId, sessionId: sid };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

async function endLearnerSessions(db: Pick<PrismaClient, 'session'>, learnerId: string, except?: string): Promise<void> {
  await db.session.updateMany({ where: { learnerId, revokedAt: null, ...(except ? { id: { not: except } } : {}) }, data: { revokedAt: new Date() } });
}

function requireLearner(ctx: Pick<Ctx, 'learner'>): LearnerViewer {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return ctx.learner;
}

// ---- One-time links ------------------------------------------------------------------------------------------------

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Makes a one-time token (only its hash is stored) in the caller's transaction; returns the token. By default the new
 * link replaces the unused earlier ones of the same purpose; `keepEarlier` leaves those that have not expired working
 * (a confirmation link mailed again for the same sign-up: the first mail, still in the inbox, must not turn into
 * "not valid"). Expired unused ones go either way. `returnTo` (a confirmation link's, already checked) is kept with
 * the token, so that the link sent again leads to the same place.
 */
async function issueToken(
  db: Pick<PrismaClient, 'learnerToken'>,
  learnerId: string,
  purpose: LearnerTokenPurpose,
  { keepEarlier = false, returnTo = null }: { keepEarlier?: boolean; returnTo?: string | null } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.learnerToken.deleteMany({ where: { learnerId, purpose, usedAt: null, ...(keepEarlier ? { expiresAt: { lte: new Date() } } : {}) } });
  await db.learnerToken.create({ data: { learnerId, purpose, tokenHash: sha256(token), returnTo, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) } });
  return token;
}

export type LinkProblem = 'invalid' | 'expired' | 'used';
export class LinkError extends ServiceError {
  readonly problem: LinkProblem;
  constructor(problem: LinkProblem, purpose: LearnerTokenPurpose) {
    const what = purpose === 'CONFIRM_EMAIL' ? 'confirmation link' : 'password reset link';
    const message =
      problem === 'expired' ? `This ${what} has expired. Ask for a new one below.` : problem === 'used' ? `This ${what} was already used. Ask for a new one below.` : `This ${what} is not valid. Ask for a new one below.`;
    super('BAD_USER_INPUT', message, 'token');
    this.problem = problem;
  }
}

async function takeToken(prisma: PrismaClient, token: unknown, purpose: LearnerTokenPurpose) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new LinkError('invalid', purpose);
  const row = await prisma.learnerToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.purpose !== purpose) throw new LinkError('invalid', purpose);
  if (row.usedAt) throw new LinkError('used', purpose);
  if (row.expiresAt.getTime() <= Date.now()) throw new LinkError('expired', purpose);
  return row;
}

function link(ctx: Pick<Ctx, 'publicUrl'>, path: string): string {
  return `${(ctx.publicUrl ?? 'http://localhost:4000').replace(/\/$/, '')}${path}`;
}

// ---- Sign-up and confirmation ----------------------------------------------------------------------------------------

export interface SentAnswer {
  message: string;
}

const checkInbox = (email: string) => ({ message: `Check your inbox at ${email}: we sent you a link to confirm your address. It works for 24 hours.` });

async function throttleMail(ctx: Pick<Ctx, 'prisma' | 'clientAddress'>, email: string): Promise<void> {
  await countAttempt(ctx.prisma, `learner-client:${ctx.clientAddress}`, LEARNER_THROTTLE.requestsPerClientPerHour, HOUR, 'Too many requests from your network. Try again in an hour.');
  await countAttempt(ctx.prisma, `learner-mail:${email}`, LEARNER_THROTTLE.mailsPerEmailPerHour, HOUR, 'Too many mails were sent to this address. Try again in an hour.');
}

/**
 * Where a confirmation link leads once it has confirmed the address, when the learner was on their way somewhere
 * (the application form of a job, say): a path on this site only (oidc.ts safeReturnTo), else null (My account).
 */
export function confirmationReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const path = safeReturnTo(value);
  return path === '/account' ? null : path;
}

/**
 * The cookie that marks the browser a confirmation link was asked from (the sign-up, a sign-in with the password
 * before confirming, or "send it again" from a browser that already holds the proof of a pending link): opening the
 * link there signs in; opened anywhere else it only confirms the address, and the learner signs in with their
 * password. Otherwise whoever signed up with someone else's address (before its owner, or after them: the newest
 * sign-up's password is the account's) got the owner signed into an account whose password the intruder knew, by
 * the owner opening a genuine mail; and an intruder's own link, sent to someone, signed them into the intruder's.
 * "Send it again" is anonymous (an address only), so it earns no proof of its own: after an intruder's sign-up, the
 * owner's browser holds proofs only of the links that sign-up replaced.
 */
export const CONFIRM_BROWSER_COOKIE = 'lc_confirm';
/** A proof names a link by its token's hash, which is what the database keeps: a resend can check it against the pending links. */
const browserProof = (auth: AuthSettings, tokenHash: string) => createHmac('sha256', auth.jwtSecret).update(`confirm-browser:${tokenHash}`).digest('base64url');
/**
 * The cookie holds the proofs of the links this browser asked for that may still be pending, joined by dots (the
 * link sent again leaves the earlier one working, and either signs in here): at most as many as one address may be
 * mailed in an hour.
 */
const MAX_CONFIRM_PROOFS = LEARNER_THROTTLE.mailsPerEmailPerHour;
const proofsSent = (ctx: Pick<Ctx, 'requestCookies'>) => (cookieValue(ctx.requestCookies, CONFIRM_BROWSER_COOKIE) ?? '').split('.').filter((p) => /^[\w-]{43}$/.test(p));

/**
 * Marks this browser as the one that asked for the link `token`. A sign-up starts afresh (its link replaced the
 * earlier ones); a link sent again for the same sign-up (`keepEarlier`) keeps the proofs of the earlier links too.
 */
function rememberConfirmingBrowser(ctx: Pick<Ctx, 'auth' | 'responseCookies' | 'requestCookies' | 'publicUrl'>, token: string | null, keepEarlier = false): void {
  if (!token) return;
  const proof = browserProof(ctx.auth, sha256(token));
  const proofs = [...(keepEarlier ? proofsSent(ctx).filter((p) => p !== proof) : []), proof].slice(-MAX_CONFIRM_PROOFS);
  const secure = ctx.publicUrl?.startsWith('https:') ? '; Secure' : '';
  ctx.responseCookies?.push(`${CONFIRM_BROWSER_COOKIE}=${proofs.join('.')}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TOKEN_LIFETIME_MS.CONFIRM_EMAIL / 1000}${secure}`);
}

/** Whether this request comes from a browser the link whose token hashes to `tokenHash` was asked from. */
function isConfirmingBrowser(ctx: Pick<Ctx, 'auth' | 'requestCookies'>, tokenHash: string): boolean {
  const expected = Buffer.from(browserProof(ctx.auth, tokenHash));
  return proofsSent(ctx).some((sent) => {
    const given = Buffer.from(sent);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const CONFIRM_PATH = '/account/confirm';

/**
 * Mails a confirmation link; answers its token (for the asking browser's cookie, set once the transaction commits).
 * `keepEarlier`: the link is sent again for the same sign-up, and the earlier unexpired ones keep working.
 */
async function queueConfirmation(
  ctx: Pick<Ctx, 'publicUrl'>,
  tx: Parameters<typeof queueMail>[0],
  learner: { id: string; name: string; email: string },
  returnTo: string | null = null,
  keepEarlier = false,
): Promise<string> {
  const token = await issueToken(tx, learner.id, 'CONFIRM_EMAIL', { keepEarlier, returnTo });
  const url = link(ctx, `${CONFIRM_PATH}?token=${token}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  await queueMail(tx, {
    kind: 'learner.confirm',
    to: learner.email,
    subject: 'Confirm your e-mail address',
    text: `Hello ${learner.name},\n\nPlease confirm your e-mail address by opening this link (it works for 24 hours):\n${url}\n\nIf you did not sign up, ignore this mail: nothing happens without the link.`,
  });
  return token;
}

/**
 * Signs a learner up. The answer is the same whether or not the address has an account: a new address gets a
 * confirmation link; an address not yet confirmed gets the new details and a new link (whoever opens it owns the
 * account); a confirmed address gets a mail telling its owner, with a way to sign in or reset the password.
 */
export async function learnerSignUp(ctx: Ctx, input: unknown): Promise<SentAnswer> {
  const data = parseLearnerSignUp(input);
  const returnTo = confirmationReturnTo(asRecord(input).returnTo);
  await throttleMail(ctx, data.email);
  const passwordHash = await hashPassword(data.password);
  try {
    rememberConfirmingBrowser(ctx, await signUpInTransaction(ctx, data, passwordHash, returnTo));
  } catch (err) {
    // The same address signed up at the same moment (a double submit, or two gateways): the other sign-up made the
    // account and mailed its link. This one answers as any sign-up does, and mails nothing more.
    if (isPrismaError(err, 'P2002')) return checkInbox(data.email);
    throw err;
  }
  return checkInbox(data.email);
}

async function signUpInTransaction(ctx: Ctx, data: ReturnType<typeof parseLearnerSignUp>, passwordHash: string, returnTo: string | null): Promise<string | null> {
  return ctx.prisma.$transaction(async (tx) => {
    const existing = await tx.learner.findUnique({ where: { email: data.email } });
    if (existing?.emailVerifiedAt) {
      await queueMail(tx, {
        kind: 'learner.exists',
        to: existing.email,
        subject: 'You already have an account',
        // Each link on a line of its own: some mail clients take a following comma or full stop into the link.
        text: `Hello ${existing.name},\n\nSomeone (perhaps you) tried to sign up with this address, which already has an account.\n\nSign in:\n${link(ctx, '/account')}\n\nOr set a new password:\n${link(ctx, '/account/forgot')}\n\nIf it was not you, you need do nothing.`,
      });
      return null;
    }
    const learner = existing
      ? await tx.learner.update({ where: { id: existing.id }, data: { name: data.name, phone: data.phone, passwordHash } })
      : await tx.learner.create({ data: { name: data.name, email: data.email, phone: data.phone, passwordHash } });
    return queueConfirmation(ctx, tx, learner, returnTo);
  });
}

/**
 * Sends the confirmation link again (same answer for any address). The earlier unexpired links keep working (and keep
 * signing in where they were asked for), and the new one leads where the newest pending one does (a job's application
 * form). The asking browser gets the new link's proof (CONFIRM_BROWSER_COOKIE) only if it already holds the proof of
 * one of the pending links (it made the latest sign-up): the request names only an address, and anyone may send it.
 */
export async function resendLearnerConfirmation(ctx: Ctx, input: unknown): Promise<SentAnswer> {
  const email = parseLearnerEmail(asRecord(input).email);
  await mailConfirmationAgain(ctx, email, false);
  return checkInbox(email);
}

/**
 * Mails the confirmation link of an unconfirmed account again. `passwordProved`: asked by a sign-in with the account's
 * password (refused only because the address is not confirmed), which earns the browser the new link's proof.
 */
async function mailConfirmationAgain(ctx: Ctx, email: string, passwordProved: boolean): Promise<void> {
  await throttleMail(ctx, email);
  const sent = await ctx.prisma.$transaction(async (tx) => {
    const learner = await tx.learner.findUnique({ where: { email } });
    if (!learner || learner.emailVerifiedAt) return null;
    const pending = await tx.learnerToken.findMany({
      where: { learnerId: learner.id, purpose: 'CONFIRM_EMAIL', usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { tokenHash: true, returnTo: true },
    });
    const askedBefore = pending.some((p) => isConfirmingBrowser(ctx, p.tokenHash));
    const token = await queueConfirmation(ctx, tx, learner, confirmationReturnTo(pending[0]?.returnTo), true);
    return { token, signsIn: passwordProved || askedBefore };
  });
  if (sent?.signsIn) rememberConfirmingBrowser(ctx, sent.token, true);
}

/**
 * Confirms the address of a confirmation link (the link proves the mailbox), and signs its learner in when the link
 * is opened in the browser that asked for it (CONFIRM_BROWSER_COOKIE); `signedIn` says which.
 */
export async function confirmLearnerEmail(ctx: Ctx, token: unknown): Promise<LearnerAccount & { signedIn: boolean }> {
  const row = await takeToken(ctx.prisma, token, 'CONFIRM_EMAIL');
  const used = await ctx.prisma.learnerToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (used.count === 0) throw new LinkError('used', 'CONFIRM_EMAIL');
  // Another link of the same sign-up may have confirmed it already: the first confirmation's time stays.
  await ctx.prisma.learner.updateMany({ where: { id: row.learnerId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
  const signedIn = isConfirmingBrowser(ctx, row.tokenHash);
  if (signedIn) {
    await openLearnerSession(ctx, row.learnerId);
    ctx.responseCookies?.push(`${CONFIRM_BROWSER_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
  return { ...(await accountOf(ctx.prisma, row.learnerId)), signedIn };
}

// ---- Sign-in and sign-out --------------------------------------------------------------------------------------------

export async function learnerSignIn(ctx: Ctx, input: unknown): Promise<LearnerAccount> {
  const record = asRecord(input);
  if (typeof record.email !== 'string' || !record.email.trim() || typeof record.password !== 'string' || !record.password) throw badInput('E-mail and password are required');
  if (record.email.length > 254 || record.password.length > 200) throw badInput(SIGN_IN_REFUSED);
  const email = record.email.trim().toLowerCase();
  const learner = await ctx.prisma.learner.findUnique({ where: { email } });
  const account = learner?.id ?? `email:${email}`;
  const keys = [
    { key: `learner-signin:${account}|${ctx.clientAddress}`, limit: LEARNER_THROTTLE.failuresPerAccount },
    { key: `learner-signin-client:${ctx.clientAddress}`, limit: LEARNER_THROTTLE.failuresPerClient },
  ];
  // Counted before the password is checked, so parallel guesses see each other; taken back when it is right.
  const reserved: string[] = [];
  for (const { key, limit } of keys) reserved.push(await countAttempt(ctx.prisma, key, limit, 15 * 60_000, 'Too many failed sign-in attempts. Try again in 15 minutes.'));
  const valid = learner?.passwordHash ? await verifyPassword(learner.passwordHash, record.password) : (await burnVerifyTime(record.password), false);
  if (!learner || !valid) throw badInput(SIGN_IN_REFUSED);
  await forgetAttempts(ctx.prisma, reserved);
  if (!learner.emailVerifiedAt) {
    try {
      await mailConfirmationAgain(ctx, email, true);
    } catch (err) {
      if (!(err instanceof ServiceError && err.code === 'TOO_MANY_REQUESTS')) throw err;
    }
    throw new ServiceError('FORBIDDEN', NOT_CONFIRMED, 'email');
  }
  await openLearnerSession(ctx, learner.id);
  return accountOf(ctx.prisma, learner.id);
}

export async function learnerSignOut(ctx: Ctx): Promise<boolean> {
  ctx.responseCookies?.push(...sessionCookies(ctx, '', 0));
  if (!ctx.learner) return false;
  await ctx.prisma.session.updateMany({ where: { id: ctx.learner.sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  return true;
}

// ---- The account -----------------------------------------------------------------------------------------------------

export async function accountOf(prisma: PrismaClient, learnerId: string): Promise<LearnerAccount> {
  const learner = await prisma.learner.findUnique({
    where: { id: learnerId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      emailVerifiedAt: true,
      passwordHash: true,
      createdAt: true,
      identities: { select: { provider: true } },
      cv: { select: { fileName: true, size: true, contentType: true, createdAt: true } },
    },
  });
  if (!learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return {
    id: learner.id,
    name: learner.name,
    email: learner.email,
    phone: learner.phone,
    emailVerified: !!learner.emailVerifiedAt,
    hasPassword: !!learner.passwordHash,
    providers: learner.identities.map((i) => i.provider).sort(),
    cv: learner.cv ? { fileName: learner.cv.fileName, size: learner.cv.size, contentType: learner.cv.contentType, uploadedAt: learner.cv.createdAt } : null,
    createdAt: learner.createdAt,
  };
}

/** The signed-in learner's account, or null. */
export async function currentLearner(ctx: Pick<Ctx, 'prisma' | 'learner'>): Promise<LearnerAccount | null> {
  if (!ctx.learner) return null;
  try {
    return await accountOf(ctx.prisma, ctx.learner.id);
  } catch {
    return null;
  }
}

export async function updateLearnerProfile(ctx: Ctx, input: unknown): Promise<LearnerAccount> {
  const me = requireLearner(ctx);
  const data = parseLearnerProfile(input);
  await ctx.prisma.learner.update({ where: { id: me.id }, data });
  return accountOf(ctx.prisma, me.id);
}

/** When a password changed, as the learner reads it: "28 Nov 2026 at 11:53 am IST" (the centre's time zone). */
function passwordChangedAt(at: Date): string {
  const time = at.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: CENTRE_TIME_ZONE });
  return `${centreDateText(at)} at ${time} IST`;
}

/**
 * Tells the learner their password changed (a change on My account, or a reset by link), in the transaction of the
 * change: if it was not them, the mail is how they learn it, with the way to take the account back.
 */
async function queuePasswordChanged(ctx: Pick<Ctx, 'publicUrl'>, tx: Parameters<typeof queueMail>[0], learner: { name: string; email: string }, at: Date): Promise<void> {
  await queueMail(tx, {
    kind: 'learner.password-changed',
    to: learner.email,
    subject: 'Your password was changed',
    text: `Hello ${learner.name},\n\nYour password was changed on ${passwordChangedAt(at)}. If this wasn't you, reset it:\n${link(ctx, '/account/forgot')}`,
  });
}

/** Changes the password, proving the current one (a learner from a provider sets a first one without). Other sessions end. */
export async function changeLearnerPassword(ctx: Ctx, input: unknown): Promise<LearnerAccount> {
  const me = requireLearner(ctx);
  const record = asRecord(input);
  const learner = await ctx.prisma.learner.findUnique({ where: { id: me.id } });
  if (!learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  const newPassword = parseNewPassword(record.newPassword, 'newPassword');
  if (learner.passwordHash) {
    if (typeof record.currentPassword !== 'string' || !record.currentPassword) throw badInput('Current password is required', 'currentPassword');
    const reserved = await countAttempt(ctx.prisma, `learner-signin:${learner.id}|${ctx.clientAddress}`, LEARNER_THROTTLE.failuresPerAccount, 15 * 60_000, 'Too many failed attempts. Try again in 15 minutes.');
    if (!(await verifyPassword(learner.passwordHash, record.currentPassword))) throw badInput('Current password is incorrect', 'currentPassword');
    await forgetAttempts(ctx.prisma, [reserved]);
    if (record.currentPassword === newPassword) throw badInput('The new password must differ from the current one', 'newPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.prisma.$transaction(async (tx) => {
    const changed = await tx.learner.update({ where: { id: me.id }, data: { passwordHash }, select: { name: true, email: true } });
    await endLearnerSessions(tx, me.id, me.sessionId);
    await queuePasswordChanged(ctx, tx, changed, new Date());
  });
  return accountOf(ctx.prisma, me.id);
}

/** Mails a password reset link when the address has an account (same answer either way). */
export async function requestLearnerPasswordReset(ctx: Ctx, input: unknown): Promise<SentAnswer> {
  const email = parseLearnerEmail(asRecord(input).email);
  await throttleMail(ctx, email);
  await ctx.prisma.$transaction(async (tx) => {
    const learner = await tx.learner.findUnique({ where: { email } });
    if (!learner) return;
    const token = await issueToken(tx, learner.id, 'RESET_PASSWORD');
    await queueMail(tx, {
      kind: 'learner.reset',
      to: learner.email,
      subject: 'Set a new password',
      text: `Hello ${learner.name},\n\nOpen this link to set a new password (it works once, for one hour):\n${link(ctx, `/account/reset?token=${token}`)}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.`,
    });
  });
  return { message: `If ${email} has an account, we have mailed it a link to set a new password. The link works once, for one hour.` };
}

/** Sets a new password from a reset link: the link works once; every session of the learner ends; a new one starts. */
export async function resetLearnerPassword(ctx: Ctx, input: unknown): Promise<LearnerAccount> {
  const record = asRecord(input);
  const row = await takeToken(ctx.prisma, record.token, 'RESET_PASSWORD');
  const password = parseNewPassword(record.password);
  const passwordHash = await hashPassword(password);
  await ctx.prisma.$transaction(async (tx) => {
    const used = await tx.learnerToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count === 0) throw new LinkError('used', 'RESET_PASSWORD');
    // The mailbox is proved too.
    const changed = await tx.learner.update({ where: { id: row.learnerId }, data: { passwordHash, emailVerifiedAt: new Date() }, select: { name: true, email: true } });
    await endLearnerSessions(tx, row.learnerId);
    await queuePasswordChanged(ctx, tx, changed, new Date());
  });
  await openLearnerSession(ctx, row.learnerId);
  return accountOf(ctx.prisma, row.learnerId);
}

export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the signed-in learner's account for good: profile, CV, sign-ins with providers, links and sessions, saved
 * jobs and job alerts (cascades); their applications stay with the placement cell anonymised (no name, address, phone,
 * note or CV: applications.ts), in the same transaction, so the counts stay right and nothing personal is left.
 * Enquiries sent through the lead forms stay with the counsellors (they were sent to the centre, not the account).
 */
export async function deleteLearnerAccount(ctx: Ctx, input: unknown): Promise<boolean> {
  const me = requireLearner(ctx);
  const record = asRecord(input);
  const learner = await ctx.prisma.learner.findUnique({ where: { id: me.id } });
  if (!learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  if (learner.passwordHash) {
    if (typeof record.password !== 'string' || !(await verifyPassword(learner.passwordHash, record.password))) throw badInput('Password is incorrect', 'password');
  } else if (record.confirm !== DELETE_CONFIRMATION) {
    throw badInput(`Type ${DELETE_CONFIRMATION} to confirm`, 'confirm');
  }
  await ctx.prisma.$transaction(async (tx) => {
    await anonymiseApplicationsOf(tx, me.id);
    // The mails to the address go too: sent ones name them and every job they applied to, and queued ones would still
    // be sent to someone who has no account any more. (A mail being sent right now finishes; its row is gone.)
    await tx.outboxMail.deleteMany({ where: { to: { equals: learner.email, mode: 'insensitive' } } });
    await tx.learner.delete({ where: { id: me.id } });
  });
  ctx.responseCookies?.push(...sessionCookies(ctx, '', 0));
  return true;
}
