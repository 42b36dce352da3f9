// Learner account over HTTP where GraphQL does not fit: the CV upload and download (a file), and the confirmation
// link a mail carries (a plain GET that confirms, signs in and moves on to the account page).
//   POST   /api/v1/account/cv      multipart, field "cv": the signed-in learner's CV (PDF or DOCX by its bytes, ≤ 5 MB)
//   GET    /api/v1/account/cv      the learner's own CV, as a download
//   DELETE /api/v1/account/cv
//   GET    /api/v1/learners/:id/cv staff (leads managers) download a learner's CV
//   GET    /account/confirm?token=[&returnTo=/path] the mailed link: confirmed → /account?confirmed=1 (or the sign-up's
//                                   returnTo, a path on this site, with confirmed=1); else → /account/link?…
//   POST   /account                the account page's sign-in form without JavaScript (email, password): signed in →
//                                   303 /account; refused → 303 /account?signin=<problem> (nothing typed in the URL)
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { fromThisSite, readForm } from '../http/lead-form.js';
import { badInput, ServiceError } from '../services/errors.js';
import { CV_MAX_BYTES, CV_TOO_LARGE, deleteLearnerCv, readLearnerCv, saveLearnerCv } from '../services/learner-cv.js';
import { confirmationReturnTo, confirmLearnerEmail, learnerSignIn, LinkError } from '../services/learners.js';
import type { ServiceContext } from '../services/context.js';
import { readFileField } from './multipart.js';
import { fileDownload } from './download.js';

/** A cookie-carrying write must come from this site's own pages (SameSite=Lax already keeps other sites' posts out). */
function requireSameSite(c: Context<AppEnv>, publicUrl: string): void {
  if (!fromThisSite(c.req.raw.headers, new URL(c.req.url), publicUrl)) throw new ServiceError('FORBIDDEN', 'This request can only be sent from our own pages.');
}

export function accountApiRoutes(publicUrl: string): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/account/cv', async (c) => {
    requireSameSite(c, publicUrl);
    const ctx = c.var.services;
    if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', 'Sign in to your learner account to do this.');
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw badInput('Send the CV as multipart/form-data in a field named "cv"');
    const file = await readFileField(c.req.raw, { field: 'cv', maxBytes: CV_MAX_BYTES, tooLarge: CV_TOO_LARGE, missing: 'Choose a CV to upload', what: 'upload' });
    const cv = await saveLearnerCv(ctx, file);
    return c.json({ success: true, message: 'CV saved', cv }, 201);
  });
  api.get('/account/cv', async (c) => fileDownload(c, await readLearnerCv(c.var.services)));
  api.delete('/account/cv', async (c) => {
    requireSameSite(c, publicUrl);
    const deleted = await deleteLearnerCv(c.var.services);
    return c.json({ success: true, message: deleted ? 'CV removed' : 'There was no CV' });
  });
  api.get('/learners/:id/cv', async (c) => {
    const ctx = c.var.services;
    if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Sign in as staff to do this.');
    return fileDownload(c, await readLearnerCv({ ...ctx, learner: null }, c.req.param('id')));
  });
  return api;
}

/** Why a sign-in without JavaScript was refused, as the account page names it (`?signin=`). */
function signInProblem(err: unknown): string {
  if (!(err instanceof ServiceError)) throw err;
  if (err.code === 'TOO_MANY_REQUESTS') return 'throttled';
  if (err.code === 'FORBIDDEN') return 'unconfirmed';
  return 'refused';
}

/** The mailed confirmation link, and the account page's sign-in form posted without JavaScript. */
export function accountLinkRoutes(services: (c: Context<AppEnv>) => Promise<ServiceContext>, publicUrl: string): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  pages.post('/account', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!fromThisSite(c.req.raw.headers, new URL(c.req.url), publicUrl)) return c.redirect('/account?signin=cross-site', 303);
    const form = await readForm(c);
    const cookies: string[] = [];
    const ctx = { ...(await services(c)), responseCookies: cookies };
    try {
      await learnerSignIn(ctx, { email: form?.get('email') ?? '', password: form?.get('password') ?? '' });
    } catch (err) {
      return c.redirect(`/account?signin=${signInProblem(err)}`, 303);
    }
    for (const value of cookies) c.header('Set-Cookie', value, { append: true });
    return c.redirect('/account', 303);
  });
  pages.get('/account/confirm', async (c) => {
    const cookies: string[] = [];
    const ctx = { ...(await services(c)), responseCookies: cookies };
    c.header('Cache-Control', 'no-store');
    try {
      await confirmLearnerEmail(ctx, c.req.query('token'));
    } catch (err) {
      if (err instanceof LinkError) return c.redirect(`/account/link?purpose=confirm&problem=${err.problem}`, 303);
      throw err;
    }
    for (const value of cookies) c.header('Set-Cookie', value, { append: true });
    // Back where the learner was going when they signed up (a job's application form), else My account.
    const returnTo = confirmationReturnTo(c.req.query('returnTo'));
    if (returnTo) {
      const target = new URL(returnTo, 'http://this.site');
      target.searchParams.set('confirmed', '1');
      return c.redirect(`${target.pathname}${target.search}${target.hash}`, 303);
    }
    return c.redirect('/account?confirmed=1', 303);
  });
  return pages;
}
