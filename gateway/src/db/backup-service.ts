// Backups of a running site: the schedule (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP) and, on the embedded
// database, the hand-over that lets `npm run db:backup` ask the running gateway for a backup (PGlite is one process:
// a second one must not open its directory). The gateway names itself in DATA_DIR/gateway.pid (data-dir-lock.ts); the
// command writes a request beside it and sends SIGUSR2; the gateway writes the backup and its result.
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorFields, log } from '../log.js';
import { BACKUP_FILE_NAME, backupFileName, pruneBackups, writeBackup, type BackupSummary } from './backup.js';
import type { Database } from './client.js';
import { dataDirHolder } from './data-dir-lock.js';

/** The newest scheduled backup's age in ms, or Infinity when there is none. */
async function newestBackupAge(dir: string): Promise<number> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_FILE_NAME.test(n)).sort();
  const newest = names.at(-1);
  if (!newest) return Infinity;
  return Date.now() - (await stat(path.join(dir, newest))).mtimeMs;
}

/**
 * Backs the database up into `dir` every `intervalMs` (the first one soon after the start when the newest is older
 * than that), keeping the newest `keep`. A directory that cannot be written stops the schedule with an error in the
 * log; the server goes on. Returns a function that stops the schedule.
 */
export function startBackupSchedule(db: Database, options: { dir: string; intervalMs: number; keep: number; firstDelayMs?: number }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  const stopBecause = (err: unknown) => {
    log.error({ ...errorFields(err), dir: options.dir }, 'scheduled backups stopped: the backup directory cannot be written');
    stopped = true;
    if (timer) clearTimeout(timer);
  };
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      // Another gateway on the same database and directory may have made one meanwhile.
      if ((await newestBackupAge(options.dir)) < options.intervalMs * 0.9) return;
      const summary = await writeBackup(db, path.join(options.dir, backupFileName()));
      const pruned = await pruneBackups(options.dir, options.keep);
      log.info({ file: summary.file, bytes: summary.bytes, rows: summary.rows, pruned }, 'scheduled backup written');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EEXIST') stopBecause(err);
      else log.error(errorFields(err, true), 'scheduled backup failed; trying again at the next interval');
    } finally {
      running = false;
      if (!stopped) schedule(options.intervalMs);
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  };
  void (async () => {
    try {
      await mkdir(options.dir, { recursive: true });
      await access(options.dir, constants.W_OK);
    } catch (err) {
      stopBecause(err);
      return;
    }
    const age = await newestBackupAge(options.dir);
    log.info({ dir: options.dir, everyHours: options.intervalMs / 3_600_000, keep: options.keep }, 'scheduled backups on');
    schedule(age >= options.intervalMs ? (options.firstDelayMs ?? 10_000) : options.intervalMs - age);
  })();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

// ---- The embedded database: `npm run db:backup` asks the running gateway ----

const requestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');
const resultFile = (dataDir: string) => path.join(dataDir, 'backup-result.json');

interface BackupRequest {
  id: string;
  file: string;
}
type BackupResult = { id: string; ok: true; summary: BackupSummary } | { id: string; ok: false; error: string };

/**
 * The running gateway's pid on this data directory, if it is alive: DATA_DIR/gateway.pid (data-dir-lock.ts) names the
 * process and when it started, so that a file left by a gateway that was killed never names another process that took
 * its pid since. A `npm run db:*` command holding the directory is not a gateway: undefined.
 */
export async function runningGateway(dataDir: string): Promise<number | undefined> {
  const holder = await dataDirHolder(dataDir);
  return holder?.role === 'gateway' ? holder.pid : undefined;
}

/**
 * The gateway's side on PGlite: answers backup requests; returns a function that stops. The gateway named itself in
 * DATA_DIR/gateway.pid when it claimed the directory (lockDataDir, before opening the database).
 */
export async function answerBackupRequests(db: Database, dataDir: string): Promise<() => Promise<void>> {
  const onSignal = () => {
    void (async () => {
      let request: BackupRequest | undefined;
      try {
        request = JSON.parse(await readFile(requestFile(dataDir), 'utf8')) as BackupRequest;
        await rm(requestFile(dataDir), { force: true });
        const summary = await writeBackup(db, request.file);
        log.info({ file: summary.file, bytes: summary.bytes, rows: summary.rows }, 'backup written on request');
        await writeFile(resultFile(dataDir), JSON.stringify({ id: request.id, ok: true, summary } satisfies BackupResult));
      } catch (err) {
        log.error(errorFields(err), 'backup on request failed');
        if (request) await writeFile(resultFile(dataDir), JSON.stringify({ id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies BackupResult)).catch(() => undefined);
      }
    })();
  };
  process.on('SIGUSR2', onSignal);
  return async () => {
    process.off('SIGUSR2', onSignal);
  };
}

/** The command's side: asks the gateway `pid` for a backup into `file` and waits for it (up to `timeoutMs`). */
export async function requestBackupFrom(pid: number, dataDir: string, file: string, timeoutMs = 30 * 60_000): Promise<BackupSummary> {
  const id = `${process.pid}-${Date.now()}`;
  await rm(resultFile(dataDir), { force: true });
  await writeFile(requestFile(dataDir), JSON.stringify({ id, file: path.resolve(file) } satisfies BackupRequest));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(resultFile(dataDir), 'utf8').catch(() => '');
    if (text) {
      const result = JSON.parse(text) as BackupResult;
      if (result.id === id) {
        await rm(resultFile(dataDir), { force: true });
        if (!result.ok) throw new Error(`the running gateway could not write the backup: ${result.error}`);
        return result.summary;
      }
    }
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error('the running gateway stopped before it wrote the backup');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the running gateway did not write the backup within ${Math.round(timeoutMs / 1000)} s`);
}
