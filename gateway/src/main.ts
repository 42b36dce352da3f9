// Starts the gateway: reads config, opens the database, applies migrations, seeds a new database, serves. With
// GATEWAY_WORKERS above 1 (PostgreSQL only) this process migrates and seeds, then forks that many server processes
// sharing the port (node:cluster); they share nothing else but the database, like gateways on separate machines.
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { AggregatorRegistry } from 'prom-client';
import { loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { firstAdminNotice, seedDatabase, type SeedReport } from './db/seed.js';
import { PGLITE_TEMPLATE_DIR } from './db/pglite-template.js';
import { answerBackupRequests, startBackupSchedule } from './db/backup-service.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { startContentChanges } from './cache/content-changes.js';
import { NO_SMTP_NOTICE, startMailSender } from './services/mail-sender.js';
import { startJobAlertSchedule } from './services/alert-digest.js';
import { startFollowUpDigestSchedule } from './services/follow-up-digest.js';
import { ensureMetrics, metricsText, METRICS_CONTENT_TYPE, trackRequests } from './http/observe.js';
import { errorFields, log, setLogLevel } from './log.js';
import { startRetentionSweep } from './services/retention.js';

/** Applies migrations and adds the first-run data (once per database). */
async function migrateAndSeed(db: Database, config: AppConfig): Promise<SeedReport> {
  // Under the start-up lock: of several gateways starting at once on one database, one migrates and seeds, the others
  // wait and then find nothing to do.
  return db.withStartupLock(async () => {
    const applied = await db.migrate();
    if (applied.length) log.info({ migrations: applied }, `applied migrations: ${applied.join(', ')}`);
    const seed = await seedDatabase(db.prisma, config);
    if (seed.createdAdmin || seed.seededJobs || seed.seededStories || seed.seededCourses) for (const line of seed.summary.split('\n')) log.info(line);
    return seed;
  });
}

/** The first admin's sign-in, as a plain line on standard error for a person (the JSON line above is for collectors). */
function tellFirstAdmin(seed: SeedReport | undefined, baseUrl: string): void {
  const notice = seed && firstAdminNotice(seed, baseUrl);
  if (notice) process.stderr.write(`\n${notice}\n\n`);
}

/** Serves Prometheus' /metrics on a port of its own: this process's metrics, or (`cluster`) every worker's together. */
function serveMetrics(config: AppConfig, cluster: boolean): Server {
  const aggregator = cluster ? new AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    (aggregator ? aggregator.clusterMetrics() : metricsText()).then(
      (text) => res.writeHead(200, { 'content-type': aggregator ? aggregator.contentType : METRICS_CONTENT_TYPE }).end(text),
      (err: unknown) => {
        log.error(errorFields(err), 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  server.on('error', (err) => log.error(errorFields(err), `metrics port ${config.metricsPort} could not be opened`));
  server.listen(config.metricsPort, config.host, () => log.info(`metrics on http://localhost:${config.metricsPort}/metrics`));
  return server;
}

/**
 * Serves on the configured port until SIGINT/SIGTERM, then stops like a service: no new connections, requests in
 * flight (uploads and long answers too) finish for up to SHUTDOWN_TIMEOUT, what is still running then is cut and
 * named in the log, the database is closed, and the exit code says whether anything was cut.
 * `prepare`: migrate and seed first (a single process).
 */
async function serveRequests(config: AppConfig, prepare: boolean): Promise<void> {
  // The embedded database is one process's: claim DATA_DIR before opening it, or stop here naming the process that
  // holds it (a second gateway would work on its own copy and lose writes). Released when this process exits.
  const dataDirLock = config.database.kind === 'pglite' && !cluster.isWorker ? await lockDataDir(config.dataDir, 'gateway') : undefined;
  // A new embedded database starts as a copy of the build's migrated template (db/pglite-template.ts).
  const opening = openDatabase(config.database.kind === 'pglite' ? { ...config.database, template: PGLITE_TEMPLATE_DIR } : config.database);
  // The application's module graph (schema, services, server renderer) loads while the database opens: both take
  // a few hundred milliseconds, partly off the main thread (file reads, WebAssembly compilation). About 0.3 s sooner.
  const loadingApp = import('./http/app.js');
  loadingApp.catch(() => undefined); // awaited below; a failed open must not leave this rejection unhandled
  const db = await opening;
  const seed = prepare ? await migrateAndSeed(db, config) : undefined;
  ensureMetrics(() => db.poolStats());
  // A worker answers the primary's request for its metrics only once it listens for it (prom-client's
  // AggregatorRegistry, made here for its listener): without it the primary's /metrics timed out.
  if (cluster.isWorker && config.metricsPort) new AggregatorRegistry();
  const metricsServer = config.metricsPort && !cluster.isWorker ? serveMetrics(config, false) : undefined;
  // Backups: on a schedule (the cluster's primary runs it when there are workers), and on request from
  // `npm run db:backup` (PGlite: only this process may open the database).
  const stopBackups = config.backups && !cluster.isWorker ? startBackupSchedule(db, config.backups) : undefined;
  const stopAnswering = config.database.kind === 'pglite' ? await answerBackupRequests(db, config.dataDir) : undefined;

  // Listening starts before serving, so no change committed while this process serves goes unnoticed.
  const contentChanges = await startContentChanges(db);
  const { createApp } = await loadingApp;
  const { app } = createApp({ prisma: db.prisma, config, contentChanges });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
    const who = cluster.isWorker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : '';
    log.info(`listening on http://localhost:${info.port}${who} — database: ${where}`);
    // PORT=0 (tests) listens on a free port: name the one it got.
    tellFirstAdmin(seed, config.publicUrl.endsWith(':0') ? `http://localhost:${info.port}` : config.publicUrl);
  }) as Server;
  const requests = trackRequests(server);
  // The outbox's sender runs in every server process (each claims its own mails); without SMTP_URL mail stays queued.
  const mailSender = config.mail.smtpUrl
    ? await startMailSender({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, publicUrl: config.publicUrl })
    : (log.info(NO_SMTP_NOTICE), undefined);
  // The job-alert digest: every process checks whether the day's run is due; the one that claims the day sends it.
  const digestSchedule = startJobAlertSchedule({ prisma: db.prisma, jwtSecret: config.jwtSecret, publicUrl: config.publicUrl }, config.jobAlerts.digestTime);
  // The counsellors' morning mail of follow-ups due: claimed once a day like the job-alert digest.
  const followUpSchedule = startFollowUpDigestSchedule({ prisma: db.prisma, publicUrl: config.publicUrl }, config.leadFollowUps.digestTime);
  // What is kept only for a time (application CVs, the trash, the audit log): an hourly sweep in every process.
  const stopRetentionSweep = startRetentionSweep(db.prisma, { applicationCvDays: config.applicationCvDays, policy: config.policy });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal, inFlight: requests.inFlight().length, timeoutMs: config.shutdownTimeoutMs }, `${signal}: stopping; waiting for requests in flight`);
    requests.drain();
    // The mail being sent finishes meanwhile; mails claimed but not sent go back to the outbox.
    const mailStopped = mailSender?.stop().catch((err: unknown) => log.error(errorFields(err), 'the mail sender did not stop cleanly'));
    server.close();
    server.closeIdleConnections();
    metricsServer?.close();
    while (requests.inFlight().length && Date.now() - started < config.shutdownTimeoutMs) {
      await new Promise((r) => setTimeout(r, 25));
      server.closeIdleConnections();
    }
    const cut = requests.inFlight();
    if (cut.length) {
      log.error(
        { cut: cut.map((r) => ({ method: r.method, url: r.url.slice(0, 200), reqId: r.reqId, runningMs: Date.now() - r.startedAt })) },
        `cut ${cut.length} request${cut.length === 1 ? '' : 's'} still running after ${config.shutdownTimeoutMs} ms`,
      );
      server.closeAllConnections();
    }
    stopBackups?.();
    // A digest being written finishes (each alert is one transaction); the next check never starts.
    await digestSchedule.stop().catch((err: unknown) => log.error(errorFields(err), 'the job alert schedule did not stop cleanly'));
    await followUpSchedule.stop().catch((err: unknown) => log.error(errorFields(err), 'the follow-up schedule did not stop cleanly'));
    stopRetentionSweep();
    await mailStopped;
    await stopAnswering?.().catch(() => undefined);
    await contentChanges.close().catch(() => undefined);
    await db.close().catch((err: unknown) => log.error(errorFields(err), 'the database did not close cleanly'));
    await dataDirLock?.release();
    log.info({ cut: cut.length, ms: Date.now() - started }, cut.length ? 'stopped, cutting requests' : 'stopped cleanly');
    process.exit(cut.length ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** The primary of several workers: prepares the database once, keeps `count` workers running, stops them on a signal. */
async function superviseWorkers(config: AppConfig): Promise<void> {
  const db = await openDatabase(config.database);
  let seed: SeedReport | undefined;
  try {
    seed = await migrateAndSeed(db, config);
  } finally {
    if (!config.backups) await db.close();
  }
  // The primary keeps a connection for the backup schedule only.
  const stopBackups = config.backups ? startBackupSchedule(db, config.backups) : undefined;
  log.info(`starting ${config.workers} worker processes on one port`);
  tellFirstAdmin(seed, config.publicUrl);
  const metricsServer = config.metricsPort ? serveMetrics(config, true) : undefined;
  let stopping = false;
  let failedStops = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const allGone = () => Object.keys(cluster.workers ?? {}).length === 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failedStops++;
      if (allGone()) process.exit(failedStops ? 1 : 0);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    log.error({ worker: worker.id, code, signal }, `worker ${worker.id} stopped (${signal ?? `exit code ${code}`}); starting another`);
    // A worker that dies at once would die again: wait a moment rather than spin.
    setTimeout(fork, lived < 5000 ? 2000 : 0);
  });
  for (let i = 0; i < config.workers; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the workers`);
    metricsServer?.close();
    stopBackups?.();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (allGone()) process.exit(0);
    // Each worker waits SHUTDOWN_TIMEOUT for its requests; one that has not gone a little after that is stuck.
    setTimeout(() => {
      log.error('workers still running after the shutdown time: stopping them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 3000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  if (cluster.isWorker) return serveRequests(config, false);
  if (config.workers > 1) return superviseWorkers(config);
  return serveRequests(config, true);
}

main().catch((err: unknown) => {
  log.fatal(errorFields(err, Boolean(process.env.DEBUG)), `failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
