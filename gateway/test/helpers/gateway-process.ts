// gateway/src/main.ts in a process of its own, in production mode as `npm start` runs it: for the tests of several
// gateway processes sharing one PostgreSQL database (the PostgreSQL leg), which start two and watch what each does.
// Every process a test file starts is killed when the file ends (or earlier, with stopGateways).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

afterAll(() => stopGateways());

export interface GatewayProcess {
  child: ChildProcess;
  /** The base URL (http://127.0.0.1:<port>) once it listens; rejects with its output if it exits first. */
  url: Promise<string>;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  /** Everything it wrote so far (standard output and error). */
  log: () => string;
}

/**
 * Starts a gateway with the test's environment, production defaults (any port, no sample data, a test JWT secret,
 * info logs: its "listening on" line says where it is) and `env` over them; a key set to undefined is left out.
 */
export function spawnGateway(env: Record<string, string | undefined>): GatewayProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    JWT_SECRET: 'gateway-process-test-secret-long-enough-for-hs256',
    SEED_SAMPLE_DATA: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`gateway exited with ${code}:\n${out}`)));
  });
  url.catch(() => undefined);
  return { child, url, exited, log: () => out };
}

/** spawnGateway, resolved once the gateway listens. */
export async function startGateway(env: Record<string, string | undefined>): Promise<Omit<GatewayProcess, 'url'> & { url: string }> {
  const gateway = spawnGateway(env);
  return { ...gateway, url: await gateway.url };
}

/** Kills every gateway this file started that is still running. */
export function stopGateways(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Resolves once `check` holds, polling every 100 ms; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
