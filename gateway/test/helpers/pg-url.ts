// Connection-string and throwaway-database helpers for the PostgreSQL leg of the tests.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DB = 'lc_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDatabase(url, 'postgres');
}

/** Runs SQL on the maintenance database, on a connection of its own. */
async function onAdmin(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database named `<prefix>_<random>` on the server of `url` (TEST_DATABASE_URL): empty, or a copy of `template`.
 * `drop()` removes it, whatever is still connected.
 */
export async function createTestDatabase(url: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, url: withDatabase(url, name), drop: () => onAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
