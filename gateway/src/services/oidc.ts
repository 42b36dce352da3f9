// Learners sign in with Google or LinkedIn through OpenID Connect (issue 27, item 4): the authorization code flow with
// PKCE, state and nonce, done by openid-client (which checks the state, the issuer, the audience, the nonce and the ID
// token's signature). A sign-in under way is a row (OidcLogin), so that any gateway process can take the provider's
// answer; the browser that started it keeps its state in a short cookie too, so that an answer only completes in the
// browser that asked for it (no one can sign a victim into the attacker's account by sending them a callback link).
// A provider's verified e-mail signs into the learner with that address; staff accounts are never reached from here.
import * as oidc from 'openid-client';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AuthSettings } from './context.js';
import { openLearnerSession } from './learners.js';
import { providerConfig, type ProviderConfig, type ProviderName } from './oidc-config.js';
import { isPrismaError } from './prisma-errors.js';
import { countAttempt } from './throttle.js';
import { parseLearnerEmail } from './validation.js';
import { ServiceError } from './errors.js';

/** A sign-in must come back from the provider within this time. */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;
/** Sign-ins started per client address in OIDC_LOGIN_TTL_MS (a campus behind one address signs in together). */
export const OIDC_STARTS_PER_CLIENT = 60;
/** The cookie that ties a sign-in under way to the browser that started it (its states, newest first). */
export const OIDC_STATE_COOKIE = 'lc_oidc';
const MAX_STATES_IN_COOKIE = 5;
/** How long discovered provider metadata is used before it is fetched again (keys are re-read by openid-client). */
const DISCOVERY_TTL_MS = 24 * 3600_000;
const REQUEST_TIMEOUT_SECONDS = 10;
export const DEFAULT_RETURN_TO = '/account';

export const PROVIDER_NAMES: readonly ProviderName[] = ['google', 'linkedin'];
export const isProviderName = (value: string): value is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(value);

export type OidcRefusalReason =
  | 'unknown-provider'
  | 'missing-state'
  | 'unknown-state'
  | 'other-browser'
  | 'expired'
  | 'provider-error'
  | 'wrong-issuer'
  | 'wrong-nonce'
  | 'code-refused'
  | 'invalid-answer'
  | 'no-email'
  | 'unverified-email'
  | 'unreachable'
  | 'too-many'
  | 'failed';

/** A sign-in that cannot go on; `message` is for the learner (the page shows it as it is). */
export class OidcRefusal extends Error {
  readonly reason: OidcRefusalReason;
  readonly status: 400 | 404 | 429 | 500 | 502;
  /** Where the learner wanted to go (when the sign-in was found), for the "Try again" link. */
  readonly returnTo: string | undefined;
  constructor(reason: OidcRefusalReason, message: string, options: { status?: 400 | 404 | 429 | 500 | 502; returnTo?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.status = options.status ?? 400;
    this.returnTo = options.returnTo;
  }
}

/**
 * Where to go after signing in: a path on this site ("/jobs?q=x"), never another site ("//evil.example",
 * "https://…", "/\\evil.example") nor the sign-in routes themselves; anything else is DEFAULT_RETURN_TO.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 1000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TO;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, 'http://this.site');
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== 'http://this.site' || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

// ---- Provider metadata ---------------------------------------------------------------------------------------------

const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's configuration, discovered once per process (and again after a day, or after a failure). */
function configurationOf(provider: ProviderConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, { timeout: REQUEST_TIMEOUT_SECONDS }).then((c) => {
    c.timeout = REQUEST_TIMEOUT_SECONDS;
    return c;
  });
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => {
    if (discovered.get(key)?.config === config) discovered.delete(key);
  });
  return config;
}

export function callbackUrl(publicUrl: string, provider: ProviderName): string {
  return `${publicUrl.replace(/\/$/, '')}/auth/${provider}/callback`;
}

function unreachable(provider: ProviderConfig, cause: unknown): OidcRefusal {
  return new OidcRefusal('unreachable', `We could not reach ${provider.label} just now, so you cannot sign in with it at the moment. Try again in a few minutes, or sign in with your e-mail.`, { status: 502, cause });
}

// ---- The cookie of sign-ins under way --------------------------------------------------------------------------------

const STATE_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The states in the sign-in cookie of a Cookie header (newest first). */
export function statesInCookie(header: string | null | undefined): string[] {
  if (!header) return [];
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === OIDC_STATE_COOKIE) return rest.join('=').split('.').filter((s) => STATE_PATTERN.test(s)).slice(0, MAX_STATES_IN_COOKIE);
  }
  return [];
}

export function stateCookie(publicUrl: string | undefined, states: string[]): string {
  const secure = publicUrl?.startsWith('https:') ? '; Secure' : '';
  const value = states.slice(0, MAX_STATES_IN_COOKIE).join('.');
  return `${OIDC_STATE_COOKIE}=${value}; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=${value ? Math.floor(OIDC_LOGIN_TTL_MS / 1000) : 0}${secure}`;
}

// ---- Starting a sign-in ----------------------------------------------------------------------------------------------

export interface OidcContext {
  prisma: PrismaClient;
  auth: AuthSettings;
  clientAddress: string;
  publicUrl: string;
  /** Set-Cookie values for the answer. */
  responseCookies: string[];
  /** The request's Cookie header. */
  cookieHeader: string | null | undefined;
}

/** The provider by its name in the URL, when this site is configured for it (else a 404 refusal). */
export function configuredProvider(name: string): ProviderConfig {
  const provider = isProviderName(name) ? providerConfig(name) : null;
  if (!provider) throw new OidcRefusal('unknown-provider', `This site does not offer sign-in with "${name.slice(0, 40)}".`, { status: 404 });
  return provider;
}

/** Starts a sign-in: records its state, nonce and PKCE verifier and returns the provider's authorization URL. */
export async function startOidcSignIn(ctx: OidcContext, provider: ProviderConfig, returnToParam: unknown): Promise<URL> {
  const returnTo = safeReturnTo(returnToParam);
  try {
    await countAttempt(ctx.prisma, `oidc-start:${ctx.clientAddress}`, OIDC_STARTS_PER_CLIENT, OIDC_LOGIN_TTL_MS, 'too many');
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'TOO_MANY_REQUESTS') {
      throw new OidcRefusal('too-many', 'Too many sign-ins were started from your network in the last few minutes. Wait ten minutes and try again, or sign in with your e-mail.', { status: 429, returnTo });
    }
    throw err;
  }
  let config: oidc.Configuration;
  try {
    config = await configurationOf(provider);
  } catch (err) {
    throw unreachable(provider, err);
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // Sign-ins nobody finished are of no use after their time.
  await ctx.prisma.oidcLogin.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - OIDC_LOGIN_TTL_MS) } } });
  await ctx.prisma.oidcLogin.create({ data: { state, provider: provider.name, nonce, codeVerifier, returnTo } });
  ctx.responseCookies.push(stateCookie(ctx.publicUrl, [state, ...statesInCookie(ctx.cookieHeader)]));
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx.publicUrl, provider.name),
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

// ---- The provider's answer -------------------------------------------------------------------------------------------

/** What a verified ID token says about the learner (the part the sign-in uses). */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** Why openid-client refused an answer, in the learner's words. */
function refusalOf(provider: ProviderConfig, err: unknown, returnTo: string): OidcRefusal {
  const label = provider.label;
  if (err instanceof oidc.AuthorizationResponseError) {
    const cancelled = err.error === 'access_denied';
    const detail = cancelled ? 'the sign-in was cancelled' : `${label} answered "${err.error.slice(0, 60).replace(/[^\w .:-]/g, '')}"`;
    return new OidcRefusal('provider-error', `${label} did not sign you in: ${detail}.`, { returnTo, cause: err });
  }
  if (err instanceof oidc.ResponseBodyError) {
    return new OidcRefusal('code-refused', `${label} did not accept the sign-in code it gave (it may have been used already or have expired).`, { returnTo, cause: err });
  }
  if (err instanceof oidc.ClientError) {
    const inner = err.cause as { message?: string; cause?: { claim?: string } } | undefined;
    const claim = inner?.cause?.claim;
    const text = `${err.message} ${inner?.message ?? ''}`;
    if (claim === 'iss' || /unexpected "iss" \(issuer\)/.test(text)) {
      return new OidcRefusal('wrong-issuer', `The answer did not come from ${label}: it was issued by someone else, so it was refused.`, { returnTo, cause: err });
    }
    if (claim === 'nonce') {
      return new OidcRefusal('wrong-nonce', `The answer from ${label} does not belong to this sign-in (its nonce does not match), so it was refused.`, { returnTo, cause: err });
    }
    if (err.code === 'OAUTH_INVALID_RESPONSE' || err.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || err.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' || err.code === 'OAUTH_KEY_SELECTION_FAILED' || err.code === 'OAUTH_PARSE_ERROR') {
      return new OidcRefusal('invalid-answer', `The answer from ${label} could not be verified, so it was refused.`, { returnTo, cause: err });
    }
  }
  return unreachable(provider, err);
}

/**
 * Takes the provider's answer (the callback URL as the provider sent the browser to it, on this site's public
 * origin): checks that this browser started the sign-in, that it is recent, and (openid-client) the code, state,
 * issuer, nonce and the ID token's signature; then signs the learner in (a session cookie on `ctx.responseCookies`).
 * Returns where to go next.
 */
export async function finishOidcSignIn(ctx: OidcContext, provider: ProviderConfig, answerUrl: URL): Promise<string> {
  const state = answerUrl.searchParams.get('state');
  if (!state) throw new OidcRefusal('missing-state', `The answer from ${provider.label} carries no sign-in state, so it cannot be checked.`);
  const inCookie = statesInCookie(ctx.cookieHeader);
  if (!STATE_PATTERN.test(state)) throw new OidcRefusal('unknown-state', 'This sign-in is not known here: it was already used, or it was not started on this site.');
  // Only the browser that started it may finish it; the row stays for that browser.
  if (!inCookie.includes(state)) throw new OidcRefusal('other-browser', 'This sign-in was not started in this browser (or it was started more than ten minutes ago).');
  // The row is taken once: a replayed answer, or two at once, find nothing.
  const login = await ctx.prisma.oidcLogin.findUnique({ where: { state } });
  const taken = login ? await ctx.prisma.oidcLogin.deleteMany({ where: { state } }) : { count: 0 };
  ctx.responseCookies.push(stateCookie(ctx.publicUrl, inCookie.filter((s) => s !== state)));
  if (!login || taken.count !== 1 || login.provider !== provider.name) {
    throw new OidcRefusal('unknown-state', 'This sign-in is not known here: it was already used, or it was not started on this site.');
  }
  const returnTo = safeReturnTo(login.returnTo);
  if (login.createdAt.getTime() < Date.now() - OIDC_LOGIN_TTL_MS) {
    throw new OidcRefusal('expired', `This sign-in took more than ten minutes to come back from ${provider.label}, so it has expired.`, { returnTo });
  }
  let config: oidc.Configuration;
  try {
    config = await configurationOf(provider);
  } catch (err) {
    throw unreachable(provider, err);
  }
  let claims: ProviderClaims | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, answerUrl, { pkceCodeVerifier: login.codeVerifier, expectedState: login.state, expectedNonce: login.nonce, idTokenExpected: true });
    claims = tokens.claims();
  } catch (err) {
    throw refusalOf(provider, err, returnTo);
  }
  if (!claims) throw new OidcRefusal('invalid-answer', `The answer from ${provider.label} held no ID token, so it was refused.`, { returnTo });
  const learnerId = await learnerForClaims(ctx.prisma, provider, claims, returnTo);
  await openLearnerSession({ ...ctx }, learnerId);
  return returnTo;
}

// ---- Which learner ---------------------------------------------------------------------------------------------------

function nameFromClaims(claims: ProviderClaims, email: string): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim() : '');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email.split('@')[0]!;
  return name.slice(0, 120);
}

/**
 * The learner a provider's verified claims sign into, linked or created as needed: the identity (provider, subject)
 * already linked; else the learner with that e-mail (linked now, the address now verified); else a new learner.
 * Only the Learner table is read: a staff account with the same address is someone else's door.
 */
export async function learnerForClaims(prisma: PrismaClient, provider: Pick<ProviderConfig, 'name' | 'label'>, claims: ProviderClaims, returnTo = DEFAULT_RETURN_TO): Promise<string> {
  if (typeof claims.email !== 'string' || !claims.email) {
    throw new OidcRefusal('no-email', `${provider.label} did not share the e-mail address of your account, which we need to sign you in. Allow it and try again, or sign in with your e-mail.`, { returnTo });
  }
  let email: string;
  try {
    email = parseLearnerEmail(claims.email);
  } catch {
    throw new OidcRefusal('no-email', `${provider.label} gave an e-mail address we cannot use. Sign in with your e-mail instead.`, { returnTo });
  }
  // Google sends a boolean; some providers send the string "true".
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new OidcRefusal('unverified-email', `${provider.label} has not verified the e-mail address ${email} of this account, so we cannot sign you in with it. Verify the address with ${provider.label} and try again, or sign in with your e-mail.`, { returnTo });
  }
  const subject = String(claims.sub).slice(0, 255);
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        const identity = await tx.learnerIdentity.findUnique({ where: { provider_subject: { provider: provider.name, subject } }, select: { id: true, learnerId: true, email: true } });
        if (identity) {
          if (identity.email !== email) await tx.learnerIdentity.update({ where: { id: identity.id }, data: { email } });
          return identity.learnerId;
        }
        const existing = await tx.learner.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
        if (existing) {
          // A password set by someone who never proved this mailbox could be an attacker's, waiting for the owner to
          // verify the address for them: it goes (the owner can set one on the account page), with any session.
          const unproved = !existing.emailVerifiedAt;
          await tx.learner.update({ where: { id: existing.id }, data: unproved ? { emailVerifiedAt: new Date(), passwordHash: null } : {} });
          if (unproved) await tx.session.updateMany({ where: { learnerId: existing.id, revokedAt: null }, data: { revokedAt: new Date() } });
          await tx.learnerIdentity.create({ data: { learnerId: existing.id, provider: provider.name, subject, email } });
          return existing.id;
        }
        const learner = await tx.learner.create({ data: { name: nameFromClaims(claims, email), email, phone: '', emailVerifiedAt: new Date() }, select: { id: true } });
        await tx.learnerIdentity.create({ data: { learnerId: learner.id, provider: provider.name, subject, email } });
        return learner.id;
      });
    } catch (err) {
      // Two answers for one new learner at once: the second finds the first one's rows on a second try.
      if (attempt === 0 && isPrismaError(err, 'P2002')) continue;
      throw err;
    }
  }
}
