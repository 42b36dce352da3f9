// `npm run dev` (scripts/dev.mjs): Vite's dev server proxies the API to the port the gateway was given, and
// stopping the command stops everything it started. Neither touches the test database, so the PostgreSQL leg skips
// the slow one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DEV_SCRIPT = path.join(root, 'scripts/dev.mjs');

describe('the dev proxy follows PORT (web/vite.config.ts)', () => {
  async function proxyTargets(port: string | undefined): Promise<Record<string, unknown>> {
    const saved = process.env.PORT;
    if (port === undefined) delete process.env.PORT;
    else process.env.PORT = port;
    try {
      const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, path.join(root, 'web/vite.config.ts'), path.join(root, 'web'), 'silent');
      return (loaded?.config.server?.proxy ?? {}) as Record<string, unknown>;
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  }

  it('sends /graphql, /api and /uploads to the gateway on PORT, and to :4000 when PORT is unset', async () => {
    expect(await proxyTargets('4123')).toEqual({ '/graphql': 'http://localhost:4123', '/api': 'http://localhost:4123', '/uploads': 'http://localhost:4123' });
    expect(await proxyTargets(undefined)).toEqual({ '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/uploads': 'http://localhost:4000' });
  });

  it('refuses a PORT the proxy could not follow', () => {
    for (const bad of ['0', 'abc', '70000']) {
      const run = spawnSync(process.execPath, [DEV_SCRIPT, '--skip-generate'], { cwd: root, env: { ...process.env, PORT: bad }, encoding: 'utf8', timeout: 10_000 });
      expect(run.status, bad).toBe(1);
      expect(run.stderr).toContain('PORT must be a port number from 1 to 65535');
    }
  });
});

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

/** Pid -> [parent pid, state] of every process, from /proc. */
function processTable(): Map<number, { ppid: number; state: string }> {
  const table = new Map<number, { ppid: number; state: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(ppid), state: state! });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

function descendantsOf(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, { ppid }] of table) if (ppid === parent && !found.includes(child)) (found.push(child), queue.push(child));
  }
  return found;
}

/** Alive = exists and is not a zombie (an exited process its parent has not reaped yet is gone for our purpose). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function refusesConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number, log: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms. Output:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres' || !existsSync('/proc/self/stat'))('stopping `npm run dev`', () => {
  // Made when the test runs: a skipped suite (the PostgreSQL leg) runs no afterAll to remove it.
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lc-dev-'));
  });
  let dev: ChildProcess | undefined;
  let started: number[] = [];
  afterAll(() => {
    // Whatever a failed run left behind.
    for (const pid of [...started, ...(dev?.pid ? [dev.pid] : [])]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGINT stops the gateway and the Vite dev server, their children included, within a few seconds', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED_SAMPLE_DATA: 'false', NO_COLOR: '1' };
    for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST_DB_KIND' || key === 'DATABASE_URL' || key === 'HOST') delete env[key];
    dev = spawn(process.execPath, [DEV_SCRIPT, '--skip-generate'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    dev.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    dev.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => dev!.once('exit', (code, signal) => resolve({ code, signal })));
    const log = () => out;

    // The gateway answers on PORT; Vite answers on the port it printed, and its proxy reaches that gateway.
    await until('the gateway answering on PORT', async () => ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok ? true : undefined), 90_000, log);
    const viteUrl = await until('Vite printing its address', () => /Local:\s+(http:\/\/\S+?)\/?\s/.exec(out.replace(/\x1b\[[0-9;]*m/g, ''))?.[1], 60_000, log);
    const vitePort = Number(new URL(viteUrl).port);
    await until('Vite answering', async () => ((await fetch(`${viteUrl}/`).catch(() => null))?.ok ? true : undefined), 60_000, log);
    const viaProxy = await fetch(`${viteUrl}/api/v1/job-post/get-jobposts`);
    expect(viaProxy.status, log()).toBe(200);
    expect(await viaProxy.json()).toMatchObject({ success: true, jobs: [] });

    started = descendantsOf(dev.pid!);
    // npm, Vite, the gateway's watcher and the gateway itself at least.
    expect(started.length, log()).toBeGreaterThanOrEqual(4);

    dev.kill('SIGINT');
    const stoppedAt = Date.now();
    const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 8000))]);
    expect(result, `scripts/dev.mjs did not exit within 8 s of SIGINT. Output:\n${out}`).not.toBeNull();
    expect(result!.code).toBe(0);
    await until('every process it started being gone', () => (started.every((pid) => !alive(pid)) ? true : undefined), Math.max(0, 5000 - (Date.now() - stoppedAt)), () => `still alive: ${started.filter(alive).join(', ')}\n${out}`);
    for (const host of ['127.0.0.1', '::1']) {
      expect(await refusesConnections(host, port), `the gateway's port on ${host}`).toBe(true);
      expect(await refusesConnections(host, vitePort), `Vite's port on ${host}`).toBe(true);
    }
  }, 150_000);
});
