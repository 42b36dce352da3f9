// GATEWAY_WORKERS: several server processes on one port (node:cluster). The setting is checked on both legs; the
// processes themselves run on PostgreSQL only (PGlite is one process).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './helpers/app.js';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-workers-'));
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...vars });
let child: ChildProcess | undefined;
let db: Database | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the GATEWAY_WORKERS setting', () => {
  it('defaults to one process; auto means one per core on PostgreSQL and one on the embedded database', () => {
    expect(loadConfig(env({})).workers).toBe(1);
    expect(loadConfig(env({ GATEWAY_WORKERS: '3', DATABASE_URL: 'postgresql://x@localhost/db' })).workers).toBe(3);
    expect(loadConfig(env({ GATEWAY_WORKERS: 'auto', DATABASE_URL: 'postgresql://x@localhost/db' })).workers).toBe(os.availableParallelism());
    expect(loadConfig(env({ GATEWAY_WORKERS: 'auto' })).workers).toBe(1);
  });

  it('refuses more than one process on the embedded database, and values that are not a count, naming the variable', () => {
    expect(() => loadConfig(env({ GATEWAY_WORKERS: '2' }))).toThrow(/GATEWAY_WORKERS above 1 needs DATABASE_URL/);
    for (const bad of ['0', '-1', 'two', '1.5', '1000', '']) {
      expect(() => loadConfig(env({ GATEWAY_WORKERS: bad, DATABASE_URL: 'postgresql://x@localhost/db' })), bad).toThrow(/GATEWAY_WORKERS/);
    }
  });
});

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const argsOf = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return ''; // gone meanwhile
  }
};
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((s) => s.trim()).filter(Boolean).map(Number);

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two workers on one PostgreSQL', () => {
  it('prepare the database once, both answer on one port, and a SIGTERM stops them all', { timeout: 120_000 }, async () => {
    db = await openTestDatabase();
    const url = (db.target as { url: string }).url;
    const metricsPort = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', GATEWAY_WORKERS: '2', METRICS_PORT: String(metricsPort), ADMIN_USERNAME: 'workers-admin', ADMIN_PASSWORD: 'workers-admin-password', JWT_SECRET: 'y'.repeat(40) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while ([...out.matchAll(/listening on http:\/\/localhost:(\d+) \(worker \d+, pid (\d+)\)/g)].length < 2) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`two workers did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const listening = [...out.matchAll(/listening on http:\/\/localhost:(\d+) \(worker \d+, pid (\d+)\)/g)];
    // One port, two processes, both children of the one that was started.
    expect(new Set(listening.map((m) => m[1])).size).toBe(1);
    const workerPids = listening.map((m) => Number(m[2]));
    expect(new Set(workerPids).size).toBe(2);
    // (Besides them only tsx's esbuild service, which it starts while it compiles the source.)
    const children = childrenOf(child.pid!);
    expect(children).toEqual(expect.arrayContaining(workerPids));
    expect(children.filter((pid) => !workerPids.includes(pid)).map(argsOf).filter((args) => !/esbuild/.test(args))).toEqual([]);
    // The primary migrated and seeded once: one administrator, and no worker applied a migration of its own.
    expect(out.match(/Created the first admin/g)).toHaveLength(1);
    expect(await db.prisma.user.count({ where: { username: 'workers-admin' } })).toBe(1);

    const base = `http://127.0.0.1:${listening[0]![1]}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/healthz`).then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    const login = await fetch(`${base}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'workers-admin', password: 'workers-admin-password' }),
    });
    expect(login.status).toBe(200);

    // The primary's /metrics adds up every worker's (each worker answers its request for them).
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const text = await metrics.text();
    expect(metrics.status, text).toBe(200);
    // The 20 health checks above, however the two workers shared them.
    expect(text).toMatch(/^gateway_http_requests_total\{method="GET",route="\/healthz",status="200"\} 20$/m);
    expect(text).toMatch(/^gateway_process_resident_memory_bytes \d+/m);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workerPids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
