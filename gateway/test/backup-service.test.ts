// Backups of a running site (issue 14, item 1): the schedule keeps the newest N and survives a directory it cannot
// write (an error in the log, the server goes on); `npm run db:backup` asks the gateway running on the embedded
// database for the backup (a second process must not open it), and `npm run db:restore` brings it back in a new
// DATA_DIR that a gateway then serves.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runningGateway, startBackupSchedule } from '../src/db/backup-service.js';
import { processStartTime } from '../src/db/data-dir-lock.js';
import { takeConsoleErrors, takeLogLines } from './helpers/fail-on-console-error.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'lc-backup-service-'));
const running: ChildProcess[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the schedule', () => {
  it('writes a backup every interval and keeps the newest N', async () => {
    const into = path.join(dir, 'scheduled');
    const stop = startBackupSchedule(t.db, { dir: into, intervalMs: 300, keep: 2, firstDelayMs: 0 });
    try {
      await vi.waitFor(
        () => {
          written.count += takeLogLines().filter((l) => l.msg === 'scheduled backup written').length;
          expect(written.count).toBeGreaterThanOrEqual(3);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      stop();
    }
    const files = readdirSync(into);
    expect(files.filter((f) => f.endsWith('.jsonl.gz'))).toHaveLength(2);
    expect(files.filter((f) => f.includes('.partial'))).toEqual([]);
  });

  it('a directory it cannot write stops the schedule with a logged error; nothing throws', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a directory');
    const stop = startBackupSchedule(t.db, { dir: path.join(file, 'backups'), intervalMs: 300, keep: 2, firstDelayMs: 0 });
    await vi.waitFor(() => expect(takeConsoleErrors()).toEqual([expect.stringMatching(/^scheduled backups stopped: the backup directory cannot be written/)]), { timeout: 5000, interval: 50 });
    stop();
  });
});

// Counts the "written" lines the first test has already taken while polling.
const written = { count: 0 };

/** A gateway process on a data directory of its own (PGlite). */
async function startGateway(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-123', SEED_SAMPLE_DATA: 'true' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
    if (m) return { url: `http://127.0.0.1:${m[1]}`, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the gateway did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cli = (dataDir: string, ...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'gateway/src/db/cli.ts', ...args], { cwd: root, env });
};

describe('the gateway named in DATA_DIR/gateway.pid', () => {
  it('is the process that wrote the file, not another that took its pid since (a gateway killed with -9 leaves it)', async () => {
    const dataDir = mkdtempSync(path.join(dir, 'pid-'));
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    running.push(other);
    const started = processStartTime(other.pid!);
    expect(started, 'this machine has /proc').toMatch(/^\d+$/);
    writeFileSync(path.join(dataDir, 'gateway.pid'), `${other.pid} ${Number(started) - 1}`);
    expect(await runningGateway(dataDir)).toBeUndefined();
    writeFileSync(path.join(dataDir, 'gateway.pid'), `${other.pid} ${started}`);
    expect(await runningGateway(dataDir)).toBe(other.pid);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    expect(await runningGateway(dataDir)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('npm run db:backup and db:restore on the embedded database', () => {
  it('backs up through the running gateway, restores into a new DATA_DIR, and a gateway serves the restored site', { timeout: 180_000 }, async () => {
    const live = path.join(dir, 'live');
    const gw = await startGateway(live);
    const login = await fetch(`${gw.url}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: 'ops-password-123' }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const created = await fetch(`${gw.url}/api/v1/job-post/create-job-post`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ title: 'Kept in the backup', companyname: 'Copy Ltd', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '1 LPA' }) });
    expect(created.status).toBe(201);

    const file = path.join(dir, 'site.jsonl.gz');
    const backup = await cli(live, 'backup', file);
    expect(backup.stdout).toMatch(new RegExp(`Backup written: .*site\\.jsonl\\.gz .*by the running gateway \\(pid ${gw.child.pid}\\)`));
    // The gateway kept serving meanwhile.
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    // Restoring over the running site is refused.
    await expect(cli(live, 'restore', file)).rejects.toMatchObject({ stderr: expect.stringMatching(/A gateway is running on .*: stop it/) });
    gw.child.kill('SIGTERM');

    const restoredDir = path.join(dir, 'restored');
    const restored = await cli(restoredDir, 'restore', file);
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables from /);
    // A second restore into it is refused: not empty.
    await expect(cli(restoredDir, 'restore', file)).rejects.toMatchObject({ stderr: expect.stringMatching(/the database is not empty/) });
    await expect(cli(path.join(dir, 'other'), 'restore', path.join(dir, 'missing.jsonl.gz'))).rejects.toMatchObject({ stderr: expect.stringMatching(/no such file/) });

    const again = await startGateway(restoredDir);
    const jobs = ((await (await fetch(`${again.url}/api/v1/job-post/get-jobposts`)).json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
    expect(jobs).toContain('Kept in the backup');
    // The restored admin signs in with the same password.
    const relogin = await fetch(`${again.url}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: 'ops-password-123' }) });
    expect(relogin.status).toBe(200);
    again.child.kill('SIGTERM');
  });
});
