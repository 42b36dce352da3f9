// Opens the database: embedded PGlite in a directory (the default) or PostgreSQL when a URL is given,
// both behind Prisma driver adapters so that the same client, migrations and queries serve either. `pg` and its
// adapter are imported only when PostgreSQL is opened: they cost an embedded start about 70 ms of the main thread
// before PGlite could begin.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { attachDriverRows, pgDriverRows, pgliteDriverRows, type DriverRows } from './driver-rows.js';
import { allMigrationsApplied, applyMigrations } from './engine.js';
import { withWholeScripts } from './migration-scripts.js';
import { prepareDataDir } from './pglite-template.js';
import { PGLITE_BYTEA_TYPES } from './pglite-bytea.js';
import { log } from '../log.js';

export type DatabaseTarget =
  // dataDir null: in memory; loadDataDir: start from a dump (tests copy one migrated template); template: a new dataDir
  // starts as a copy of this migrated data directory (the build's, pglite-template.ts) rather than from initdb.
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob; template?: string }
  | { kind: 'postgres'; url: string };

export interface ListenOptions {
  /**
   * Called after a lost connection was re-established and is listening again: notifications sent in between are
   * lost, so whoever relies on them must assume anything changed. (PostgreSQL only; PGlite runs in-process.)
   */
  onReconnect?: () => void;
}

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  target: DatabaseTarget;
  /**
   * Applies the migrations not applied yet. A migration whose record was left unfinished by a process that died
   * (PostgreSQL rolled its change back with the transaction) is forgotten first, so it is applied again instead of
   * blocking every later start. Call it inside withStartupLock.
   */
  migrate(): Promise<string[]>;
  /**
   * Runs `work` while holding the database-wide start-up lock (PostgreSQL: an advisory lock on a connection of its own,
   * waited for as long as it takes), so that of several processes starting at once one migrates and seeds and the
   * others then find it done. PGlite: one process, no lock.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection pool's state now (for metrics). PGlite has no pool: undefined. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * LISTEN on a channel: the callback gets each notification's payload once its transaction committed, whichever
   * connection (PostgreSQL: whichever process) sent it. Resolves once listening; the result stops listening.
   * Optional so that a test double may leave it out.
   */
  listen?(channel: string, onNotification: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The embedded database's buffer pool. PostgreSQL's default (128 MB) is claimed whole when PGlite starts, inside the
 * gateway's own memory; a small site's working set fits in far less, and what falls out of it is read back through
 * the operating system's file cache. 8 MB: about 150 MB less resident memory than the default, 50 MB less than 32 MB,
 * at the same throughput under the soak's mixed load (docs/operations.md#memory).
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  let listen: NonNullable<Database['listen']>;
  let pool: pg.Pool | undefined;
  let driverRows: DriverRows;
  const listeners = new Set<() => Promise<void>>();
  if (target.kind === 'pglite') {
    if (target.dataDir && target.template) {
      const started = Date.now();
      const start = await prepareDataDir(target.dataDir, target.template);
      if (start.kind === 'template') {
        log.info({ ms: Date.now() - started, migrations: start.migrations }, `a new embedded database in ${target.dataDir}, copied from the build's template`);
      } else if (start.kind === 'initdb') {
        log.info({ reason: start.reason }, `a new embedded database in ${target.dataDir}: PGlite makes it (initdb), which takes a few seconds`);
      }
    }
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...PGLITE_BYTEA_TYPES,
    });
    await pglite.waitReady;
    // PGlite's adapter already sends a script whole (one transaction); it gains the record of its own end.
    adapterFactory = withWholeScripts(new PrismaPGlite(pglite));
    driverRows = pgliteDriverRows(pglite);
    closeDriver = () => pglite.close();
    // One in-process connection: PGlite hands the notifications of every statement it runs (Prisma's included) to
    // its own listeners after the commit, and there is no connection to lose.
    listen = async (channel, onNotification) => {
      const unlisten = await pglite.listen(channel, onNotification);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    };
  } else {
    const [{ default: pg }, { PrismaPg }] = await Promise.all([import('pg'), import('@prisma/adapter-pg')]);
    const ownPool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server dropped (a restart, a timeout) must not take the process down.
    ownPool.on('error', (err) => log.warn({ error: err.message }, 'an idle database connection failed'));
    pool = ownPool;
    // The adapter's own executeScript runs a migration statement by statement (migration-scripts.ts): one query here.
    adapterFactory = withWholeScripts(new PrismaPg(ownPool), async (adapter, script) => {
      try {
        await ownPool.query(script);
      } catch (err) {
        // The adapter's own conversion, so that the engine reports the server's error as it always did.
        (adapter as unknown as { onError(error: unknown): never }).onError(err);
      }
    });
    driverRows = pgDriverRows(ownPool, pg.types);
    closeDriver = () => ownPool.end().catch(() => undefined);
    listen = (channel, onNotification, options) => listenOnPostgres(target.url, channel, onNotification, options);
  }
  const prisma = new PrismaClient({ adapter: adapterFactory });
  attachDriverRows(prisma, driverRows);
  return {
    prisma,
    adapterFactory,
    target,
    migrate: async () => {
      if (await allMigrationsApplied((sql) => prisma.$queryRawUnsafe(sql))) return [];
      const forgotten = await forgetInterruptedMigrations(prisma);
      if (forgotten.length) log.warn({ migrations: forgotten }, 'migrations interrupted earlier are applied again now');
      return applyMigrations(adapterFactory);
    },
    poolStats: () => (pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined),
    withStartupLock: (work) => (target.kind === 'postgres' ? withAdvisoryLock(target.url, STARTUP_LOCK_KEY, work) : work()),
    async listen(channel, onNotification, options) {
      const stop = await listen(channel, onNotification, options);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop().catch(() => undefined)));
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}

/** The advisory lock every gateway takes around migrating and seeding (any fixed number, the same in every process). */
export const STARTUP_LOCK_KEY = 7_634_837_069;

/** Unfinished migration records (their process died mid-way): removed, and their names returned. */
async function forgetInterruptedMigrations(prisma: PrismaClient): Promise<string[]> {
  try {
    const rows = await prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      'DELETE FROM "_prisma_migrations" WHERE "finished_at" IS NULL AND "rolled_back_at" IS NULL RETURNING "migration_name"',
    );
    return rows.map((r) => r.migration_name);
  } catch {
    return []; // no table yet: a new database
  }
}

/** Runs `work` holding a PostgreSQL advisory lock, on a connection of its own, however long another holder takes. */
async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'gateway-startup-lock' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** How often a PostgreSQL listening connection proves it is alive, and how long it may take to answer. */
export const LISTEN_HEALTH_CHECK = { intervalMs: 30_000, timeoutMs: 10_000 };

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to queries and lose its LISTEN). A lost
 * connection, or one that stops answering the periodic health check, is replaced with backoff; each replacement
 * calls `onReconnect`. Errors are logged on one line and never reach the process.
 */
async function listenOnPostgres(url: string, channel: string, onNotification: (payload: string) => void, options: ListenOptions = {}): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  const warn = (message: string) => log.warn({ channel }, `LISTEN ${channel}: ${message}`);

  /** One connection, listening; `onLost` runs once when it fails later. */
  async function connect(onLost: (client: pg.Client, reason: string) => void): Promise<pg.Client> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'gateway-listen' });
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      clearInterval(healthCheck);
      // Not awaited: on a half-open socket the goodbye may never be answered.
      client.end().catch(() => undefined);
      onLost(client, reason);
    };
    client.on('error', (err) => lose(err.message));
    client.on('end', () => lose('connection closed'));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    const healthCheck = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), LISTEN_HEALTH_CHECK.timeoutMs);
      });
      Promise.race([client.query('SELECT 1'), timeout])
        .catch((err: Error) => lose(err.message))
        .finally(() => clearTimeout(timer));
    }, LISTEN_HEALTH_CHECK.intervalMs);
    healthCheck.unref();
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      lost = true;
      clearInterval(healthCheck);
      client.end().catch(() => undefined);
      throw err;
    }
    return client;
  }

  const onLost = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = null;
    if (stopped) return;
    warn(`connection lost (${reason}); reconnecting`);
    void reconnect();
  };

  async function reconnect(): Promise<void> {
    for (let attempt = 0; !stopped; attempt++) {
      await new Promise<void>((wake) => {
        retry = { timer: setTimeout(wake, Math.min(10_000, 250 * 2 ** attempt)), wake };
      });
      retry = null;
      if (stopped) return;
      try {
        const client = await connect(onLost);
        if (stopped) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        log.info({ channel }, `LISTEN ${channel}: reconnected`);
        options.onReconnect?.();
        return;
      } catch (err) {
        warn(`reconnect failed (${err instanceof Error ? err.message : String(err)}); trying again`);
      }
    }
  }

  current = await connect(onLost);
  return async () => {
    stopped = true;
    if (retry) {
      clearTimeout(retry.timer);
      retry.wake();
    }
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
