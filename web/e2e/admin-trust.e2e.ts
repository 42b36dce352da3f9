// Trust in the admin area, in real Chromium against the built app: a deleted job comes back with Undo and from the
// trash page, the audit log shows who did it, Logout ends the token on the server, and a password change works.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, ADMIN, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  token = await apiToken(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function createJob(title: string): Promise<string> {
  const answer = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }',
    { i: { title, companyname: 'Trust Labs', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '400000' } },
    token,
  );
  return answer.data!.createJobPost.id;
}
const publicJob = async (id: string) =>
  (await graphqlRequest<{ jobPost: { id: string } | null }>(server.url, 'query ($id: ID!) { jobPost(id: $id) { id } }', { id })).data!.jobPost;

describe('deleting and bringing back', () => {
  it('a deleted job disappears from the site, Undo in the notification brings it back, and the audit log tells who', async () => {
    const id = await createJob('Undo Me Engineer');
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    const row = page.getByRole('row', { name: /Undo Me Engineer/ });
    await row.getByRole('button', { name: 'Delete Undo Me Engineer' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('It stays in the trash until it is purged.').waitFor();
    await expect.poll(() => publicJob(id)).toBeNull();
    expect((await fetch(`${server.url}/jobs/${id}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('“Undo Me Engineer” is back.').waitFor();
    await page.getByRole('row', { name: /Undo Me Engineer/ }).waitFor();
    expect(await publicJob(id)).toEqual({ id });
    expect((await fetch(`${server.url}/jobs/${id}`)).status).toBe(200);

    await page.goto(`${server.url}/admin/audit?type=JobPost`);
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.waitFor();
    for (const action of ['Created', 'Deleted', 'Restored']) {
      await log.getByRole('row').filter({ hasText: action }).filter({ hasText: ADMIN.username }).first().waitFor();
    }
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('the trash page restores a deleted job and deletes another for good', async () => {
    const kept = await createJob('Trash Page Keeper');
    const gone = await createJob('Trash Page Goner');
    for (const id of [kept, gone]) await graphqlRequest(server.url, 'mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, token);
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/trash`);
    const trash = page.getByRole('table', { name: 'Trash' });
    await trash.getByRole('row', { name: /Trash Page Keeper/ }).getByRole('button', { name: /^Restore/ }).click();
    await page.getByText(/“Trash Page Keeper \(Trust Labs\)” is back\./).waitFor();
    expect(await publicJob(kept)).toEqual({ id: kept });

    await trash.getByRole('row', { name: /Trash Page Goner/ }).getByRole('button', { name: /^Delete for good: Trash Page Goner/ }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('can no longer be restored.').waitFor();
    await expect.poll(() => trash.getByRole('row', { name: /Trash Page Goner/ }).count()).toBe(0);
    const undo = await graphqlRequest(server.url, 'mutation ($id: ID!) { undoDelete(entity: "JobPost", id: $id) { entityId } }', { id: gone }, token);
    expect(undo.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('sessions', () => {
  it('Logout ends the token on the server, not only in this browser', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    const stored = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(stored).toBeTruthy();
    const me = async () => (await graphqlRequest<{ me: { username: string } | null }>(server.url, '{ me { username } }', {}, stored!)).data?.me ?? null;
    expect(await me()).toEqual({ username: ADMIN.username });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await expect.poll(me).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('a session ended elsewhere while a job is being written keeps the form: sign in again, then Save', async () => {
    const username = `resume-${Date.now()}`;
    await createStaffUser(server.url, token, { name: 'Resuming Editor', email: `${username}@example.com`, username, password: 'resume-password-1', role: 'EDITOR' });
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url, username, 'resume-password-1');
    await page.goto(`${server.url}/admin/job-posting`);
    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('dialog', { name: 'Add Job' });
    await form.getByRole('textbox', { name: 'Job title' }).fill('Written Before The Session Ended');
    await form.getByRole('textbox', { name: 'Company name' }).fill('Resume Labs');
    await form.getByRole('textbox', { name: 'Location' }).fill('Pune');
    await form.getByRole('textbox', { name: 'Salary' }).fill('6 LPA');

    // Signed out on another device: this browser's token is ended on the server.
    const stored = await page.evaluate(() => localStorage.getItem('adminToken'));
    await graphqlRequest(server.url, 'mutation { adminLogout }', {}, stored!);
    await form.getByRole('button', { name: 'Save Job' }).click();
    const again = page.getByRole('dialog', { name: 'Your session has ended' });
    await again.waitFor();
    expect(await form.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe('Written Before The Session Ended');
    await again.locator('input[type=password]').fill('resume-password-1');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Save Job' }).click();
    await form.waitFor({ state: 'detached' });
    const jobs = await graphqlRequest<{ jobPosts: { edges: { node: { title: string } }[] } }>(server.url, '{ jobPosts(first: 50, search: "Written Before") { edges { node { title } } } }', {}, token);
    expect(jobs.data?.jobPosts.edges.map((e) => e.node.title)).toContain('Written Before The Session Ended');
    // The refused save was a 200 GraphQL answer with an error, which Chromium does not log; nothing else failed.
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('changing one’s password: a wrong current password is shown under its field; the right one signs other devices out', async () => {
    const username = `pw-${Date.now()}`;
    await createStaffUser(server.url, token, { name: 'Password Changer', email: `${username}@example.com`, username, password: 'first-password-123', role: 'EDITOR' });
    const elsewhere = await apiToken(server.url, username, 'first-password-123');
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url, username, 'first-password-123');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    // Mantine's label ends with the required mark: the first of the two "New password" fields.
    await dialog.getByLabel('New password').first().fill('second-password-456');
    await dialog.getByLabel('New password again').fill('second-password-456');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();

    await dialog.getByLabel('Current password').fill('first-password-123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Other devices signed in to this account have been signed out.').waitFor();
    // This browser carries on (with its new token); the other device's token is refused.
    await page.goto(`${server.url}/admin/job-posting`);
    await page.getByRole('table', { name: 'Job Postings' }).waitFor();
    const other = await graphqlRequest<{ me: unknown }>(server.url, '{ me { username } }', {}, elsewhere);
    expect(other.data?.me).toBeNull();
    await apiToken(server.url, username, 'second-password-456');
    // The refused attempt was a 200 GraphQL answer with an error, which Chromium does not log; nothing else failed.
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
