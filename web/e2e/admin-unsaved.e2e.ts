// Leaving an admin form with unsaved changes, in real Chromium against the built app: the job modal (Escape, its close
// button, a click outside, Cancel), the success-story form and the settings page (a sidebar link, Back) ask "Discard
// unsaved changes?"; closing or reloading the tab gets the browser's own question (beforeunload). Nothing is asked when
// nothing changed, or after a successful save.
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdminPage, signIn } from './helpers/admin';
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

const QUESTION = 'Discard unsaved changes?';
const question = (page: Page) => page.getByRole('dialog', { name: QUESTION });

async function answer(page: Page, button: 'Keep editing' | 'Discard changes') {
  await question(page).waitFor();
  await question(page).getByRole('button', { name: button }).click();
  await question(page).waitFor({ state: 'detached' });
}

/** Records the browser's own dialogs (beforeunload), answering each as told. */
function browserDialogs(page: Page) {
  const seen: string[] = [];
  let reply: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.type());
    void (reply === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return {
    seen,
    answerWith(next: 'accept' | 'dismiss') {
      reply = next;
    },
  };
}

const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name });

describe('unsaved changes', () => {
  it('the job modal asks before it closes with changes, and closes at once without them', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    // Within the app (so that Back stays within it too).
    await sidebarLink(page, 'Job Postings').click();
    await page.getByRole('table', { name: 'Job Postings' }).waitFor();
    const modal = page.getByRole('dialog', { name: 'Add Job' });

    // Nothing typed: Escape closes it, no question.
    await page.getByRole('button', { name: 'Add Job' }).click();
    await modal.getByRole('toolbar', { name: 'Description formatting' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await question(page).count()).toBe(0);

    // Escape straight after typing, on a slow machine: the modal already knows about the change.
    await page.getByRole('button', { name: 'Add Job' }).click();
    await modal.getByRole('toolbar', { name: 'Description formatting' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await modal.getByRole('textbox', { name: 'Job title' }).fill('Journey Analyst');
    await page.keyboard.press('Escape');
    await answer(page, 'Keep editing');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await modal.getByRole('button', { name: 'Close' }).click();
    await answer(page, 'Keep editing');
    // A click on the dimmed page around the modal.
    await page.mouse.click(5, 450);
    await answer(page, 'Keep editing');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await answer(page, 'Keep editing');
    expect(await modal.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe('Journey Analyst');

    // Back, with the modal open.
    await page.goBack();
    await answer(page, 'Keep editing');
    expect(new URL(page.url()).pathname).toBe('/admin/job-posting');

    await modal.getByRole('button', { name: 'Close' }).click();
    await answer(page, 'Discard changes');
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Job Postings' }).getByText('Journey Analyst').count()).toBe(0);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('the story form asks before a link or Back leaves it with changes, and the tab asks before it closes', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    const dialogs = browserDialogs(page);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/success-stories`);
    await page.getByRole('link', { name: 'Add Story' }).click();
    await page.getByRole('toolbar', { name: 'Story formatting' }).waitFor();

    // Nothing typed: Cancel leaves at once.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/admin/success-stories`);
    expect(await question(page).count()).toBe(0);

    await page.getByRole('link', { name: 'Add Story' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('A story not saved');
    await sidebarLink(page, 'Job Postings').click();
    await answer(page, 'Keep editing');
    expect(new URL(page.url()).pathname).toBe('/admin/success-stories/add');
    await page.goBack();
    await answer(page, 'Keep editing');
    expect(new URL(page.url()).pathname).toBe('/admin/success-stories/add');
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('A story not saved');

    // Closing the tab: the browser asks; staying keeps the page.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.seen).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('A story not saved');

    await sidebarLink(page, 'Job Postings').click();
    await answer(page, 'Discard changes');
    await page.waitForURL(`${server.url}/admin/job-posting`);
    await page.getByRole('table', { name: 'Job Postings' }).waitFor();
    // Gone from the form, nothing to ask about any more.
    await page.reload();
    await page.getByRole('table', { name: 'Job Postings' }).waitFor();
    expect(dialogs.seen).toEqual(['beforeunload']);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('settings ask before leaving or reloading with changes, and not after they are saved', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    const dialogs = browserDialogs(page);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/settings`);
    const city = page.getByRole('textbox', { name: 'City' });
    await city.waitFor();
    const original = await city.inputValue();

    await city.fill('Pimpri-Chinchwad, Maharashtra');
    await sidebarLink(page, 'Dashboard').click();
    await answer(page, 'Keep editing');
    expect(new URL(page.url()).pathname).toBe('/admin/settings');

    // Reloading asks; leaving the page drops the change.
    dialogs.answerWith('accept');
    await page.reload();
    expect(dialogs.seen).toEqual(['beforeunload']);
    await city.waitFor();
    expect(await city.inputValue()).toBe(original);

    await city.fill('Pimpri-Chinchwad, Maharashtra');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await sidebarLink(page, 'Dashboard').click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await question(page).count()).toBe(0);
    await page.goBack();
    await city.waitFor();
    expect(await city.inputValue()).toBe('Pimpri-Chinchwad, Maharashtra');
    await page.reload();
    await city.waitFor();
    expect(dialogs.seen).toEqual(['beforeunload']);

    // Put it back for the other journeys' sake.
    await city.fill(original);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
