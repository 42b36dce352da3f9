// The policy uploaded images are served with (issue 25, item 5): nothing may run, load or be styled inline, since an
// upload is only ever a PNG, JPEG, GIF or WebP image (never SVG) and a browser shows it in its own image document.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t?.close());

it.each([
  ['px.png', 'image/png'],
  ['px.jpg', 'image/jpeg'],
  ['px.gif', 'image/gif'],
  ['px.webp', 'image/webp'],
])('%s is served with default-src \'none\' and sandbox, and no \'unsafe-inline\' for anything', async (name, mime) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)))], { type: mime }), name);
  const res = await t.fetch('/api/v1/uploads', { method: 'POST', body: form, token: admin });
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as { url: string };

  for (const method of ['GET', 'HEAD']) {
    const served = await t.fetch(url, { method });
    expect(served.status, method).toBe(200);
    expect(served.headers.get('content-type'), method).toBe(mime);
    const csp = served.headers.get('content-security-policy')!;
    expect(csp, method).not.toContain('unsafe-inline');
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives, method).toEqual({ 'default-src': ["'none'"], sandbox: [] });
  }
});
