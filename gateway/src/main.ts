// Starts the gateway: reads config, opens the database, applies migrations, seeds a new database, serves.
import { serve } from '@hono/node-server';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { startContentChanges } from './cache/content-changes.js';
import { createApp } from './http/app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  const applied = await db.migrate();
  if (applied.length) console.log(`[gateway] applied migrations: ${applied.join(', ')}`);
  const seed = await seedDatabase(db.prisma, config);
  if (seed.createdAdmin || seed.seededJobs || seed.seededStories) console.log(`[gateway] ${seed.summary}`);

  // Listening starts before serving, so no change committed while this process serves goes unnoticed.
  const contentChanges = await startContentChanges(db);
  const { app } = createApp({ prisma: db.prisma, config, contentChanges });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
    console.log(`[gateway] listening on http://localhost:${info.port} — database: ${where}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[gateway] ${signal}: shutting down`);
    server.close(() => void contentChanges.close().finally(() => db.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`[gateway] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.DEBUG && err instanceof Error) console.error(err.stack);
  process.exit(1);
});
