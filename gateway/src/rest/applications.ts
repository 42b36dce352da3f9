// Applications over HTTP where GraphQL does not fit (issue 28): applying with a new CV file, the learner's copy of a CV
// sent, the application form posted without JavaScript, and Apply Now of a job applied to elsewhere (counted).
//   POST /api/v1/jobs/:id/applications           multipart (fields phone, note, cv: file, cvChoice ON_FILE|UPLOAD|NONE,
//                                                  keepCvOnFile) or JSON ({ phone, note, cv: ON_FILE|NONE }): 201
//                                                  { success, message, application }; the signed-in learner, same-site
//   GET  /api/v1/account/applications/:id/cv     the CV sent with one of the learner's applications, as a download
//   POST /jobs/:id/apply                         the page's form without JavaScript: 303 to /jobs/:id/apply?sent=1, or
//                                                  ?problem=<kind> (never what was typed)
//   GET  /jobs/:id/apply-elsewhere               counts the click, 302 to the job's URL or a mail to its address (an
//                                                  open job applied to elsewhere), else 303 to the job's page
import { Hono, type Context } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppEnv } from '../http/env.js';
import { fromThisSite } from '../http/lead-form.js';
import {
  ALREADY_APPLIED,
  APPLIES_ELSEWHERE,
  applyToJob,
  CONFIRM_TO_APPLY,
  CV_MISSING,
  NO_CV_ON_FILE,
  NOT_ACCEPTING,
  readMyApplicationCv,
  recordExternalApplyClick,
  type ApplicationUpload,
} from '../services/applications.js';
import type { AuthSettings, ServiceContext } from '../services/context.js';
import { badInput, ServiceError } from '../services/errors.js';
import { CV_MAX_BYTES, CV_TOO_LARGE } from '../services/learner-cv.js';
import { learnerFromCookie } from '../services/learners.js';
import { isChecked } from '../services/validation.js';
import { jsonBody } from './json-body.js';
import { fileDownload } from './download.js';
import { readMultipart, unreadableMultipart } from './multipart.js';

/** A multipart body may be a little larger than the CV in it. */
export const APPLICATION_BODY_LIMIT = CV_MAX_BYTES + 64 * 1024;
/** The REST path of an application (its body limit is the CV's, not the API's 1 MB). */
export const APPLICATION_API_PATH = /^\/api\/v1\/jobs\/[^/]+\/applications$/;

const CROSS_SITE = 'This request can only be sent from our own pages.';

interface ApplicationForm {
  fields: Record<string, string>;
  file: ApplicationUpload | null;
}

/**
 * An application form's fields and its optional "cv" file (`readMultipart`: at most 5 MB, 413 beyond; an empty file
 * input is no file).
 */
export function readApplicationForm(request: Request): Promise<ApplicationForm> {
  return readMultipart(request, { field: 'cv', maxBytes: CV_MAX_BYTES, tooLarge: CV_TOO_LARGE, what: 'application' });
}


/**
 * Applies with a parsed form or JSON body: a file sent goes with it; otherwise the CV choice (`cvChoice`, or `cv`) is
 * checked by the one application rule (validation.ts: ON_FILE when left out, anything unknown refused), never guessed.
 */
function applyWithForm(ctx: ServiceContext, jobId: string, form: { fields: Record<string, unknown>; file: ApplicationForm['file'] }) {
  const { fields, file } = form;
  const cv = file ? 'UPLOAD' : (fields.cvChoice ?? fields.cv);
  return applyToJob(ctx, jobId, { phone: fields.phone ?? '', note: fields.note ?? '', cv }, file, { keepCvOnFile: isChecked(fields.keepCvOnFile) });
}

/** Under /api/v1 (the services context is set by the app). */
export function applicationApiRoutes(publicUrl: string): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/jobs/:id/applications', async (c) => {
    if (!fromThisSite(c.req.raw.headers, new URL(c.req.url), publicUrl)) throw new ServiceError('FORBIDDEN', CROSS_SITE);
    const ctx = c.var.services;
    if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', 'Sign in to your learner account to do this.');
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    let form: Parameters<typeof applyWithForm>[2];
    if (type.startsWith('multipart/form-data')) form = await readApplicationForm(c.req.raw);
    else if (type.startsWith('application/json')) form = { fields: await jsonBody(c), file: null };
    else throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', 'Send the application as multipart/form-data (fields phone, note and a file "cv") or as JSON');
    const application = await applyWithForm(ctx, c.req.param('id'), form);
    return c.json({ success: true, message: 'Application sent', application }, 201);
  });
  api.get('/account/applications/:id/cv', async (c) => fileDownload(c, await readMyApplicationCv(c.var.services, c.req.param('id'))));
  return api;
}

/** Why the form posted without JavaScript was refused, as the apply page names it (`?problem=`). */
export function applyProblem(err: unknown): string {
  if (!(err instanceof ServiceError)) throw err;
  switch (err.code) {
    case 'UNAUTHENTICATED':
      return 'signin';
    case 'FORBIDDEN':
      return err.message === CONFIRM_TO_APPLY ? 'unconfirmed' : 'cross-site';
    case 'CONFLICT':
      return err.message === ALREADY_APPLIED ? 'already-applied' : err.message === APPLIES_ELSEWHERE ? 'elsewhere' : err.message === NOT_ACCEPTING ? 'closed' : 'conflict';
    case 'PAYLOAD_TOO_LARGE':
      return 'cv-size';
    case 'TOO_MANY_REQUESTS':
      return 'throttled';
    case 'NOT_FOUND':
      return 'not-found';
    case 'BAD_USER_INPUT': {
      const field = (err as { fields?: { field: string }[] }).fields?.[0]?.field ?? err.field;
      if (field === 'phone') return 'phone';
      if (field === 'note') return 'note';
      if (err.message === NO_CV_ON_FILE) return 'no-cv';
      if (err.message === CV_MISSING) return 'cv-missing';
      if (field === 'cv') return 'cv-type';
      return 'unreadable';
    }
    default:
      return 'unreadable';
  }
}

/** The form without JavaScript and the counted Apply Now of jobs applied to elsewhere (before the web app's routes). */
export function applicationPageRoutes(deps: { prisma: PrismaClient; auth: AuthSettings; publicUrl: string }): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  pages.post('/jobs/:id/apply', async (c) => {
    c.header('Cache-Control', 'no-store');
    const jobId = c.req.param('id');
    const back = (query: string) => c.redirect(`/jobs/${encodeURIComponent(jobId)}/apply?${query}`, 303);
    if (!fromThisSite(c.req.raw.headers, new URL(c.req.url), deps.publicUrl)) return back('problem=cross-site');
    const length = c.req.header('content-length');
    if (length && /^\d+$/.test(length) && Number(length) > APPLICATION_BODY_LIMIT) {
      // Not read: the connection closes after this answer rather than carry the unread bytes.
      c.header('Connection', 'close');
      return back('problem=cv-size');
    }
    const ctx: ServiceContext = {
      prisma: deps.prisma,
      auth: deps.auth,
      clientAddress: c.get('clientAddress'),
      viewer: null,
      learner: await learnerFromCookie(deps.prisma, deps.auth, c.req.header('cookie')),
      publicUrl: deps.publicUrl,
    };
    try {
      if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', 'Sign in first');
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw unreadableMultipart('application');
      await applyWithForm(ctx, jobId, await readApplicationForm(c.req.raw));
    } catch (err) {
      const problem = applyProblem(err);
      if (problem === 'not-found') return c.redirect(`/jobs/${encodeURIComponent(jobId)}`, 303);
      if (problem === 'cv-size') c.header('Connection', 'close');
      return back(`problem=${problem}`);
    }
    return back('sent=1');
  });
  pages.get('/jobs/:id/apply-elsewhere', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const jobId = c.req.param('id');
    const target = await recordExternalApplyClick(deps.prisma, jobId);
    if (!target) return c.redirect(`/jobs/${encodeURIComponent(jobId)}`, 303);
    return c.redirect(target, 302);
  });
  return pages;
}
