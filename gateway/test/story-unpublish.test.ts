// A published success story can be taken off the site and kept as a draft (unpublishStory): a placed learner who
// withdraws their consent, or a story to correct (found by a data-lifecycle audit: only deleting it was possible).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const UNPUBLISH = 'mutation ($id: ID!) { unpublishStory(id: $id) { id published } }';
const PUBLISH = 'mutation ($id: ID!) { publishStory(id: $id) { id published } }';
const PUBLIC = 'query ($slug: String) { story(slug: $slug) { id } stories(first: 100) { edges { node { slug } } } }';

it('takes the story off the public list and its page, once, and Publish puts it back', async () => {
  const slug = `consent-withdrawn-${Date.now()}`;
  const story = await t.db.prisma.story.create({ data: { title: 'Placed at Konkan Labs', slug, storyImage: '/s.png', studentName: 'Asha K' } });
  const seen = async () => {
    const answer = await t.gql<{ story: { id: string } | null; stories: { edges: { node: { slug: string } }[] } }>(PUBLIC, { slug });
    return { page: answer.data!.story !== null, listed: answer.data!.stories.edges.some((e) => e.node.slug === slug) };
  };
  expect(await seen()).toEqual({ page: true, listed: true });

  // Anonymous callers may not; sent twice at once by staff, it changes (and is audited) once.
  expect((await t.gql(UNPUBLISH, { id: story.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await t.gql(UNPUBLISH, { id: story.id }, await t.tokenFor('USER'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  takeConsoleErrors();
  expect(await seen()).toEqual({ page: true, listed: true });
  const answers = await Promise.all([t.gql<{ unpublishStory: { published: boolean } }>(UNPUBLISH, { id: story.id }, editor), t.gql<{ unpublishStory: { published: boolean } }>(UNPUBLISH, { id: story.id }, editor)]);
  for (const answer of answers) expect(answer.data?.unpublishStory.published).toBe(false);
  expect(await seen()).toEqual({ page: false, listed: false });
  expect(await t.db.prisma.auditEntry.count({ where: { entityId: story.id, action: 'update' } })).toBe(1);
  expect(await t.db.prisma.story.count({ where: { id: story.id } })).toBe(1);

  expect((await t.gql<{ publishStory: { published: boolean } }>(PUBLISH, { id: story.id }, editor)).data?.publishStory.published).toBe(true);
  expect(await seen()).toEqual({ page: true, listed: true });
  expect((await t.gql(UNPUBLISH, { id: 'no-such-story' }, editor)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
