// Starts the gateway: reads config, opens the database, applies migrations, seeds a new database, serves. With
// GATEWAY_WORKERS above 1 (PostgreSQL only) this process migrates and seeds, then forks that many server processes
// sharing the port (node:cluster); they share nothing else but the database, like gateways on separate machines.
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { startContentChanges } from './cache/content-changes.js';
import { createApp } from './http/app.js';

/** Applies migrations and adds the first-run data (once per database). */
async function migrateAndSeed(db: Database, config: AppConfig): Promise<void> {
  // Under the start-up lock: of several gateways starting at once on one database, one migrates and seeds, the others
  // wait and then find nothing to do.
  await db.withStartupLock(async () => {
    const applied = await db.migrate();
    if (applied.length) console.log(`[gateway] applied migrations: ${applied.join(', ')}`);
    const seed = await seedDatabase(db.prisma, config);
    if (seed.createdAdmin || seed.seededJobs || seed.seededStories) console.log(`[gateway] ${seed.summary}`);
  });
}

/** Serves on the configured port until SIGINT/SIGTERM. `prepare`: migrate and seed first (a single process). */
async function serveRequests(config: AppConfig, prepare: boolean): Promise<void> {
  const db = await openDatabase(config.database);
  if (prepare) await migrateAndSeed(db, config);

  // Listening starts before serving, so no change committed while this process serves goes unnoticed.
  const contentChanges = await startContentChanges(db);
  const { app } = createApp({ prisma: db.prisma, config, contentChanges });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
    const who = cluster.isWorker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : '';
    console.log(`[gateway] listening on http://localhost:${info.port}${who} — database: ${where}`);
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

/** The primary of several workers: prepares the database once, keeps `count` workers running, stops them on a signal. */
async function superviseWorkers(config: AppConfig): Promise<void> {
  const db = await openDatabase(config.database);
  try {
    await migrateAndSeed(db, config);
  } finally {
    await db.close();
  }
  console.log(`[gateway] starting ${config.workers} worker processes on one port`);
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    console.error(`[gateway] worker ${worker.id} stopped (${signal ?? `exit code ${code}`}); starting another`);
    // A worker that dies at once would die again: wait a moment rather than spin.
    setTimeout(fork, lived < 5000 ? 2000 : 0);
  });
  for (let i = 0; i < config.workers; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[gateway] ${signal}: stopping the workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(0), 6000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serveRequests(config, false);
  if (config.workers > 1) return superviseWorkers(config);
  return serveRequests(config, true);
}

main().catch((err: unknown) => {
  console.error(`[gateway] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.DEBUG && err instanceof Error) console.error(err.stack);
  process.exit(1);
});
