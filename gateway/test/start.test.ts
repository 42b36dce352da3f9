// `npm start` on a built clone: the build-state check (nothing rebuilt when current, a rebuild when an input changed
// or an output is missing) and the memory settings the server runs with. bundle.test.ts runs the built server itself.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { buildState, INPUTS, OUTPUTS, STAMP } from '../../scripts/build-state.mjs';
import { GATEWAY_HEAP_GROWING_PERCENT, GATEWAY_HEAP_MB, GATEWAY_MALLOC_ENV, GATEWAY_SEMI_SPACE_MB, gatewayEnv, gatewayNodeArgs } from '../../scripts/lib/gateway-node-args.mjs';
import { readFileSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '../..');
const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeClone(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lc-start-'));
  temp.push(dir);
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x');
  };
  write('gateway/src/main.ts');
  write('web/src/main.tsx');
  write('prisma/schema.prisma');
  return dir;
}
const age = (dir: string, file: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(dir, file), t, t);
};

describe('npm start: what needs building', () => {
  it('a clone never built needs a build', () => {
    expect(buildState(fakeClone())).toMatchObject({ current: false, reason: expect.stringMatching(/is missing$/) });
  });

  it('is current after a build, and not after an input changes or an output goes', () => {
    const dir = fakeClone();
    for (const file of ['gateway/src/main.ts', 'web/src/main.tsx', 'prisma/schema.prisma']) age(dir, file, 60);
    for (const dirName of ['gateway/src', 'web/src', 'prisma', 'gateway', 'web']) age(dir, dirName, 60);
    for (const file of [...OUTPUTS, STAMP]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'built');
    }
    age(dir, STAMP, 30);
    expect(buildState(dir)).toEqual({ current: true });
    // An edit to a source file after that build.
    writeFileSync(path.join(dir, 'web/src/main.tsx'), 'changed');
    age(dir, 'web/src/main.tsx', 10);
    expect(buildState(dir)).toEqual({ current: false, reason: 'web/src changed since the last build' });
    // Built again: current; then an output removed.
    writeFileSync(path.join(dir, STAMP), 'again');
    expect(buildState(dir)).toEqual({ current: true });
    rmSync(path.join(dir, OUTPUTS[0]));
    expect(buildState(dir)).toMatchObject({ current: false, reason: `${OUTPUTS[0]} is missing` });
    expect(INPUTS).toEqual(expect.arrayContaining(['gateway/src', 'web/src', 'prisma/schema.prisma', 'prisma/migrations', 'package-lock.json']));
  });
});

describe('the memory settings the gateway runs with in production', () => {
  it('adds the heap cap, the young generation size and the growing factor unless NODE_OPTIONS or the command already sets them', () => {
    const semi = `--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB.embedded}`;
    const growing = `--heap-growing-percent=${GATEWAY_HEAP_GROWING_PERCENT}`;
    expect(gatewayNodeArgs([], {})).toEqual([`--max-old-space-size=${GATEWAY_HEAP_MB}`, semi, growing]);
    expect(gatewayNodeArgs([], { NODE_OPTIONS: '--enable-source-maps --max-old-space-size=512' })).toEqual([semi, growing]);
    expect(gatewayNodeArgs(['--max-old-space-size=300', '--max-semi-space-size=16', '--heap-growing-percent=100'], {})).toEqual([]);
  });

  it('gives the young generation more room on PostgreSQL than on the embedded database (which lives in the process)', () => {
    expect(GATEWAY_SEMI_SPACE_MB.postgres).toBeGreaterThan(GATEWAY_SEMI_SPACE_MB.embedded);
    expect(gatewayNodeArgs([], { DATABASE_URL: 'postgresql://x@db/site' })).toContain(`--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB.postgres}`);
    expect(gatewayNodeArgs([], { DATA_DIR: '/data' })).toContain(`--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB.embedded}`);
  });

  it('adds the allocator settings to the environment unless it has its own', () => {
    expect(gatewayEnv({ PORT: '1' })).toEqual({ PORT: '1', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
    expect(gatewayEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it('are what the image and npm run serve use', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    // The image's command, run with `echo` for `node`, gives the same flags as npm start on either database.
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd.slice(0, 2)).toEqual(['sh', '-c']);
    expect(cmd[2]).toMatch(/\bexec node .* gateway\/dist\/main\.js$/);
    for (const env of [{}, { DATABASE_URL: 'postgresql://x@db/site' }]) {
      const shown = spawnSync('sh', ['-c', cmd[2]!.replace('exec node', 'echo')], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
      expect(shown.stdout.trim().split(' ')).toEqual([...gatewayNodeArgs([], env), 'gateway/dist/main.js']);
    }
    for (const [name, value] of Object.entries(GATEWAY_MALLOC_ENV)) expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'));
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve).toBe('exec node scripts/start.mjs --no-build');
  });

  it.runIf(existsSync(path.join(root, 'gateway/dist/main.js')) && process.platform === 'linux')('reach the gateway process npm run serve starts', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-serve-'));
    temp.push(dataDir);
    const env: Record<string, string | undefined> = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          if (/listening on http:/.test(out)) resolve();
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
      });
      const gateway = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
      expect(gateway).toMatch(/^\d+$/);
      const cmdline = readFileSync(`/proc/${gateway}/cmdline`, 'utf8').split('\0');
      const environ = readFileSync(`/proc/${gateway}/environ`, 'utf8').split('\0');
      expect(cmdline).toContain(`--max-old-space-size=${GATEWAY_HEAP_MB}`);
      expect(cmdline).toContain(`--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB.embedded}`);
      expect(cmdline).toContain(`--heap-growing-percent=${GATEWAY_HEAP_GROWING_PERCENT}`);
      for (const [name, value] of Object.entries(GATEWAY_MALLOC_ENV)) expect(environ).toContain(`${name}=${value}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    }
  });

  // Issue 25: a process manager (or a container whose command is npm) signals npm's own pid. npm passes SIGTERM to the
  // shell of its script, which used to die without passing it on, leaving the gateway serving; the scripts now `exec`.
  it.runIf(existsSync(path.join(root, 'gateway/dist/main.js')) && process.platform === 'linux')('stop gracefully when npm itself gets SIGTERM: a request in flight finishes, every process exits, npm with 0', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-npm-signal-'));
    temp.push(dataDir);
    const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_SAMPLE_DATA: 'false', SHUTDOWN_TIMEOUT: '30' };
    const npm = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    let out = '';
    const seen = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(out);
          if (m) resolve(m);
        };
        npm.stdout!.on('data', check);
        npm.stderr!.on('data', check);
        void exited.then(() => reject(new Error(`npm exited before ${pattern}:\n${out}`)));
        check();
      });
    npm.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      const port = (await seen(/listening on http:\/\/localhost:(\d+)/))[1]!;

      // A sign-in whose body is half sent: the server has read its head (it answered 100 Continue) when npm is signalled.
      const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
      const http = await import('node:http');
      let finish!: () => void;
      let started!: () => void;
      const inFlight = new Promise<void>((resolve) => (started = resolve));
      const answer = new Promise<number>((resolve, reject) => {
        const req = http.request(`http://127.0.0.1:${port}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.on('continue', () => {
          req.write(body.slice(0, 10));
          started();
        });
        finish = () => req.end(body.slice(10));
      });
      await inFlight;
      npm.kill('SIGTERM');
      await seen(/SIGTERM: stopping/);
      finish();
      expect(await answer).toBe(401);
      expect(await exited).toBe(0);
      expect(out).toMatch(/"msg":"stopped cleanly"/);
      // Nothing left serving.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      npm.kill('SIGKILL');
      // A gateway left behind (what this test exists to catch) would keep serving: find it by its data directory.
      for (const pid of spawnSync('pgrep', ['-f', 'gateway/dist/main.js'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)) {
        const environ = existsSync(`/proc/${pid}/environ`) ? readFileSync(`/proc/${pid}/environ`, 'utf8') : '';
        if (environ.split('\0').includes(`DATA_DIR=${dataDir}`)) process.kill(Number(pid), 'SIGKILL');
      }
    }
  });
});

