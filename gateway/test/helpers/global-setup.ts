// Runs once before the gateway tests: migrates one template database per engine, which each test file then
// copies (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE). Migrating once keeps files fast.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../src/db/engine.js';
import { writeSeedCourses } from '../../src/db/seed.js';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { adminUrl, TEMPLATE_DB, withDatabase } from './pg-url.js';

export default async function setup(project: TestProject) {
  // The project's `env` does not reach this process; read it from the project's config.
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const pglite = new PGlite();
    await applyMigrations(new PrismaPGlite(pglite));
    await withCourses(new PrismaPGlite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const dir = path.resolve(import.meta.dirname, '../../../.tmp');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    // Removed when the run ends (41 MB a run).
    return () => rmSync(file, { force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  // A template must have no open connections when it is copied: migrate through a pool this file closes.
  const pool = new pg.Pool({ connectionString: withDatabase(url, TEMPLATE_DB) });
  await applyMigrations(new PrismaPg(pool));
  await withCourses(new PrismaPg(pool));
  await pool.end();
  project.provide('pgliteTemplate', '');
}

/**
 * The course pages every started gateway has (the seed writes them on every database, issue 29): lead capture and
 * the sitemap read them, so every test database starts with them as a real one does.
 */
async function withCourses(adapter: NonNullable<ConstructorParameters<typeof PrismaClient>[0]['adapter']>) {
  const prisma = new PrismaClient({ adapter });
  await writeSeedCourses(prisma);
  await prisma.$disconnect();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
