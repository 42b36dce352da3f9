// The admin area's content screens in real Chromium against the built app on a fresh database: job postings (with
// the rich-text editor), success stories (with an uploaded image) and their comments, users and settings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, pngImage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function jobByTitle(title: string) {
  const answer = await graphqlRequest<{ jobPosts: { edges: { node: { id: string; title: string; content: string; salary: string; category: string | null; companylogo: string } }[] } }>(
    server.url,
    'query ($s: String) { jobPosts(first: 5, search: $s) { edges { node { id title content salary category companylogo } } } }',
    { s: title },
  );
  return answer.data!.jobPosts.edges.map((e) => e.node).find((j) => j.title === title) ?? null;
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('job postings', () => {
  it('creates a job with bold text and a link, edits it and deletes it', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    const table = page.getByRole('table', { name: 'Job Postings' });
    await table.waitFor();
    for (const header of ['ID', 'Title', 'Company', 'Location', 'Posted Date', 'Actions']) {
      expect(await table.getByRole('columnheader', { name: header, exact: true }).count(), header).toBe(1);
    }

    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await dialog.waitFor();
    // A new job starts with the placeholder logo, and the preview shows it.
    const logoInput = dialog.getByRole('textbox', { name: 'Company logo URL' });
    const defaultLogo = await logoInput.inputValue();
    expect(defaultLogo).toBe('/logos/company-placeholder.svg');
    await expect.poll(() => dialog.getByTestId('logo-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Required fields are checked first.
    await dialog.getByRole('button', { name: 'Save Job' }).click();
    await dialog.getByText('Please fill out all required fields').waitFor();

    await dialog.getByRole('textbox', { name: 'Job title' }).fill('E2E Data Engineer');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Journey Labs');
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Pune');
    await dialog.getByRole('textbox', { name: 'Salary' }).fill('6.5 LPA');
    await choose(page, 'Category', 'Technology');

    // The description: bold text by keyboard shortcut, then a link (an unsafe one is refused first).
    const editor = dialog.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Build pipelines with ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Spark and SQL');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('. Apply here');
    await expect.poll(() => editor.innerText()).toBe('Build pipelines with Spark and SQL. Apply here');
    // Select "Apply here" with the keyboard at a person's pace: each press is applied before the next (on a busy
    // machine Slate can otherwise re-apply its selection from a moment before, dropping a fast press).
    const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
    for (let round = 0; round < 3 && (await selected()) !== 'Apply here'; round++) {
      for (let attempt = 0; attempt < 20 && (await selected()).length < 'Apply here'.length; attempt++) {
        const before = (await selected()).length;
        await page.keyboard.press('Shift+ArrowLeft');
        await expect.poll(async () => (await selected()).length, { timeout: 2000 }).not.toBe(before).catch(() => {});
      }
      await page.waitForTimeout(300); // longer than Slate's selection throttle: the selection has settled
    }
    expect(await selected()).toBe('Apply here');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    const linkUrl = dialog.getByRole('textbox', { name: 'Link URL' });
    await linkUrl.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply link' }).click();
    await dialog.getByText('Links must start with http://, https://, mailto: or tel:').waitFor();
    await linkUrl.fill('https://journey.example/apply');
    await dialog.getByRole('button', { name: 'Apply link' }).click();
    await editor.locator('a[href="https://journey.example/apply"]').waitFor();
    expect(await editor.locator('strong').innerText()).toBe('Spark and SQL');

    // A logo the server refuses keeps the modal open with everything typed, and says why.
    await logoInput.fill('ftp://journey.example/logo.png');
    await dialog.getByRole('button', { name: 'Save Job' }).click();
    await dialog.getByText(/^Failed to save job: Company logo must be an http\(s\) URL or a path on this site$/).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe('E2E Data Engineer');
    expect(await editor.locator('strong').innerText()).toBe('Spark and SQL');

    await logoInput.fill(defaultLogo);
    await dialog.getByRole('button', { name: 'Save Job' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: 'E2E Data Engineer' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('Journey Labs');
    expect(await row.getByRole('cell').nth(0).innerText()).toMatch(/^….{8}$/);

    const stored = await jobByTitle('E2E Data Engineer');
    expect(stored).toMatchObject({ salary: '₹6.5 LPA', category: 'TECHNOLOGY', companylogo: defaultLogo });
    expect(stored!.content).toBe('<p>Build pipelines with <strong>Spark and SQL</strong>. <a href="https://journey.example/apply">Apply here</a></p>');

    // Edit: the form is filled in, shows the ID, and the button reads Update Job.
    await row.getByRole('button', { name: 'Edit E2E Data Engineer' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Job' });
    await editDialog.getByText(`Editing job ID: ${stored!.id}`).waitFor();
    expect(await editDialog.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe('E2E Data Engineer');
    await editDialog.getByRole('textbox', { name: 'Description' }).locator('a[href="https://journey.example/apply"]').waitFor();
    await editDialog.getByRole('textbox', { name: 'Job title' }).fill('E2E Senior Data Engineer');
    await editDialog.getByRole('button', { name: 'Update Job' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const editedRow = table.getByRole('row').filter({ hasText: 'E2E Senior Data Engineer' });
    await editedRow.waitFor();
    const edited = await jobByTitle('E2E Senior Data Engineer');
    expect(edited!.id).toBe(stored!.id);
    expect(edited!.content).toBe(stored!.content); // the description survived the edit unchanged

    // Delete, after the confirmation.
    await editedRow.getByRole('button', { name: 'Delete E2E Senior Data Engineer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText('Are you sure you want to delete E2E Senior Data Engineer?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await editedRow.count()).toBe(1);
    await editedRow.getByRole('button', { name: 'Delete E2E Senior Data Engineer' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await editedRow.waitFor({ state: 'detached' });
    expect(await jobByTitle('E2E Senior Data Engineer')).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('stays usable with many jobs: search and pages', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    const table = page.getByRole('table', { name: 'Job Postings' });
    await table.waitFor();
    const total = (await graphqlRequest<{ jobPosts: { totalCount: number } }>(server.url, '{ jobPosts { totalCount } }')).data!.jobPosts.totalCount;
    expect(total).toBeGreaterThan(10); // the sample jobs fill more than one page
    expect(total).toBeLessThanOrEqual(20);
    const bodyRows = table.locator('tbody tr');
    await expect.poll(() => bodyRows.count()).toBe(10);
    await page.getByText(`1–10 of ${total} job posts · page 1 of 2`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`11–${total} of ${total} job posts · page 2 of 2`, { exact: true }).waitFor();
    await expect.poll(() => bodyRows.count()).toBe(total - 10);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(/page 1 of 2$/).waitFor();

    await page.getByRole('searchbox', { name: 'Search job posts' }).fill('Analyst');
    await expect.poll(async () => (await bodyRows.allInnerTexts()).every((t) => /analyst/i.test(t))).toBe(true);
    await page.getByRole('searchbox', { name: 'Search job posts' }).fill('no such job anywhere');
    await page.getByText('No job posts match “no such job anywhere”.').waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('success stories', () => {
  it('adds a story with an uploaded image, shows the image served, edits and deletes it', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/success-stories`);
    const table = page.getByRole('table', { name: 'Success Stories' });
    await table.waitFor();
    for (const header of ['ID', 'Name', 'Story', 'Date', 'Actions']) {
      expect(await table.getByRole('columnheader', { name: header, exact: true }).count(), header).toBe(1);
    }
    await page.getByRole('link', { name: 'Add Story' }).click();
    await page.waitForURL(`${server.url}/admin/success-stories/add`);
    const form = page.getByRole('form', { name: 'Add success story' });
    await form.waitFor();

    // Validated on submit, with the messages under the fields...
    await form.getByLabel('Post Date').fill('');
    await form.getByRole('button', { name: 'Submit Story' }).click();
    for (const message of ['Title is required', 'Please upload an image', 'Post date is required']) await form.getByText(message).waitFor();
    // ...then again on every change.
    await form.getByRole('textbox', { name: 'Title' }).fill('From intern to analyst');
    await form.getByText('Title is required').waitFor({ state: 'detached' });
    // Dated after every story the seed writes (the sample ones and the landing page's, issue 29), so that it is on the
    // list's first page, newest first.
    await form.getByLabel('Post Date').fill('2099-03-14');
    await form.getByText('Post date is required').waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: 'Title' }).fill('');
    await form.getByText('Title is required').waitFor();
    await form.getByRole('textbox', { name: 'Title' }).fill('From intern to analyst');

    // A file that is not really an image is refused by the server, with its message.
    // The story's picture (the first file input: the company logo's follows it, issue 29).
    const fileInput = form.locator('input[type="file"]:not([data-testid="rte-upload-input"])').first();
    await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a png') });
    await form.getByText('Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded').waitFor();

    await fileInput.setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: pngImage(64) });
    await form.getByText('Please upload an image').waitFor({ state: 'detached' });
    const preview = form.getByTestId('story-image-preview');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    const imageUrl = await preview.getAttribute('src');
    expect(imageUrl).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    const served = await fetch(`${server.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    await form.getByRole('textbox', { name: 'Student name' }).fill('Asha Kulkarni');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Journey Labs');
    await form.getByRole('textbox', { name: 'Role' }).fill('Data Analyst');
    await form.getByRole('textbox', { name: 'Story' }).click();
    await page.keyboard.type('Asha joined the weekend batch and ');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('never looked back');
    await form.getByRole('button', { name: 'Submit Story' }).click();
    await page.waitForURL(`${server.url}/admin/success-stories`);
    const row = table.getByRole('row').filter({ hasText: 'Asha Kulkarni' });
    await row.waitFor();
    expect(await row.innerText()).toContain('From intern to analyst');
    expect(await row.innerText()).toContain(new Date('2099-03-14T00:00:00Z').toLocaleDateString('en-US', { timeZone: 'UTC' }));

    const stored = await graphqlRequest<{ stories: { edges: { node: { id: string; title: string; storyImage: string; storyContent: string; slug: string } }[] } }>(
      server.url,
      '{ stories(first: 20) { edges { node { id title storyImage storyContent slug } } } }',
    );
    const story = stored.data!.stories.edges.map((e) => e.node).find((s) => s.title === 'From intern to analyst')!;
    expect(story.storyImage).toBe(imageUrl);
    expect(story.storyContent).toBe('<p>Asha joined the weekend batch and <em>never looked back</em></p>');

    // Edit opens the same form, filled in.
    await row.getByRole('button', { name: 'Edit From intern to analyst' }).click();
    await page.waitForURL(`${server.url}/admin/success-stories/${story.id}/edit`);
    const editForm = page.getByRole('form', { name: 'Edit success story' });
    expect(await editForm.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('From intern to analyst');
    expect(await editForm.getByLabel('Post Date').inputValue()).toBe('2099-03-14');
    await expect.poll(() => editForm.getByTestId('story-image-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await editForm.getByRole('textbox', { name: 'Role' }).fill('Senior Data Analyst');
    await editForm.getByRole('button', { name: 'Submit Story' }).click();
    await page.waitForURL(`${server.url}/admin/success-stories`);
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete From intern to analyst' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText('Are you sure you want to delete From intern to analyst?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(unexpectedErrors([`${server.url}/api/v1/uploads`])).toEqual([]);
    await page.context().close();
  });

  it('approves and deletes visitor comments waiting for approval', async () => {
    const stories = await graphqlRequest<{ stories: { edges: { node: { id: string; title: string } }[] } }>(server.url, '{ stories(first: 1) { edges { node { id title } } } }');
    const story = stories.data!.stories.edges[0]!.node;
    for (const [authorName, body] of [
      ['Meera', 'Congratulations, very inspiring!'],
      ['Spammer', 'Buy cheap followers now'],
    ] as const) {
      const answer = await graphqlRequest(server.url, 'mutation ($s: ID!, $b: String!, $a: String) { addStoryComment(storyId: $s, body: $b, authorName: $a) { id } }', {
        s: story.id,
        b: body,
        a: authorName,
      });
      expect(answer.errors).toBeUndefined();
    }
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/success-stories`);
    const section = page.getByRole('region', { name: 'Comments awaiting approval' });
    const meera = section.getByRole('article', { name: 'Comment by Meera' });
    await meera.waitFor();
    expect(await meera.innerText()).toContain(story.title);
    await meera.getByRole('button', { name: 'Approve the comment by Meera' }).click();
    await meera.waitFor({ state: 'detached' });

    const spam = section.getByRole('article', { name: 'Comment by Spammer' });
    await spam.getByRole('button', { name: 'Delete the comment by Spammer' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await spam.waitFor({ state: 'detached' });
    await section.getByText('No comments are waiting.').waitFor();

    const approved = await graphqlRequest<{ story: { comments: { authorName: string; body: string }[] } }>(server.url, 'query ($id: ID) { story(id: $id) { comments { authorName body } } }', { id: story.id });
    expect(approved.data!.story.comments).toEqual([{ authorName: 'Meera', body: 'Congratulations, very inspiring!' }]);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('users', () => {
  it('adds, edits and deletes a user, and says why an admin cannot delete itself', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/users`);
    const table = page.getByRole('table', { name: 'Users' });
    await table.waitFor();

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    expect(await dialog.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('User');
    expect(await dialog.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await dialog.getByText('Email is required', { exact: true }).waitFor();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Rahul Editor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('rahul@example.com');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('rahul.editor');
    await choose(page, 'Role', 'Editor');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('rahul-password-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: 'rahul@example.com' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Editor');
    // Saved through the API: the new account can sign in.
    expect(await apiToken(server.url, 'rahul.editor', 'rahul-password-1')).toMatch(/^ey/);

    // A second account with the same username is refused, with the server's message.
    await page.getByRole('button', { name: 'Add User' }).click();
    const again = page.getByRole('dialog', { name: 'Add User' });
    await again.getByRole('textbox', { name: 'Name', exact: true }).fill('Another Rahul');
    await again.getByRole('textbox', { name: 'Email' }).fill('rahul2@example.com');
    await again.getByRole('textbox', { name: 'Username' }).fill('rahul.editor');
    await again.getByRole('textbox', { name: 'Password' }).fill('rahul-password-2');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByRole('alert').getByText('A user with this username already exists').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Edit Rahul Editor' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Rahul Editor');
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Rahul Sharma');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Rahul Sharma' }).waitFor();

    await table.getByRole('button', { name: 'Delete Rahul Sharma' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText('Are you sure you want to delete Rahul Sharma?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });

    // Deleting one's own account is refused by the API, and the message says why.
    const me = table.getByRole('row').filter({ hasText: '(you)' });
    await me.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You cannot delete your own account while signed in with it.').waitFor();
    expect(await me.count()).toBe(1);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('settings', () => {
  it('changes a contact detail, stored for the public pages', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/settings`);
    const tollFree = page.getByRole('textbox', { name: 'Toll-free number' });
    await tollFree.waitFor();
    await expect.poll(() => tollFree.inputValue()).not.toBe('');

    await tollFree.fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Toll-free number must be a phone number such as 1800-210-2020 or +91 98765 43210').waitFor();

    await tollFree.fill('1800-123-4567');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/learning-centre-pune');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    const stored = await graphqlRequest<{ siteSettings: { tollFreeNumber: string; linkedinUrl: string; updatedAt: string | null } }>(
      server.url,
      '{ siteSettings { tollFreeNumber linkedinUrl updatedAt } }',
    );
    expect(stored.data!.siteSettings).toMatchObject({ tollFreeNumber: '1800-123-4567', linkedinUrl: 'https://www.linkedin.com/company/learning-centre-pune' });
    expect(stored.data!.siteSettings.updatedAt).not.toBeNull();

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Toll-free number' }).inputValue()).toBe('1800-123-4567');
    await page.getByText(/^Last saved /).waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
