// What the benchmark and soak scripts share: free ports, a throwaway PostgreSQL cluster (as `nobody` when running as
// root) with databases of their own, waiting for a process to answer, and clean-up on exit or interruption.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const cleanups = [];
export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // best effort
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));

/** A throwaway PostgreSQL cluster (as `nobody` when running as root), stopped and removed on exit. */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const bin = readdirSync('/usr/lib/postgresql').sort().map((v) => `/usr/lib/postgresql/${v}/bin`).filter((d) => existsSync(`${d}/initdb`)).at(-1);
  if (!bin) throw new Error('No PostgreSQL found in /usr/lib/postgresql: install postgresql or set BENCH_DATABASE_URL');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lc-bench-pg-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'nobody']).stdout.toString().trim()), 0);
  const run = (command) => {
    const result = asRoot ? spawnSync('su', ['-s', '/bin/sh', 'nobody', '-c', command]) : spawnSync('sh', ['-c', command]);
    if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
  };
  const port = await freePort();
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  run(`${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=256MB' -l ${dir}/log -w start >/dev/null`);
  cleanups.push(() => {
    run(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`);
    rmSync(dir, { recursive: true, force: true });
  });
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createDatabase(adminUrl) {
  const name = `lc_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(adminUrl, name);
}

export async function waitFor(url, child, what) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

