// Comments on placement stories: public submit, shown only after approval, moderation by ADMIN/EDITOR.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANONYMOUS_COMMENT_AUTHOR, COMMENT_RECEIVED } from '../src/services/comments.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let storyId: string;
beforeAll(async () => {
  t = await startTestApp();
  storyId = (await t.db.prisma.story.create({ data: { title: 'Commented', slug: 'commented', storyImage: '/uploads/x.png' } })).id;
});
afterAll(() => t.close());

const ADD = 'mutation ($s: ID!, $b: String!, $n: String) { addStoryComment(storyId: $s, body: $b, authorName: $n) { id message } }';
const STORY = 'query ($id: ID!) { story(id: $id) { comments { id body authorName } } }';
const from = (address: string) => ({ 'x-forwarded-for': address });

async function add(body: string, address: string, s = storyId) {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query: ADD, variables: { s, b: body, n: 'Asha' } }, headers: from(address) });
  return res.json() as Promise<{ data?: { addStoryComment: { id: string; message: string } }; errors?: { message: string; extensions: { code: string } }[] }>;
}

it('stores a comment as pending: not shown until a moderator approves it', async () => {
  const added = await add('Congratulations, well deserved!', '10.1.0.1');
  expect(added.data?.addStoryComment.message).toBe(COMMENT_RECEIVED);
  const id = added.data!.addStoryComment.id;
  expect((await t.gql<{ story: { comments: unknown[] } }>(STORY, { id: storyId })).data?.story.comments).toEqual([]);

  const editor = await t.tokenFor('EDITOR');
  const pending = await t.gql<{ pendingStoryComments: { id: string; storyTitle: string }[] }>('{ pendingStoryComments { id storyTitle body } }', {}, editor);
  expect(pending.data?.pendingStoryComments).toContainEqual(expect.objectContaining({ id, storyTitle: 'Commented' }));

  await t.gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id }, editor);
  expect((await t.gql<{ story: { comments: unknown[] } }>(STORY, { id: storyId })).data?.story.comments).toEqual([
    { id, body: 'Congratulations, well deserved!', authorName: 'Asha' },
  ]);
});

it('keeps comments as plain text and refuses empty or over-long ones', async () => {
  const html = await add('<b>bold</b><script>x</script>', '10.1.0.2');
  const row = await t.db.prisma.storyComment.findUniqueOrThrow({ where: { id: html.data!.addStoryComment.id } });
  expect(row.body).toBe('<b>bold</b><script>x</script>'); // stored verbatim, rendered as text
  expect((await add('   ', '10.1.0.2')).errors?.[0]).toMatchObject({ message: 'Please write a comment', extensions: { code: 'BAD_USER_INPUT' } });
  expect((await add('x'.repeat(1001), '10.1.0.2')).errors?.[0]?.message).toBe('Comments must be at most 1000 characters');
  expect((await add('Hello', '10.1.0.2', 'no-such-story')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
});

it('limits each address to 5 comments in 10 minutes', async () => {
  for (let i = 0; i < 5; i++) expect((await add(`Comment ${i}`, '10.1.0.3')).errors).toBeUndefined();
  expect((await add('One too many', '10.1.0.3')).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  expect((await add('Someone else', '10.1.0.4')).errors).toBeUndefined();
});

it('lets moderators delete a comment, and nobody else moderate', async () => {
  const id = (await add('Spam spam spam', '10.1.0.5')).data!.addStoryComment.id;
  const anon = await t.gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id });
  expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const user = await t.gql('{ pendingStoryComments { id } }', {}, await t.tokenFor('USER'));
  expect(user.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const admin = await t.tokenFor('ADMIN');
  await t.gql('mutation ($id: ID!) { deleteStoryComment(id: $id) { id } }', { id }, admin);
  expect(await t.db.prisma.storyComment.count({ where: { id } })).toBe(0);
  const again = await t.gql('mutation ($id: ID!) { deleteStoryComment(id: $id) { id } }', { id }, admin);
  expect(again.errors?.[0]).toMatchObject({ message: 'Comment not found', extensions: { code: 'NOT_FOUND' } });
});

it('labels a comment left without a name "Anonymous visitor", for the public and for moderators', async () => {
  const anonymous = async (name: string | null, address: string) => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: ADD, variables: { s: storyId, b: `From ${address}`, n: name } }, headers: from(address) });
    return ((await res.json()) as { data: { addStoryComment: { id: string } } }).data.addStoryComment.id;
  };
  const noName = await anonymous(null, '10.1.0.6');
  const blankName = await anonymous('   ', '10.1.0.7');
  const named = (await add('Signed comment', '10.1.0.8')).data!.addStoryComment.id;

  const editor = await t.tokenFor('EDITOR');
  const pending = await t.gql<{ pendingStoryComments: { id: string; authorName: string; authorLabel: string }[] }>(
    '{ pendingStoryComments { id authorName authorLabel } }',
    {},
    editor,
  );
  const byId = new Map(pending.data!.pendingStoryComments.map((c) => [c.id, c]));
  expect(byId.get(noName)).toEqual({ id: noName, authorName: '', authorLabel: ANONYMOUS_COMMENT_AUTHOR });
  expect(byId.get(blankName)).toEqual({ id: blankName, authorName: '', authorLabel: 'Anonymous visitor' });
  expect(byId.get(named)).toEqual({ id: named, authorName: 'Asha', authorLabel: 'Asha' });

  // What approving answers (the moderation screen's message names the author from it).
  const approved = await t.gql<{ approveStoryComment: { authorLabel: string } }>('mutation ($id: ID!) { approveStoryComment(id: $id) { authorLabel } }', { id: noName }, editor);
  expect(approved.data?.approveStoryComment.authorLabel).toBe('Anonymous visitor');
  await t.gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id: named }, editor);

  const story = await t.gql<{ story: { comments: { id: string; authorLabel: string }[] } }>('query ($id: ID!) { story(id: $id) { comments { id authorLabel } } }', { id: storyId });
  expect(story.data?.story.comments.filter((c) => c.id === noName || c.id === named)).toEqual([
    { id: noName, authorLabel: 'Anonymous visitor' },
    { id: named, authorLabel: 'Asha' },
  ]);
});
