// Google sign-in against the test's OpenID provider, in real Chromium (issue 27, item 4): the login modal offers
// "Continue with Google" (and not LinkedIn, which is not configured), the provider's own login form is filled in the
// browser, and the learner lands back on the page they were on, signed in. The provider (oidc-provider) is served over
// https with a certificate authority made here: the gateway trusts it through NODE_EXTRA_CA_CERTS, this browser through
// --ignore-certificate-errors-spki-list for the provider's key only.
import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestCa, startOidcProvider, type RunningProvider, type TestCa } from '../../gateway/test/helpers/oidc-provider';
import { chromiumPath } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

const CLIENT = { client_id: 'learning-centre-e2e', client_secret: 'learning-centre-e2e-secret-0123456789' };

let ca: TestCa;
let provider: RunningProvider;
let server: RunningServer;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  ca = makeTestCa();
  // The gateway is told the issuer first (it discovers the provider on the first sign-in); the provider then learns
  // the gateway's callback address.
  const providerPort = await freePort();
  const issuer = `https://localhost:${providerPort}`;
  [server, browser] = await Promise.all([
    startServer({
      seedSampleData: false,
      env: { NODE_EXTRA_CA_CERTS: ca.caFile, GOOGLE_CLIENT_ID: CLIENT.client_id, GOOGLE_CLIENT_SECRET: CLIENT.client_secret, GOOGLE_ISSUER_URL: issuer },
    }),
    chromium.launch({
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--ignore-certificate-errors-spki-list=${ca.spki}`],
    }),
  ]);
  provider = await startOidcProvider(ca, [{ ...CLIENT, redirect_uris: [`${server.url}/auth/google/callback`] }], new Map([['priya', { email: 'priya.deshmukh@example.com', name: 'Priya Deshmukh' }]]), providerPort);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  ca?.remove();
});

it('signs a learner in with Google from the login modal and brings them back where they were', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Errors of this site's pages fail the journey (the provider's development pages are not ours to judge).
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => void (msg.type() === 'error' && msg.location().url.startsWith(server.url) && errors.push(`console.error: ${msg.text()}`)));
  const hydrated = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });

  await page.goto(`${server.url}/jobs`);
  await hydrated();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.waitFor();
  const google = dialog.getByRole('link', { name: 'Continue with Google' });
  await google.waitFor();
  expect(await dialog.getByRole('link', { name: 'Continue with LinkedIn' }).count()).toBe(0);
  expect(await google.getAttribute('href')).toBe('/auth/google?returnTo=%2Fjobs');

  // At the provider: its own sign-in form, over https with the test's certificate.
  await google.click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill('priya');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back on the jobs page, signed in: the header names the learner, the account page shows the verified address.
  await page.waitForURL(`${server.url}/jobs`);
  await hydrated();
  const account = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /My account/ });
  await account.waitFor();
  // The header says My account (without a name) while the session is asked for: wait for the answer, not a moment.
  await expect.poll(() => account.getAttribute('title'), { timeout: 15_000 }).toBe('Signed in as Priya Deshmukh');
  expect((await context.cookies(server.url)).find((c) => c.name === 'lc_learner')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await account.click();
  await page.waitForURL(`${server.url}/account`);
  await expect.poll(() => page.getByText('priya.deshmukh@example.com').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('shows a clear page, not a stack trace, when the answer is tampered with', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answer = await page.goto(`${server.url}/auth/google/callback?code=forged&state=${'x'.repeat(43)}`);
  expect(answer!.status()).toBe(400);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign-in refused');
  expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/auth/google?returnTo=%2Faccount');
  await page.getByRole('link', { name: 'Sign in with e-mail' }).click();
  await page.waitForURL(`${server.url}/account`);
  await context.close();
});
