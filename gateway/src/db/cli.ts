// `npm run db:migrate | db:new-migration -- <name> | db:seed | db:backup [-- FILE] | db:restore -- FILE`: the database
// chores, without Prisma's native engine. `template [DIR]` (run by `npm run build:gateway`) makes the embedded
// database's template for first starts (pglite-template.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { diffMigrationsToSchema, migrationsDir } from './engine.js';
import { markApplied, migrationStatus } from './migration-status.js';
import { seedDatabase } from './seed.js';
import { makePgliteTemplate, PGLITE_TEMPLATE_DIR } from './pglite-template.js';
import { BackupError, backupFileName, restoreBackup, writeBackup } from './backup.js';
import { requestBackupFrom, runningGateway } from './backup-service.js';
import { lockDataDir, type DataDirRole } from './data-dir-lock.js';

const [command, ...args] = process.argv.slice(2);

/**
 * Opens the configured database for `work`. The embedded one first claims DATA_DIR (data-dir-lock.ts): a command
 * refuses to open it while a gateway (or another command) holds it, naming that process.
 */
async function withDatabase<T>(config: AppConfig, role: DataDirRole, work: (db: Database) => Promise<T>, advice?: string): Promise<T> {
  const lock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir, role, advice) : undefined;
  try {
    const db = await openDatabase(config.database);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock?.release();
  }
}

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
  if (command === 'template') {
    const dir = path.resolve(args[0] ?? PGLITE_TEMPLATE_DIR);
    const manifest = await makePgliteTemplate(dir);
    console.log(`Embedded database template: ${path.relative(process.cwd(), dir)} (PGlite ${manifest.pglite}, ${manifest.migrations.length} migrations)`);
    return;
  }
  if (command === 'migrate' && (args[0] === '--status' || args[0] === '--mark-applied')) {
    const config = loadConfig();
    await withDatabase(config, 'db:migrate', async (db) => {
      if (args[0] === '--status') console.log(await migrationStatus(db));
      else console.log(await markApplied(db, args[1] ?? ''));
    });
    return;
  }
  if (command === 'migrate' || command === 'seed') {
    const config = loadConfig();
    await withDatabase(config, `db:${command}`, (db) =>
      db.withStartupLock(async () => {
        const applied = await db.migrate();
        console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date: no migration to apply.');
        if (command === 'seed') {
          const report = await seedDatabase(db.prisma, config);
          console.log(report.summary);
        }
      }),
    );
    return;
  }
  if (command === 'backup') {
    const config = loadConfig();
    const file = path.resolve(args[0] ?? path.join(config.backups?.dir ?? 'backups', backupFileName()));
    // The embedded database belongs to the gateway running on it: that process writes the backup.
    const pid = config.database.kind === 'pglite' ? await runningGateway(config.dataDir) : undefined;
    const summary = pid
      ? await requestBackupFrom(pid, config.dataDir, file)
      : await withDatabase(config, 'db:backup', (db) => writeBackup(db, file));
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Backup written: ${summary.file} (${(summary.bytes / 1024).toFixed(0)} kB, ${rows} rows in ${Object.keys(summary.rows).length} tables${pid ? `, by the running gateway (pid ${pid})` : ''})`);
    return;
  }
  if (command === 'restore') {
    if (!args[0]) throw new Error('Usage: npm run db:restore -- FILE (into an empty database: a new DATA_DIR, or an empty PostgreSQL database in DATABASE_URL)');
    const config = loadConfig();
    const file = args[0];
    await withDatabase(
      config,
      'db:restore',
      async (db) => {
        const summary = await restoreBackup(db, path.resolve(file));
        const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
        console.log(`Restored ${rows} rows in ${Object.keys(summary.rows).length} tables from ${file}${summary.upgradedWith.length ? `; then applied ${summary.upgradedWith.join(', ')}` : ''}`);
      },
      'A backup is restored into an empty database: stop the gateway, and restore into a new DATA_DIR.',
    );
    return;
  }
  throw new Error(`Unknown command "${command ?? ''}". Use migrate, new-migration <name>, seed, backup [FILE], restore FILE or template [DIR].`);
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
