// The legacy /api/v1/story contract (SPEC section 7) on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const story = { title: 'From intern to analyst', storyImage: '/uploads/abc123.png', storyContent: '<p>It worked.</p>', slug: 'intern-to-analyst' };

describe('story routes', () => {
  it('creates a story with title, storyImage, storyContent and slug', async () => {
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: story });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String), story: { ...story, storyId: expect.any(String) } });
  });

  it('makes a unique slug from the title when none is sent', async () => {
    const first = await (await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: { title: 'Café to Code!', storyImage: 'https://img.example/a.jpg' } })).json();
    const second = await (await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: { title: 'Café to Code!', storyImage: 'https://img.example/a.jpg' } })).json();
    expect(first.story.slug).toBe('cafe-to-code');
    expect(second.story.slug).toMatch(/^cafe-to-code-[0-9a-f]{6}$/);
  });

  it('refuses a slug that is taken with 409', async () => {
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: { ...story, title: 'Other' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'A story with this slug already exists' });
  });

  it('updates by storyId', async () => {
    const created = await t.db.prisma.story.create({ data: { title: 'Old', slug: 'old-title', storyImage: '/uploads/x.png' } });
    const res = await t.fetch('/api/v1/story/update-story', {
      method: 'PUT',
      token: editor,
      json: { storyId: created.id, title: 'New', storyImage: '/uploads/y.png', storyContent: '<p>new</p>', slug: 'new-title' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    expect(await t.db.prisma.story.findUnique({ where: { id: created.id } })).toMatchObject({ title: 'New', slug: 'new-title', storyContent: '<p>new</p>' });
  });

  it('answers 400 without storyId and 404 for an unknown one', async () => {
    const missing = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { title: 'x' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Story ID is required');
    const unknown = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { storyId: 'nope', title: 'x' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Story not found' });
  });

  it('deletes by storyId', async () => {
    const created = await t.db.prisma.story.create({ data: { title: 'Gone', slug: 'gone-soon', storyImage: '/uploads/x.png' } });
    const res = await t.fetch('/api/v1/story/delete-story', { method: 'DELETE', token: editor, json: { storyId: created.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, storyId: created.id });
    expect(await t.db.prisma.story.count({ where: { id: created.id } })).toBe(0);
    const again = await t.fetch('/api/v1/story/delete-story', { method: 'DELETE', token: editor, json: { storyId: created.id } });
    expect(again.status).toBe(404);
  });
});

describe('story post dates', () => {
  it.each(['-010000-01-01T00:00:00Z', '1850-01-01', '2301-01-01', 'not a date'])('refuses %s with 400, not a database error', async (postDate) => {
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: { title: `Dated ${postDate}`, storyImage: '/uploads/x.png', postDate } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Post date must be/);
  });
});
