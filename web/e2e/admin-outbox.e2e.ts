// The mail outbox in real Chromium against the built app, with the gateway's SMTP server down at first (issue 27,
// item 1): a learner's confirmation mail waits in the outbox with its error; an administrator reads it at
// /admin/outbox, on a phone and on a laptop; the SMTP server comes up; Send again delivers it at once.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, smtpUrlFor, startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let browser: Browser;
/** Screenshots for a person to look at (not compared): .tmp/screenshots/outbox-*.png. */
const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  smtpPort = await freePort();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtpUrlFor(smtpPort) } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function signUp(email: string, name: string) {
  const answer = await graphqlRequest(server.url, 'mutation ($input: LearnerSignUpInput!) { learnerSignUp(input: $input) { message } }', {
    input: { name, email, phone: '98765 43210', password: 'a-learner-password' },
  });
  expect(answer.errors).toBeUndefined();
}

describe('the outbox while the mail server is down, then up', () => {
  it('shows the waiting mails at 1280 px and 375 px, reads one, and sends it again once SMTP is up', async () => {
    await signUp('asha.outbox@example.com', 'Asha Kulkarni');
    await signUp('rahul.outbox@example.com', 'Rahul Mehta');

    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL(`${server.url}/admin/outbox`);
    await expect.poll(() => page.title()).toMatch(/^Outbox · /);
    const table = page.getByRole('table', { name: 'Outbox' });
    await table.waitFor();
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(2);
    await expect.poll(() => page.getByTestId('mail-delivery').textContent()).toContain(`Mail goes through 127.0.0.1:${smtpPort}`);
    // The first attempt failed (nothing listens): the error is on the row, and the mail is still queued.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return table.textContent();
      }, { timeout: 15_000 })
      .toContain('Mail server: could not be reached');
    expect(await table.textContent()).toContain('Queued');
    await page.screenshot({ path: path.join(shots, 'outbox-1280.png'), fullPage: true });

    // Read Asha's confirmation mail: its text, the link in it.
    await page.getByRole('button', { name: /^Read: .* to asha\.outbox@example\.com$/ }).click();
    const dialog = page.getByRole('dialog');
    const text = dialog.getByLabel('Text of the mail');
    await text.waitFor();
    expect(await text.textContent()).toMatch(/https?:\/\/\S+token=/);
    await page.screenshot({ path: path.join(shots, 'outbox-mail-1280.png') });

    // The mail server comes up; Send again from the mail delivers it within seconds.
    smtp = await startSmtpServer(smtpPort);
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await page.getByText('Mail queued again').waitFor();
    const received = await smtp.waitFor(1, 10_000);
    expect(received[0]!.rcptTo).toEqual(['asha.outbox@example.com']);
    // The outbox says so (the other mail may have left too by now: the server is back for it as well).
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByRole('row').filter({ hasText: 'asha.outbox@example.com' }).textContent();
      }, { timeout: 15_000 })
      .toContain('Sent');

    // The failed filter is kept in the URL.
    // Mantine draws the radio's label over the (visually hidden) input: click what a person clicks.
    await page.locator('label', { hasText: /^Failed$/ }).click();
    await page.waitForURL(`${server.url}/admin/outbox?state=failed`);
    await page.getByText('No failed mail.').waitFor();
    expect(unexpectedErrors()).toEqual([]);

    // A phone: the rows become cards; every action is reachable.
    const phone = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(phone.page, server.url);
    await phone.page.goto(`${server.url}/admin/outbox`);
    const cards = phone.page.getByRole('list', { name: 'Outbox' });
    await cards.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(2);
    await phone.page.getByTestId('mail-delivery').waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await phone.page.screenshot({ path: path.join(shots, 'outbox-375.png'), fullPage: true });
    await cards.getByRole('button', { name: /^Read: / }).first().click();
    await phone.page.getByRole('dialog').getByLabel('Text of the mail').waitFor();
    await phone.page.screenshot({ path: path.join(shots, 'outbox-mail-375.png') });
    expect(phone.unexpectedErrors()).toEqual([]);
  });
});
