// `npm run db:migrate | db:new-migration -- <name> | db:seed`: the database chores, without Prisma's native engine.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { diffMigrationsToSchema, migrationsDir } from './engine.js';
import { seedDatabase } from './seed.js';

const [command, ...args] = process.argv.slice(2);

async function main(): Promise<void> {
  if (command === 'new-migration') {
    const name = (args[0] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
    if (!name) throw new Error('Usage: npm run db:new-migration -- <name>');
    // The diff replays the committed migrations on a throwaway in-memory database, so no server is needed.
    const sql = await diffMigrationsToSchema(new PrismaPGlite(new PGlite()));
    if (!sql.trim()) {
      console.log('prisma/schema.prisma matches the migrations: nothing to create.');
      return;
    }
    const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'migration.sql'), sql);
    console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
    return;
  }
  if (command === 'migrate' || command === 'seed') {
    const config = loadConfig();
    const db = await openDatabase(config.database);
    try {
      await db.withStartupLock(async () => {
        const applied = await db.migrate();
        console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date: no migration to apply.');
        if (command === 'seed') {
          const report = await seedDatabase(db.prisma, config);
          console.log(report.summary);
        }
      });
    } finally {
      await db.close();
    }
    return;
  }
  throw new Error(`Unknown command "${command ?? ''}". Use migrate, new-migration <name> or seed.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
