// The legacy /api/v1 contract (SPEC section 7): paths, field names and answer shapes kept exactly, over the same
// services as GraphQL. Writes need `Authorization: Bearer <token>`.
import { Hono, type Context } from 'hono';
import type { JobPost, Story } from '../generated/prisma/client.js';
import { adminLogin, changeOwnPassword, signOut } from '../services/auth.js';
import { cacheKey, preparePage, sendCached, type PageCache } from '../cache/page-cache.js';
import { RESPONSE_CACHE_HEADER } from '../cache/graphql-answers.js';
import { listJobPostNumberedPage } from '../services/job-search.js';
import { createJobPost, deleteJobPost, updateJobPost } from '../services/jobs.js';
import { createStory, deleteStory, updateStory } from '../services/stories.js';
import { normaliseLegacyJobInput } from '../services/validation.js';
import { readStoredSalary } from '../services/salary.js';
import type { AppEnv } from '../http/env.js';
import { jsonBody } from './json-body.js';

/**
 * A job post as the legacy client reads it: `_id`, lower-case company fields, salary as text (as visitors see it),
 * then the fields added since (status, closing date, experience, skills, how to apply), which it may ignore.
 */
export function toLegacyJob(job: JobPost) {
  return {
    _id: job.id,
    title: job.title,
    companyname: job.companyname,
    companylogo: job.companylogo,
    location: job.location,
    salary: readStoredSalary(job.salary).display,
    content: job.content,
    category: job.category,
    employmentType: job.employmentType,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    status: job.status,
    closesAt: job.closesAt?.toISOString() ?? null,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    skills: job.skills,
    applyMethod: job.applyMethod,
    applyUrl: job.applyUrl,
    applyEmail: job.applyEmail,
  };
}

export function toLegacyStory(story: Story) {
  return {
    storyId: story.id,
    title: story.title,
    storyImage: story.storyImage,
    storyContent: story.storyContent,
    slug: story.slug,
    studentName: story.studentName,
    companyName: story.companyName,
    role: story.role,
    placementPackage: story.placementPackage,
    companyLogo: story.companyLogo,
    postDate: story.postDate.toISOString(),
    createdAt: story.createdAt.toISOString(),
  };
}

/** DELETE bodies are optional in HTTP: the id may come in the JSON body or the query string. */
async function idFrom(c: Context<AppEnv>, ...names: string[]): Promise<unknown> {
  const body = await jsonBody(c);
  for (const name of names) {
    if (body[name] !== undefined && body[name] !== null && body[name] !== '') return body[name];
    const fromQuery = c.req.query(name);
    if (fromQuery) return fromQuery;
  }
  return undefined;
}

/** `cache`: where anonymous list answers are kept until the content changes (none: every answer is read afresh). */
export function legacyRoutes(cache?: PageCache): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post('/admin/auth/login', async (c) => {
    const result = await adminLogin(c.var.services, await jsonBody(c));
    if (!result.success) return c.json({ success: false, message: result.message }, 401);
    return c.json({ success: true, message: result.message, data: { accessToken: result.accessToken } });
  });

  // Beyond the legacy contract: sign-out and a password change for the token sent.
  api.post('/admin/auth/logout', async (c) => {
    const ended = await signOut(c.var.services);
    if (!ended) return c.json({ success: false, message: 'Sign in as an administrator to do this.' }, 401);
    return c.json({ success: true, message: 'Signed out' });
  });

  api.post('/admin/auth/change-password', async (c) => {
    const { accessToken } = await changeOwnPassword(c.var.services, await jsonBody(c));
    return c.json({ success: true, message: 'Password changed', data: { accessToken } });
  });

  // One page of the list (docs/api.md): newest first, ?limit= (default 100, at most 200) and ?page=, the same filters
  // as GraphQL's jobPosts. `total`, `page`, `limit` and `pages` sit beside `jobs`, so the legacy shape still reads.
  // Anonymous answers come from the response cache until the content changes.
  api.get('/job-post/get-jobposts', async (c) => {
    const url = new URL(c.req.url);
    const key = cacheKey(url);
    const cacheable = cache && !c.req.header('authorization');
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) return sendCached(c, cached, RESPONSE_CACHE_HEADER, 'hit');
    const generation = cache?.currentGeneration ?? 0;
    const q = (name: string) => c.req.query(name);
    const result = await listJobPostNumberedPage(
      c.var.services,
      { search: q('search'), category: q('category'), location: q('location'), employmentType: q('employmentType'), salaryMin: q('salaryMin'), salaryMax: q('salaryMax'), sort: q('sort') },
      { page: q('page'), limit: q('limit') },
    );
    const body = JSON.stringify({ success: true, jobs: result.jobs.map(toLegacyJob), total: result.total, page: result.page, limit: result.limit, pages: result.pages });
    const answer = preparePage(200, body, undefined, 'application/json; charset=utf-8');
    if (cacheable) cache.set(key, answer, generation);
    return sendCached(c, answer, RESPONSE_CACHE_HEADER, cacheable ? 'miss' : 'bypass');
  });

  api.post('/job-post/create-job-post', async (c) => {
    const job = await createJobPost(c.var.services, normaliseLegacyJobInput(await jsonBody(c)));
    return c.json({ success: true, message: 'Job post created successfully', job: toLegacyJob(job) }, 201);
  });

  api.put('/job-post/update-job-post', async (c) => {
    // baseVersion (optional): the job's version the client read; a job saved since answers 409 and nothing changes.
    const { baseVersion, ...body } = await jsonBody(c);
    const job = await updateJobPost(c.var.services, body.jobPostId ?? body._id ?? body.id, normaliseLegacyJobInput(body), baseVersion);
    return c.json({ success: true, message: 'Job post updated successfully', job: toLegacyJob(job) });
  });

  api.delete('/job-post/delete-job-post', async (c) => {
    const job = await deleteJobPost(c.var.services, await idFrom(c, 'jobPostId', '_id', 'id'));
    return c.json({ success: true, message: 'Job post deleted successfully', jobPostId: job.id });
  });

  api.post('/story/create-story', async (c) => {
    const story = await createStory(c.var.services, await jsonBody(c));
    return c.json({ success: true, message: 'Story created successfully', story: toLegacyStory(story) }, 201);
  });

  api.put('/story/update-story', async (c) => {
    // baseUpdatedAt (optional): the story's updatedAt the client read; a story saved since answers 409.
    const { storyId, baseUpdatedAt, ...fields } = await jsonBody(c);
    const story = await updateStory(c.var.services, storyId, fields, baseUpdatedAt);
    return c.json({ success: true, message: 'Story updated successfully', story: toLegacyStory(story) });
  });

  api.delete('/story/delete-story', async (c) => {
    const story = await deleteStory(c.var.services, await idFrom(c, 'storyId'));
    return c.json({ success: true, message: 'Story deleted successfully', storyId: story.id });
  });

  api.notFound((c) => c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  return api;
}

