// The real server process, started twice on one data directory: the first start migrates, seeds and prints the
// generated admin password once; the second applies nothing, seeds nothing, and keeps what was written.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-restart-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the gateway and resolves with its base URL and log once it listens. */
function startServer(): Promise<{ url: string; log: () => string; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        resolve({
          url: m[1]!.replace('localhost', '127.0.0.1'),
          log: () => out,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

it('keeps data across a restart and migrates and seeds only once', { timeout: 120_000 }, async () => {
  const first = await startServer();
  const firstLog = first.log();
  // A new data directory: migrated by the schema engine, or copied from the build's migrated template when it is built.
  expect(firstLog).toMatch(/applied migrations: \d+_init|copied from the build's template/);
  const password = /generated password: (\S+)/.exec(firstLog)?.[1];
  expect(password).toBeTruthy();

  const login = await fetch(`${first.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const created = await fetch(`${first.url}/api/v1/job-post/create-job-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Survives restarts', companyname: 'Persist Ltd', companylogo: 'https://x.example/p.png', location: 'Pune', salary: '1 LPA' }),
  });
  expect(created.status).toBe(201);
  const before = ((await (await fetch(`${first.url}/api/v1/job-post/get-jobposts`)).json()) as { jobs: unknown[] }).jobs.length;
  await first.stop();

  const second = await startServer();
  const secondLog = second.log();
  expect(secondLog).not.toMatch(/applied migrations|a new embedded database/);
  expect(secondLog).not.toMatch(/generated password/);
  expect(secondLog).not.toMatch(/Seeded/);
  const jobs = ((await (await fetch(`${second.url}/api/v1/job-post/get-jobposts`)).json()) as { jobs: { title: string }[] }).jobs;
  expect(jobs).toHaveLength(before);
  expect(jobs.map((j) => j.title)).toContain('Survives restarts');
  // The JWT secret was generated once and kept in DATA_DIR, so the token from before the restart still works.
  const me = await fetch(`${second.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { username role } }' }),
  });
  expect(await me.json()).toEqual({ data: { me: { username: 'admin', role: 'ADMIN' } } });
  await second.stop();
});
