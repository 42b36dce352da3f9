import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

it('probe', async () => {
  const admin = await t.tokenFor('ADMIN');
  const log = (...a: unknown[]) => process.stdout.write(a.map((x) => typeof x === 'string' ? x : JSON.stringify(x)).join(' ') + '\n');
  const mk = (u: string, role: string) => t.gql(`mutation($i: UserInput!){ createUser(input:$i){ id username role } }`, { i: { name: u, email: `${u}-${role}@ex.com`, username: u, role, password: TEST_PASSWORD } }, admin);
  log(await mk('CaseUser', 'EDITOR'), await mk('caseuser', 'ADMIN'));
  for (const u of ['caseuser', 'CaseUser']) {
    const res = await t.gql(`mutation { adminLogin(username: "${u}", password: "${TEST_PASSWORD}") { success message user { username role } } }`);
    log('login', u, res);
  }
  log('nul gql', await t.gql(`mutation($i: JobPostInput!){ createJobPost(input:$i){ id } }`, { i: { title: 'a\u0000b', companyname: 'c', companylogo: 'https://x.y/z.png', location: 'l', salary: '1' } }, admin));
  const r = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { title: 'a\u0000b', companyname: 'c', companylogo: 'https://x.y/z.png', location: 'l', salary: '1' } });
  log('nul rest', r.status, await r.text());
  log('olddate', await t.gql(`mutation($i: StoryInput!){ createStory(input:$i){ id postDate } }`, { i: { title: 'x', storyImage: '/a.png', postDate: '-010000-01-01T00:00:00Z' } }, admin));
  log('errors', takeConsoleErrors().map((s) => s.slice(0, 300)));
  // email bypass
  const u = await t.createUser('EDITOR');
  const st: number[] = [];
  for (let i = 0; i < 10; i++) {
    const name = i % 2 ? u.username : `${u.username}@example.com`;
    const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: name, password: 'wrong-password' }, headers: { 'x-forwarded-for': `10.8.0.${i}` } });
    st.push(res.status);
  }
  log('alternate', st);
  const ok = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: u.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': `10.8.1.1` } });
  log('after', ok.status);
  log('errors', takeConsoleErrors().map((s) => s.slice(0, 300)));
});
