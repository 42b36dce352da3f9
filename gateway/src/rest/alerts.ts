// Job alerts over plain HTTP, where a mail or a form without JavaScript leads (issue 28, item 4):
//   GET  /alerts/confirm?token=      the link of a visitor's confirmation mail: 303 /alerts?result=confirmed, or
//                                    ?result=confirm-expired|confirm-used|confirm-invalid
//   GET  /alerts/unsubscribe?token=  the link in every digest: 303 /alerts?result=unsubscribed (with the alert's
//                                    search, to set it up again), or ?result=unsubscribe-used|unsubscribe-invalid
//   POST /alerts/unsubscribe?token=  RFC 8058 one-click (List-Unsubscribe-Post), body List-Unsubscribe=One-Click:
//                                    200 and a line of text; it only ever unsubscribes, so it needs no CSRF token
//   POST /alerts/subscribe           the jobs page's alert box without JavaScript (email, q, category, location): 303
//                                    /alerts?result=sent|saved|… (a signed-in learner's cookie subscribes them)
// Every answer is no-store; the page at /alerts (web app, noindex) says what happened.
import { Hono, type Context } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppEnv } from '../http/env.js';
import { fromThisSite, readForm, readSmallBody } from '../http/lead-form.js';
import { AlertLinkError, confirmJobAlert, subscribeJobAlert, unsubscribeJobAlert, type JobAlertSearch } from '../services/alerts.js';
import type { AuthSettings } from '../services/context.js';
import { ServiceError } from '../services/errors.js';
import { learnerFromCookie } from '../services/learners.js';

export interface AlertRouteDeps {
  prisma: PrismaClient;
  auth: AuthSettings;
  publicUrl: string;
}

/** The status page with the result and, when given, the alert's search (the jobs page's parameters). */
function statusPage(result: string, search?: JobAlertSearch): string {
  const params = new URLSearchParams({ result });
  if (search?.keywords) params.set('q', search.keywords);
  if (search?.category) params.set('category', search.category.toLowerCase());
  if (search?.location) params.set('location', search.location);
  return `/alerts?${params.toString()}`;
}

/** What the form's refusal is, as the status page names it (never what was typed). */
function subscribeProblem(err: unknown): string {
  if (!(err instanceof ServiceError)) throw err;
  if (err.code === 'TOO_MANY_REQUESTS') return 'throttled';
  if (err.code === 'CONFLICT') return 'too-many';
  if (err.code === 'FORBIDDEN') return 'confirm-address';
  if (err.field === 'email') return 'invalid-email';
  return 'refused';
}

/** An RFC 8058 body holding List-Unsubscribe=One-Click: form-urlencoded or multipart, a few hundred bytes at most. */
async function isOneClickBody(c: Context<AppEnv>): Promise<boolean> {
  const contentType = c.req.header('content-type') ?? '';
  const bytes = await readSmallBody(c, 16 * 1024);
  if (!bytes) return false;
  try {
    if (contentType.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data') {
      const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
      return form.get('List-Unsubscribe') === 'One-Click';
    }
    return new URLSearchParams(Buffer.from(bytes).toString('utf8')).get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

export function alertRoutes(deps: AlertRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const noStore = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
  };

  routes.get('/alerts/confirm', async (c) => {
    noStore(c);
    try {
      const search = await confirmJobAlert(deps.prisma, c.req.query('token'));
      return c.redirect(statusPage('confirmed', search), 303);
    } catch (err) {
      if (err instanceof AlertLinkError) return c.redirect(statusPage(`confirm-${err.problem}`), 303);
      throw err;
    }
  });

  routes.get('/alerts/unsubscribe', async (c) => {
    noStore(c);
    try {
      const search = await unsubscribeJobAlert(deps.prisma, c.req.query('token'));
      return c.redirect(statusPage('unsubscribed', search), 303);
    } catch (err) {
      if (err instanceof AlertLinkError) return c.redirect(statusPage(err.problem === 'used' ? 'unsubscribe-used' : 'unsubscribe-invalid'), 303);
      throw err;
    }
  });

  // A mail provider's one-click unsubscribe: no cookie, no CSRF token (RFC 8058); the token in the URL is the proof.
  routes.post('/alerts/unsubscribe', async (c) => {
    noStore(c);
    if (!(await isOneClickBody(c))) return c.text('Send List-Unsubscribe=One-Click in the body (RFC 8058), or open the link in a browser.', 400);
    try {
      await unsubscribeJobAlert(deps.prisma, c.req.query('token'));
      return c.text('You are unsubscribed from this job alert.', 200);
    } catch (err) {
      if (err instanceof AlertLinkError) return err.problem === 'used' ? c.text(err.message, 200) : c.text(err.message, 404);
      throw err;
    }
  });

  routes.post('/alerts/subscribe', async (c) => {
    noStore(c);
    if (!fromThisSite(c.req.raw.headers, new URL(c.req.url), deps.publicUrl)) return c.redirect(statusPage('cross-site'), 303);
    const form = await readForm(c);
    if (!form) return c.redirect(statusPage('refused'), 303);
    const learner = await learnerFromCookie(deps.prisma, deps.auth, c.req.header('cookie'));
    const search = { keywords: form.get('q') ?? '', category: form.get('category') ?? '', location: form.get('location') ?? '' };
    try {
      const answer = await subscribeJobAlert(
        { prisma: deps.prisma, auth: deps.auth, clientAddress: c.get('clientAddress'), learner, publicUrl: deps.publicUrl },
        { ...search, email: form.get('email') ?? '' },
      );
      return c.redirect(statusPage(answer.alert ? 'saved' : 'sent', answer.alert ?? undefined), 303);
    } catch (err) {
      return c.redirect(statusPage(subscribeProblem(err)), 303);
    }
  });
  return routes;
}
