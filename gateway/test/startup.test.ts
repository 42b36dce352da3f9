// Starting up: a migration left unfinished by a process that died is applied again (it no longer blocks every later
// start); /readyz says whether the database answers and is migrated; on PostgreSQL several gateways starting at once
// on an empty database all come up, and migrate and seed exactly once (the start-up advisory lock).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyMigrations, readMigrations } from '../src/db/engine.js';
import { markApplied, migrationStatus } from '../src/db/migration-status.js';
import { createApp } from '../src/http/app.js';
import { openTestDatabase, testJwtSecret } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';
import { createTestDatabase } from './helpers/pg-url.js';

const root = path.resolve(import.meta.dirname, '../..');
const opened: Database[] = [];
const children: ChildProcess[] = [];
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const db of opened) await db.close();
  for (const drop of dropped) await drop();
});

async function lastMigration(): Promise<string> {
  return (await readMigrations()).migrationDirectories.map((d) => d.path).sort().at(-1)!;
}

describe('an interrupted migration', () => {
  it('is applied again at the next start instead of blocking it', async () => {
    // A database migrated up to audit_and_trash, whose run was then killed: its record started but unfinished, its
    // change rolled back (its statements and its record of the end are one transaction), the later ones not begun.
    let db: Database;
    if (process.env.TEST_DB_KIND === 'postgres') {
      const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_interrupted');
      dropped.push(created.drop);
      db = await openDatabase({ kind: 'postgres', url: created.url });
    } else {
      db = await openDatabase({ kind: 'pglite', dataDir: null });
    }
    opened.push(db);
    const all = (await readMigrations()).migrationDirectories.map((d) => d.path).sort();
    const name = all.find((m) => m.endsWith('_audit_and_trash'))!;
    await applyMigrations(db.adapterFactory, all.slice(0, all.indexOf(name)));
    await db.prisma.$executeRaw`INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ('killed-run', 'x', ${name}, now(), 0)`;

    const app = createApp({ prisma: db.prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: false, webDistDir: '/nonexistent' } });
    const notReady = await app.fetch(new Request('http://test.local/readyz'));
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ ok: false, message: 'The database is not migrated to this version yet' });

    const applied = await db.withStartupLock(() => db.migrate());
    expect(takeConsoleErrors()).toEqual([]);
    expect(applied).toEqual(all.slice(all.indexOf(name)));
    expect(await db.prisma.auditEntry.count()).toBe(0);
    const rows = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE "migration_name" = ${name} AND "finished_at" IS NOT NULL`;
    expect(rows[0]!.n).toBe(1);
    expect((await app.fetch(new Request('http://test.local/readyz'))).status).toBe(200);
    // And a migrated database applies nothing.
    expect(await db.withStartupLock(() => db.migrate())).toEqual([]);
  });
});

describe('a migration that failed on its own (the way out that needs a person)', () => {
  it('--status names it with its error; --mark-applied records it as applied after a hand fix, and starts go on', async () => {
    const db = await openTestDatabase();
    opened.push(db);
    const name = await lastMigration();
    await db.prisma.$executeRaw`UPDATE "_prisma_migrations" SET "finished_at" = NULL, "logs" = ${'ERROR: could not create unique index\nDETAIL: duplicate rows'} WHERE "migration_name" = ${name}`;
    const status = await migrationStatus(db);
    expect(status).toContain(`failed      ${name}: ERROR: could not create unique index`);
    expect(status).toMatch(/^applied {5}\d+_init$/m);
    await expect(markApplied(db, 'no_such_migration')).rejects.toThrow(/No migration named "no_such_migration"/);
    expect(await markApplied(db, name)).toBe(`${name} recorded as applied (its change must already be in the database)`);
    expect(await migrationStatus(db)).toContain(`applied     ${name}`);
    expect(await markApplied(db, name)).toBe(`${name} is already applied: nothing to do`);
    expect(await db.withStartupLock(() => db.migrate())).toEqual([]);
  });
});

describe('/readyz and /healthz', () => {
  it('answer 200 on a migrated database and 503 (not a 500) when the database cannot be reached', async () => {
    const db = await openTestDatabase();
    const app = createApp({ prisma: db.prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: false, webDistDir: '/nonexistent' } });
    const ready = await app.fetch(new Request('http://test.local/readyz'));
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const healthy = await app.fetch(new Request('http://test.local/healthz'));
    expect([healthy.status, await healthy.json()]).toEqual([200, { ok: true }]);
    await db.close();
    const down = await app.fetch(new Request('http://test.local/readyz'));
    expect([down.status, await down.json()]).toEqual([503, { ok: false, message: 'The database cannot be reached' }]);
    const unhealthy = await app.fetch(new Request('http://test.local/healthz'));
    expect([unhealthy.status, await unhealthy.json()]).toEqual([503, { ok: false, message: 'The database cannot be reached' }]);
    expect(unhealthy.headers.get('cache-control')).toBe('no-store');
    takeConsoleErrors();
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('three gateways starting at once on an empty database', () => {
  it('all come up; the migrations and the first admin are made once', { timeout: 180_000 }, async () => {
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_start');
    dropped.push(created.drop);
    const url = created.url;

    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ADMIN_USERNAME: 'start-admin', ADMIN_PASSWORD: 'start-admin-password', JWT_SECRET: 'z'.repeat(40), SEED_SAMPLE_DATA: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        let out = '';
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
          if (m) resolve(out);
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`a gateway exited with ${code}:\n${out}`)));
      });
    const logs = await Promise.all([start(), start(), start()]);
    expect(logs.filter((log) => log.includes('applied migrations:'))).toHaveLength(1);
    expect(logs.filter((log) => log.includes('Created the first admin'))).toHaveLength(1);

    const db = await openDatabase({ kind: 'postgres', url });
    opened.push(db);
    expect(await db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
    const migrations = await db.prisma.$queryRaw<{ migration_name: string; n: number }[]>`
      SELECT "migration_name", count(*)::int AS n FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL GROUP BY "migration_name"`;
    expect(migrations).toHaveLength((await readMigrations()).migrationDirectories.length);
    expect(migrations.every((m) => m.n === 1)).toBe(true);
    // The sample data was added once too.
    const jobs = await db.prisma.jobPost.count();
    expect(jobs).toBeGreaterThan(0);
    expect(jobs).toBeLessThan(30);
  });
});
