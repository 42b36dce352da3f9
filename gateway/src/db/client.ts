// Opens the database: embedded PGlite in a directory (the default) or PostgreSQL when a URL is given,
// both behind Prisma driver adapters so that the same client, migrations and queries serve either.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { applyMigrations } from './engine.js';

export type DatabaseTarget =
  // dataDir null: in memory; loadDataDir: start from a dump (tests copy one migrated template).
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  target: DatabaseTarget;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  if (target.kind === 'pglite') {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    const pglite = new PGlite({ ...(target.dataDir ? { dataDir: target.dataDir } : {}), ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    await pglite.waitReady;
    adapterFactory = new PrismaPGlite(pglite);
    closeDriver = () => pglite.close();
  } else {
    adapterFactory = new PrismaPg({ connectionString: target.url, max: 10 });
    closeDriver = async () => {};
  }
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    adapterFactory,
    target,
    migrate: () => applyMigrations(adapterFactory),
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
