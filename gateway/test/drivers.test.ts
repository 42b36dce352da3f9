// Each database loads only the driver it needs: on the embedded database the gateway never loads `pg` or Prisma's
// adapter for it, which cost an embedded start about 70 ms of the main thread before PGlite could begin
// (src/db/client.ts). Run in a fresh process, with the whole application loaded, since this process has pg loaded
// for its own purposes. On PostgreSQL the same check finds them loaded, which shows that it can see them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, TEMPLATE_DB } from './helpers/pg-url.js';

const root = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups) await clean();
});

// Opens the database described by the environment, imports the application, runs a query, and prints which of pg's
// packages the process has loaded (CommonJS: require's cache lists them; Prisma's adapter for pg is an ES module that
// imports pg, so it cannot be loaded without them).
const SCRIPT = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const { openDatabase } = await import('./gateway/src/db/client.ts');
await import('./gateway/src/http/app.ts');
const target = process.env.PG_URL
  ? { kind: 'postgres', url: process.env.PG_URL }
  : { kind: 'pglite', dataDir: null, loadDataDir: new Blob([readFileSync(process.env.PGLITE_DUMP)]) };
const db = await openDatabase(target);
const jobs = await db.prisma.jobPost.count();
const cache = createRequire(process.cwd() + '/').cache;
const loaded = [...new Set(Object.keys(cache).map((f) => /node_modules\\/(pg|pg-pool|pg-protocol)\\//.exec(f)?.[1]).filter(Boolean))].sort();
await db.close();
console.log(JSON.stringify({ jobs, loaded }));
`;

function run(env: Record<string, string>): { jobs: number; loaded: string[] } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as { jobs: number; loaded: string[] };
}

describe('the database drivers a gateway loads', () => {
  it.runIf(!onPostgres)('the embedded database: neither pg nor its Prisma adapter', { timeout: 120_000 }, () => {
    expect(run({ PGLITE_DUMP: inject('pgliteTemplate') })).toEqual({ jobs: 0, loaded: [] });
  });

  it.runIf(onPostgres)('PostgreSQL: pg and its Prisma adapter', { timeout: 120_000 }, async () => {
    const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'drivers', TEMPLATE_DB);
    cleanups.push(db.drop);
    expect(run({ PG_URL: db.url })).toEqual({ jobs: 0, loaded: ['pg', 'pg-pool', 'pg-protocol'] });
  });
});
