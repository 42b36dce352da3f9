// The gateway as an operator runs it (issue 14, item 3): JSON log lines with a request id, Prometheus metrics on their
// own port, and a stop on SIGTERM that lets an upload and a long answer in flight finish (exit 0), or cuts what is
// still running after SHUTDOWN_TIMEOUT, names it in the log and exits 1. Real server processes on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { captureLogs, log, withRequestId } from '../src/log.js';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Gateway {
  url: string;
  lines: () => Record<string, unknown>[];
  exited: Promise<number | null>;
  child: ChildProcess;
}

async function startGateway(env: Record<string, string> = {}): Promise<Gateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-service-'));
  dirs.push(dataDir);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-123', SEED_SAMPLE_DATA: 'false', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  // The log is standard output, JSON lines only; standard error carries the plain first-run sign-in line for people.
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return { notJson: l };
        }
      });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
    if (m) return { url: `http://127.0.0.1:${m[1]}`, lines, exited, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the gateway did not start:\n${out}\n${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: 'ops-password-123' }) });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A PNG of noise (it does not compress): `side`² pixels, a few MB. */
function noisePng(side: number): Promise<Buffer> {
  const raw = randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function multipart(png: Buffer): { body: Buffer; contentType: string } {
  const boundary = 'svc-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { body: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Starts a POST whose body is sent in two halves: the second only when `finish` is called. `started` resolves once the
 * server has read the request's head (it answered `100 Continue`) and the first half is on its way: from then on the
 * request is in flight, however slow the machine (a fixed wait was not always enough: a connection the server had not
 * yet accepted when it stopped listening was reset).
 */
function slowUpload(url: string, token: string, png: Buffer, requestId: string | null = 'slow-upload') {
  const { body, contentType } = multipart(png);
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  let onStarted!: () => void;
  const started = new Promise<void>((resolve) => (onStarted = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${url}/api/v1/uploads`, { method: 'POST', headers: { 'content-type': contentType, 'content-length': body.length, authorization: `Bearer ${token}`, ...(requestId ? { 'x-request-id': requestId } : {}), expect: '100-continue' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.on('continue', () => req.write(body.subarray(0, half), () => onStarted()));
    finish = () => req.end(body.subarray(half));
  });
  return { answer, started, finish: () => finish() };
}

/** Resolves once the gateway has logged a line with this message (the state, not a guess at how long it takes). */
async function loggedLine(gw: Gateway, msg: string, ms = 60_000): Promise<Record<string, unknown>> {
  const until = Date.now() + ms;
  for (;;) {
    const line = gw.lines().find((l) => l.msg === msg);
    if (line) return line;
    if (Date.now() > until) throw new Error(`no log line "${msg}" in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('log lines', () => {
  it('are JSON, and every line written while a request is served names its id', () => {
    const capture = captureLogs('info');
    try {
      withRequestId('req-42', () => log.warn({ extra: 1 }, 'inside'));
      log.info('outside');
      const [inside, outside] = capture.lines();
      expect(inside).toMatchObject({ level: 'warn', msg: 'inside', reqId: 'req-42', extra: 1 });
      expect(outside).toMatchObject({ level: 'info', msg: 'outside' });
      expect(outside).not.toHaveProperty('reqId');
    } finally {
      capture.restore();
    }
  });
});

describe('settings', () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lc-service-config-')) };
  dirs.push(base.DATA_DIR);
  it.each([
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ SHUTDOWN_TIMEOUT: '-1' }, /SHUTDOWN_TIMEOUT must be a number of seconds/],
    [{ SHUTDOWN_TIMEOUT: '5000' }, /SHUTDOWN_TIMEOUT must be a number of seconds from 0 to 3600/],
    [{ METRICS_PORT: 'abc' }, /METRICS_PORT must be a port number/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a port number/],
    [{ METRICS_PORT: '4000', PORT: '4000' }, /METRICS_PORT must differ from PORT/],
  ])('%o stops the start with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
  it('has defaults: info, 10 s, no metrics port', () => {
    expect(loadConfig(base)).toMatchObject({ logLevel: 'info', shutdownTimeoutMs: 10_000, metricsPort: undefined });
    expect(loadConfig({ ...base, LOG_LEVEL: ' WARN ', SHUTDOWN_TIMEOUT: '2.5', METRICS_PORT: '9464' })).toMatchObject({ logLevel: 'warn', shutdownTimeoutMs: 2500, metricsPort: 9464 });
  });
});

describe('a running gateway', () => {
  it('logs one JSON line per request with its id (sent back as X-Request-Id) and serves metrics on its own port', { timeout: 90_000 }, async () => {
    const metricsPort = 20_000 + Math.floor(Math.random() * 20_000);
    const gw = await startGateway({ METRICS_PORT: String(metricsPort) });
    try {
      const given = await fetch(`${gw.url}/api/v1/job-post/get-jobposts`, { headers: { 'x-request-id': 'from-the-proxy-1' } });
      expect(given.headers.get('x-request-id')).toBe('from-the-proxy-1');
      const made = await fetch(`${gw.url}/healthz`, { headers: { 'x-request-id': 'not a sane id <script>' } });
      const madeId = made.headers.get('x-request-id');
      expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${gw.url}/api/v1/job-post/no-such-route`);
      await fetch(`${gw.url}/uploads/no-such-file-123.png`);

      const lines = gw.lines();
      expect(lines.filter((l) => 'notJson' in l)).toEqual([]);
      expect(lines.find((l) => l.reqId === 'from-the-proxy-1')).toMatchObject({ msg: 'request', method: 'GET', path: '/api/v1/job-post/get-jobposts', status: 200, route: '/api/v1/job-post/get-jobposts' });
      expect(lines.find((l) => l.reqId === madeId)).toMatchObject({ msg: 'request', path: '/healthz', status: 200 });

      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/gateway_http_requests_total\{method="GET",route="\/api\/v1\/job-post\/get-jobposts",status="200"\} 1/);
      // Routes by their pattern, never by the path asked for.
      expect(metrics).toMatch(/gateway_http_requests_total\{method="GET",route="\/uploads\/:file",status="404"\} 1/);
      expect(metrics).toMatch(/gateway_http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1/);
      expect(metrics).not.toMatch(/no-such/);
      expect(metrics).toMatch(/gateway_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/healthz",status="200"\} 1/);
      expect(metrics).toMatch(/gateway_process_resident_memory_bytes \d+/);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
      // Not on the public port.
      expect((await fetch(`${gw.url}/metrics`)).status).toBe(404);
    } finally {
      gw.child.kill('SIGKILL');
    }
  });

  it('SIGTERM lets an upload and a long answer in flight finish, refuses new connections, and exits 0', { timeout: 120_000 }, async () => {
    const gw = await startGateway({ SHUTDOWN_TIMEOUT: '20' });
    const token = await signIn(gw.url);
    // A large image to read back slowly: its answer does not fit in the socket buffers.
    const big = await noisePng(1100);
    const stored = (await (await fetch(`${gw.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: (() => { const f = new FormData(); f.set('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png'); return f; })() })).json()) as { url: string; size: number };
    expect(stored.size).toBeGreaterThan(2_000_000);

    // The long answer: read nothing until after the signal.
    let received = 0;
    let onHead!: (res: http.IncomingMessage) => void;
    const head = new Promise<http.IncomingMessage>((resolve) => (onHead = resolve));
    const downloaded = new Promise<number>((resolve, reject) => {
      http.get(`${gw.url}${stored.url}`, (res) => {
        res.pause();
        res.on('data', (c: Buffer) => (received += c.length));
        res.on('end', () => resolve(received));
        res.on('error', reject);
        onHead(res);
      });
    });
    const download = await head;
    const upload = slowUpload(gw.url, token, await noisePng(300));
    await upload.started;

    gw.child.kill('SIGTERM');
    await loggedLine(gw, 'SIGTERM: stopping; waiting for requests in flight');
    // No new connections once stopping.
    await expect(fetch(`${gw.url}/healthz`)).rejects.toThrow();
    upload.finish();
    download.resume();
    const [answer, bytes] = await Promise.all([upload.answer, downloaded]);
    expect(answer.status).toBe(201);
    expect(bytes).toBe(stored.size);
    expect(await gw.exited).toBe(0);
    const lines = gw.lines();
    // The upload at least (the long answer may already sit in the kernel's socket buffers).
    expect(lines.find((l) => l.msg === 'SIGTERM: stopping; waiting for requests in flight')?.inFlight).toBeGreaterThanOrEqual(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped cleanly', cut: 0 });
  });

  it('cuts what still runs after SHUTDOWN_TIMEOUT, names it in the log, and exits 1', { timeout: 90_000 }, async () => {
    const gw = await startGateway({ SHUTDOWN_TIMEOUT: '1' });
    const token = await signIn(gw.url);
    // One with the proxy's request id, one without (its id is the one the gateway gave it, as in its log lines).
    const uploads = [slowUpload(gw.url, token, await noisePng(200)), slowUpload(gw.url, token, await noisePng(200), null)];
    const failed = uploads.map((upload) =>
      upload.answer.then(
        () => 'answered',
        () => 'cut',
      ),
    );
    await Promise.all(uploads.map((upload) => upload.started));
    gw.child.kill('SIGTERM');
    expect(await gw.exited).toBe(1);
    expect(await Promise.all(failed)).toEqual(['cut', 'cut']);
    const cut = gw.lines().find((l) => typeof l.msg === 'string' && l.msg.startsWith('cut 2 requests still running after 1000 ms'));
    expect(cut).toMatchObject({ level: 'error' });
    const named = (cut!.cut as { method: string; url: string; reqId?: string }[]).map((r) => r.reqId).sort();
    expect(cut!.cut).toEqual([expect.objectContaining({ method: 'POST', url: '/api/v1/uploads' }), expect.objectContaining({ method: 'POST', url: '/api/v1/uploads' })]);
    expect(named).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), 'slow-upload']);
  });
});
