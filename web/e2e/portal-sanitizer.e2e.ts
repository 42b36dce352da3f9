// The browser-side rich-text sanitiser, run in real Chromium (DOMPurify needs a real DOM; happy-dom is not one).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve(import.meta.dirname, '../src/components/richText.ts'), name: 'richText', formats: ['iife'], fileName: 'rich-text' },
    },
  });
  const bundles = Array.isArray(output) ? output : [output];
  const chunk = bundles.flatMap((b) => ('output' in b ? b.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the sanitiser did not build');
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: chunk.code });
});
afterAll(async () => {
  await browser?.close();
});

const sanitize = (html: string) =>
  page.evaluate((input) => (window as unknown as { richText: { sanitizeRichText(h: string): string } }).richText.sanitizeRichText(input), html);

describe('sanitizeRichText in Chromium', () => {
  it('keeps the allow-listed formatting', async () => {
    const html = '<h1>A</h1><h2>Role</h2><h3>B</h3><p>Use <strong>SQL</strong>, <b>b</b>, <em>Python</em>, <i>i</i> and <u>Excel</u>.<br></p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(await sanitize(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, classes and elements off the list', async () => {
    expect(await sanitize('<p onclick="x()" style="color:red" class="c" id="i">Hi<script>alert(1)</script></p><iframe src="https://x.example"></iframe><div>text</div>')).toBe(
      '<p>Hi</p>text',
    );
    expect(await sanitize('<svg><script>alert(1)</script></svg><math><mi>x</mi></math><style>p{}</style><form><input></form>')).toBe('');
  });

  it('keeps safe links (web links open in a new tab) and strips unsafe ones', async () => {
    expect(await sanitize('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(await sanitize('<a href="mailto:a@b.example">mail</a>')).toBe('<a href="mailto:a@b.example">mail</a>');
    expect(await sanitize('<a href="tel:+911234">call</a>')).toBe('<a href="tel:+911234">call</a>');
    expect(await sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitize('<a href=" JaVa&#9;ScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitize('<a href="ftp://x.example/f" target="_self">x</a>')).toBe('<a>x</a>');
  });

  it('keeps images from the web, uploads and raster data (lazily loaded) and removes the rest', async () => {
    expect(await sanitize('<img src="https://x.example/a.png" alt="A">')).toBe('<img src="https://x.example/a.png" alt="A" loading="lazy" decoding="async">');
    expect(await sanitize('<img src="/uploads/abc.png" alt="">')).toContain('src="/uploads/abc.png"');
    expect(await sanitize('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png');
    expect(await sanitize('<p><img src="data:image/svg+xml;base64,PHN2Zz4=">x</p>')).toBe('<p>x</p>');
    expect(await sanitize('<p><img src="javascript:alert(1)" onerror="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(await sanitize('<p><img src=x onerror=alert(1)>x</p>')).toBe('<p>x</p>');
  });

  it('is not fooled by mutation tricks', async () => {
    const out = await sanitize('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>');
    expect(out).not.toMatch(/onerror|<img/i);
    expect(out).toContain('<p>ok</p>');
  });
});
