// Sign-in with Google and LinkedIn (services/oidc.ts) over HTTP. The login modal's buttons are plain links here.
//   GET /auth/:provider?returnTo=/path   starts a sign-in: 303 to the provider (404 page: no such provider here)
//   GET /auth/:provider/callback         the provider's answer: 303 to returnTo, signed in; else a page that says why
// Every answer is no-store; a refusal is a small HTML page (noindex) with "Try again" and "Sign in with e-mail".
import { Hono, type Context } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppEnv } from '../http/env.js';
import { logUnexpected } from '../http/error-log.js';
import type { AuthSettings } from '../services/context.js';
import { configuredProvider, finishOidcSignIn, OidcRefusal, startOidcSignIn, type OidcContext } from '../services/oidc.js';
import { getSiteSettings } from '../services/settings.js';

/** Where a learner signs in with e-mail and password (the account page opens the login). */
export const EMAIL_SIGN_IN_PATH = '/account';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const TITLES: Partial<Record<OidcRefusal['reason'], string>> = {
  'unknown-provider': 'No such sign-in',
  unreachable: 'Sign-in is not available right now',
  'too-many': 'Too many sign-ins',
  'unverified-email': 'E-mail address not verified',
  'no-email': 'No e-mail address',
  'provider-error': 'Not signed in',
  failed: 'Something went wrong',
};

export function refusalPage(siteName: string, refusal: OidcRefusal, tryAgain: string | null): string {
  const title = TITLES[refusal.reason] ?? 'Sign-in refused';
  const links = [
    tryAgain ? `<a class="primary" href="${escapeHtml(tryAgain)}">Try again</a>` : '',
    `<a href="${EMAIL_SIGN_IN_PATH}">Sign in with e-mail</a>`,
    `<a href="/">Home page</a>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(siteName)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f4f6fb}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08)}
.site{margin:0 0 1rem;font-weight:600;color:#1d4ed8}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{margin:0 0 1.5rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem}
nav a{padding:.55rem 1rem;border:1px solid #1d4ed8;border-radius:8px;color:#1d4ed8;text-decoration:none;font-weight:600}
nav a.primary{background:#1d4ed8;color:#fff}
nav a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(siteName)}</p>
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(refusal.message)}</p>
<nav aria-label="What next">${links.join('')}</nav>
</main>
</body>
</html>
`;
}

export interface OidcRouteDeps {
  prisma: PrismaClient;
  auth: AuthSettings;
  publicUrl: string;
}

export function oidcRoutes({ prisma, auth, publicUrl }: OidcRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const origin = publicUrl.replace(/\/$/, '');

  const contextOf = (c: Context<AppEnv>): OidcContext => ({
    prisma,
    auth,
    publicUrl: origin,
    clientAddress: c.get('clientAddress'),
    responseCookies: [],
    cookieHeader: c.req.header('cookie'),
  });

  const withCookies = (c: Context<AppEnv>, ctx: OidcContext) => {
    for (const value of ctx.responseCookies) c.header('Set-Cookie', value, { append: true });
  };

  const refuse = async (c: Context<AppEnv>, ctx: OidcContext, provider: string, caught: unknown) => {
    let err: OidcRefusal;
    if (caught instanceof OidcRefusal) {
      err = caught;
      // A provider that cannot be reached (or whose certificate is not trusted) is for the operator to look into.
      if (err.reason === 'unreachable') logUnexpected(`sign-in with ${provider}: the provider could not be reached`, err.cause instanceof Error ? err.cause : err);
    } else {
      logUnexpected(`${c.req.method} ${c.req.path} failed`, caught);
      err = new OidcRefusal('failed', 'Something went wrong on our side, and you are not signed in. Please try again.', { status: 500 });
    }
    let siteName = 'Learning Centre';
    try {
      siteName = (await getSiteSettings({ prisma })).siteName;
    } catch {
      // the page is still worth showing without the name
    }
    const tryAgain = err.reason === 'unknown-provider' ? null : `/auth/${provider}?${new URLSearchParams({ returnTo: err.returnTo ?? '/account' }).toString()}`;
    withCookies(c, ctx);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (err.status === 429) c.header('Retry-After', '600');
    return c.html(refusalPage(siteName, err, tryAgain), err.status);
  };

  routes.get('/auth/:provider', async (c) => {
    const name = c.req.param('provider');
    const ctx = contextOf(c);
    try {
      const provider = configuredProvider(name);
      const target = await startOidcSignIn(ctx, provider, c.req.query('returnTo'));
      withCookies(c, ctx);
      c.header('Cache-Control', 'no-store');
      return c.redirect(target.href, 303);
    } catch (err) {
      return refuse(c, ctx, name, err);
    }
  });

  routes.get('/auth/:provider/callback', async (c) => {
    const name = c.req.param('provider');
    const ctx = contextOf(c);
    try {
      const provider = configuredProvider(name);
      // The answer as the provider addressed it: this site's public origin (behind a proxy the request's own URL is
      // not), which is also the redirect_uri the token request must repeat.
      const answer = new URL(`${origin}/auth/${provider.name}/callback${new URL(c.req.url).search}`);
      const returnTo = await finishOidcSignIn(ctx, provider, answer);
      withCookies(c, ctx);
      c.header('Cache-Control', 'no-store');
      return c.redirect(returnTo, 303);
    } catch (err) {
      return refuse(c, ctx, name, err);
    }
  });

  return routes;
}
