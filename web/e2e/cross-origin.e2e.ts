// A page on another origin, open in a visitor's real Chromium, tries every way a browser offers to write through the
// gateway (a JSON fetch, a no-cors text/plain fetch, a form posted to /graphql, a JSON fetch to a REST write): no
// write lands. The same JSON fetch from the site's own pages does land (the control).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { adminToken, gql } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let foreign: Server;
let foreignUrl: string;

const submitLead = (email: string) =>
  `mutation { submitLead(input: { name: "Cross Site", email: "${email}", phone: "98765 43210", designation: "Student", experience: "1", course: "data-science-ai-ml", consent: true }) { id } }`;

/** The script a page runs to try a write; it reports what each attempt saw. */
const attempts = (gateway: string, email: string) => `
  window.results = (async () => {
    const query = ${JSON.stringify(submitLead(email))};
    const out = {};
    try {
      const r = await fetch('${gateway}/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      out.json = 'answered ' + r.status;
    } catch (e) { out.json = 'blocked'; }
    try {
      await fetch('${gateway}/graphql', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query }) });
      out.textPlain = 'sent';
    } catch (e) { out.textPlain = 'blocked'; }
    try {
      const r = await fetch('${gateway}/api/v1/job-post/create-job-post', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"Cross site"}' });
      out.rest = 'answered ' + r.status;
    } catch (e) { out.rest = 'blocked'; }
    await new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.name = 'sink';
      frame.onload = resolve;
      document.body.append(frame);
      const form = document.createElement('form');
      form.method = 'POST';
      form.enctype = 'multipart/form-data';
      form.action = '${gateway}/graphql';
      form.target = 'sink';
      for (const [name, value] of [['operations', JSON.stringify({ query })], ['map', '{}']]) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    out.form = 'submitted';
    return out;
  })();
`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  token = await adminToken(server);
  // Another origin: the same host, another port. It serves one page whose script is given in the query.
  foreign = createServer((req, res) => {
    const script = new URL(req.url ?? '/', 'http://x').searchParams.get('script') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><h1>Another site</h1><script>${script}</script></body></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => foreign?.close(resolve));
});

async function leadsWithEmail(email: string): Promise<number> {
  const data = await gql<{ leads: { totalCount: number } }>(server, 'query ($s: String) { leads(first: 1, search: $s) { totalCount } }', { s: email }, token);
  return data.leads.totalCount;
}

describe('a page on another origin', () => {
  it('cannot write through the gateway in any way a browser offers', async () => {
    const email = `cross-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${foreignUrl}/?script=${encodeURIComponent(attempts(server.url, email))}`);
    const results = await page.evaluate(() => (window as unknown as { results: Promise<Record<string, string>> }).results);
    // Preflighted requests never leave the browser: the gateway gives a foreign origin no CORS header.
    expect(results.json).toBe('blocked');
    expect(results.rest).toBe('blocked');
    // Simple requests are sent (Chromium may then hide the opaque answer and reject the fetch), and refused by the
    // gateway: its CSRF guard wants JSON or its own header.
    expect(['sent', 'blocked']).toContain(results.textPlain);
    expect(results.form).toBe('submitted');
    expect(await leadsWithEmail(email)).toBe(0);
    await context.close();
  });

  it('while the same request from the site itself writes the lead (control)', async () => {
    const email = `same-${Date.now()}@example.com`;
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/jobs`);
    const answer = await page.evaluate(async (query) => {
      const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return { status: r.status, body: await r.json() };
    }, submitLead(email));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(await leadsWithEmail(email)).toBe(1);
    await page.context().close();
  });
});
