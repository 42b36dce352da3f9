// Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that fails the journey on any uncaught error or console error in the app. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Public pages arrive server-rendered, before their JavaScript: a journey acts once the page is live (hydrated),
  // as the app marks on <html data-hydrated>.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
    return response;
  };
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A not-found page answers 404 on purpose: Chromium logs that as a failed load of the document itself.
    if (msg.type() === 'error' && !(msg.text().includes('status of 404') && msg.location().url === page.url())) errors.push(`console.error: ${msg.text()}`);
  });
  return { page, errors };
}
