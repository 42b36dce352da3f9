// The legacy /api/v1/job-post contract (SPEC section 7), row by row, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

const validJob = {
  title: 'Backend Developer',
  companyname: 'Acme Pune',
  companylogo: 'https://cdn.example.com/acme.png',
  location: 'Pune',
  salary: '₹6.5 LPA',
  content: '<p>Build <strong>APIs</strong></p>',
};

describe('POST /api/v1/job-post/create-job-post', () => {
  it('creates a job and answers {success, message} with the legacy fields', async () => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: validJob, token: admin });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.job).toMatchObject({ ...validJob, _id: expect.any(String), createdAt: expect.any(String) });
    expect(await t.db.prisma.jobPost.count({ where: { id: body.job._id } })).toBe(1);
  });

  it('accepts the alternate names company, companyLogo and description, and a numeric salary', async () => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', {
      method: 'POST',
      token: admin,
      json: { title: 'Alt names', company: 'Beta Ltd', companyLogo: 'https://x.example/b.png', location: 'Mumbai', salary: 420000, description: '<p>Hi</p>' },
    });
    expect(res.status).toBe(201);
    const { job } = await res.json();
    expect(job).toMatchObject({ companyname: 'Beta Ltd', companylogo: 'https://x.example/b.png', salary: '₹4.2 LPA', content: '<p>Hi</p>' });
  });

  it('reads the salary with the same rules as GraphQL: lakhs, ranges and monthly pay, stored as visitors see them (issue 26)', async () => {
    for (const [typed, shown] of [['6.5 LPA', '₹6.5 LPA'], ['4–6 LPA', '₹4–6 LPA'], ['₹35,000 / month', '₹35,000 / month'], [650000, '₹6.5 LPA']] as const) {
      const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...validJob, salary: typed }, token: admin });
      expect(res.status).toBe(201);
      expect((await res.json()).job.salary).toBe(shown);
    }
  });

  it.each(['6.5', 'Negotiable', '8-6 LPA'])('answers 400 {success:false, message} naming the accepted forms for the salary %s, and stores nothing', async (salary) => {
    const before = await t.db.prisma.jobPost.count();
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...validJob, salary }, token: admin });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/LPA/);
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it.each(['title', 'companyname', 'companylogo', 'location', 'salary'])('answers 400 "Please fill out all required fields" without %s', async (field) => {
    const before = await t.db.prisma.jobPost.count();
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, [field]: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Please fill out all required fields' });
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });
});

describe('GET /api/v1/job-post/get-jobposts', () => {
  it('answers {success, jobs[]} newest first with _id and salary as a string', async () => {
    const res = await t.fetch('/api/v1/job-post/get-jobposts');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.jobs.length).toBeGreaterThanOrEqual(2);
    for (const job of body.jobs) {
      expect(Object.keys(job)).toEqual(expect.arrayContaining(['_id', 'title', 'companyname', 'companylogo', 'location', 'salary', 'content', 'createdAt']));
      expect(typeof job.salary).toBe('string');
    }
    const times = body.jobs.map((j: { createdAt: string }) => Date.parse(j.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('PUT /api/v1/job-post/update-job-post', () => {
  it('updates by jobPostId (as a string) and answers {success, message}', async () => {
    const created = await t.db.prisma.jobPost.create({ data: { ...validJob, title: 'Before' } });
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: created.id, ...validJob, title: 'After' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await t.db.prisma.jobPost.findUnique({ where: { id: created.id } }))?.title).toBe('After');
  });

  it('accepts _id or id in place of jobPostId', async () => {
    const created = await t.db.prisma.jobPost.create({ data: validJob });
    for (const key of ['_id', 'id']) {
      const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { [key]: created.id, location: `Via ${key}` } });
      expect(res.status).toBe(200);
      expect((await t.db.prisma.jobPost.findUnique({ where: { id: created.id } }))?.location).toBe(`Via ${key}`);
    }
  });

  it('answers 400 "Job ID is required for update" without an id', async () => {
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: validJob });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'Job ID is required for update' });
  });

  it('answers 404 for an unknown id and writes nothing', async () => {
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: 'does-not-exist', ...validJob } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Job post not found' });
  });

  it('refuses a required field sent empty', async () => {
    const created = await t.db.prisma.jobPost.create({ data: validJob });
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: created.id, title: '  ' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please fill out all required fields');
    expect((await t.db.prisma.jobPost.findUnique({ where: { id: created.id } }))?.title).toBe(validJob.title);
  });
});

describe('DELETE /api/v1/job-post/delete-job-post', () => {
  it('deletes by jobPostId in the body, or _id / id', async () => {
    for (const key of ['jobPostId', '_id', 'id']) {
      const created = await t.db.prisma.jobPost.create({ data: validJob });
      const res = await t.fetch('/api/v1/job-post/delete-job-post', { method: 'DELETE', token: admin, json: { [key]: created.id } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect(await t.db.prisma.jobPost.count({ where: { id: created.id } })).toBe(0);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.fetch('/api/v1/job-post/delete-job-post', { method: 'DELETE', token: admin, json: { jobPostId: 'nope' } });
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });

  it('answers 400 without an id', async () => {
    const res = await t.fetch('/api/v1/job-post/delete-job-post', { method: 'DELETE', token: admin, json: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Job ID is required for deletion');
  });
});
