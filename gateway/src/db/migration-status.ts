// The way out for the migration cases that need a person (`npm run db:migrate -- --status | --mark-applied NAME`):
// a start already applies again a migration whose process died half-way (PostgreSQL rolled its change back); one that
// fails on its own (the data breaks a new rule, say) fails every start with its error until someone fixes the data —
// or applies the change by hand and records it as applied here.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from './client.js';
import { readMigrations } from './engine.js';

interface Row {
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
}

async function records(db: Database): Promise<Row[]> {
  try {
    return await db.prisma.$queryRawUnsafe<Row[]>('SELECT "migration_name", "finished_at", "rolled_back_at", "logs" FROM "_prisma_migrations" ORDER BY "started_at"');
  } catch {
    return []; // a new database: no table yet
  }
}

/** One line per migration: applied, pending, unfinished or failed (with the first line of its error). */
export async function migrationStatus(db: Database): Promise<string> {
  const rows = await records(db);
  const names = (await readMigrations()).migrationDirectories.map((d) => d.path);
  const lines = names.map((name) => {
    const live = rows.filter((r) => r.migration_name === name && r.rolled_back_at === null);
    if (live.some((r) => r.finished_at !== null)) return `applied     ${name}`;
    const failed = live.find((r) => r.finished_at === null);
    if (failed?.logs) return `failed      ${name}: ${failed.logs.split('\n', 1)[0]}`;
    if (failed) return `unfinished  ${name} (applied again at the next start)`;
    return `pending     ${name}`;
  });
  const unknown = [...new Set(rows.map((r) => r.migration_name))].filter((n) => !names.includes(n));
  for (const name of unknown) lines.push(`unknown     ${name} (recorded in the database, not in prisma/migrations: a newer version of the site migrated it)`);
  return lines.join('\n');
}

/** Records `name` as applied without running it (its change was made by hand); its failed records are set aside. */
export async function markApplied(db: Database, name: string): Promise<string> {
  const dir = (await readMigrations()).migrationDirectories.find((d) => d.path === name);
  if (!dir || dir.migrationFile.content.tag !== 'ok') throw new Error(`No migration named "${name}" in prisma/migrations (npm run db:migrate -- --status lists them)`);
  const rows = (await records(db)).filter((r) => r.migration_name === name && r.rolled_back_at === null);
  if (rows.some((r) => r.finished_at !== null)) return `${name} is already applied: nothing to do`;
  const checksum = createHash('sha256').update(dir.migrationFile.content.value).digest('hex');
  await db.prisma.$transaction([
    db.prisma.$executeRawUnsafe('UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = $1 AND "finished_at" IS NULL AND "rolled_back_at" IS NULL', name),
    db.prisma.$executeRawUnsafe(
      'INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "logs", "started_at", "applied_steps_count") VALUES ($1, $2, now(), $3, NULL, now(), 1)',
      randomUUID(),
      checksum,
      name,
    ),
  ]);
  return `${name} recorded as applied (its change must already be in the database)`;
}
