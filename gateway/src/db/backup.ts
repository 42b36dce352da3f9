// Backups: one gzip file of JSON lines holding every row of every table (uploaded images included: they live in the
// database), read in one snapshot while the site runs, and a restore into an empty database that checks the whole file
// before it changes anything and then loads it in one transaction. The same code serves PGlite and PostgreSQL.
//
// File layout (each a JSON line, gzip-compressed):
//   {"format":"learning-centre-backup","version":2,"createdAt":…,"database":"pglite|postgres","migrations":[…]}
//   {"table":"JobPost"}            then one line per row (PostgreSQL's row_to_json)
//   …
//   {"end":true,"rows":{"JobPost":14,…},"sha256":"…"}
// `sha256` is the SHA-256 (hex) of every line before the end line, each with its newline. Version 1 files (written
// before the checksum) have none: they are restored after the other checks (row counts, every row a JSON object).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { applyMigrations, readMigrations } from './engine.js';
import type { Database } from './client.js';

export const BACKUP_FORMAT = 'learning-centre-backup';
/** 2: the end line carries the content's SHA-256. Version 1 files (no checksum) are still read. */
export const BACKUP_VERSION = 2;
/** Rows read per round trip while writing, and at most this many bytes of rows inserted per statement on restore. */
const FETCH_ROWS = 200;
const INSERT_BYTES = 4 * 1024 * 1024;

export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  createdAt: string;
  database: string;
  migrations: string[];
}

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  migrations: number;
}

type Tx = Pick<Database['prisma'], '$queryRawUnsafe' | '$executeRawUnsafe'>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables that hold no data of their own, left out of backups: LeadFiguresVersion counts writes so that remembered
 * dashboard figures are recomputed (decision 022); its triggers make its row again as a restore writes the leads.
 */
export const NOT_BACKED_UP: readonly string[] = ['LeadFiguresVersion'];

/** The application's tables (not the migration records), parents before the tables that refer to them. */
async function tablesInOrder(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRawUnsafe<{ name: string; refs: string[] | null }[]>(`
    SELECT c.relname AS "name",
           array_remove(array_agg(DISTINCT r.relname::text), NULL) AS "refs"
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
    LEFT JOIN pg_class r ON r.oid = k.confrelid
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
    GROUP BY c.relname
    ORDER BY c.relname`);
  const refs = new Map(rows.map((r) => [r.name, (r.refs ?? []).filter((x) => x !== r.name)]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[] = []) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const parent of refs.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of refs.keys()) visit(name);
  return ordered.filter((name) => !NOT_BACKED_UP.includes(name));
}

async function appliedMigrationNames(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRawUnsafe<{ migration_name: string }[]>(
    'SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL ORDER BY "migration_name"',
  );
  return rows.map((r) => r.migration_name);
}

/**
 * Writes a backup of the whole database to `file`, read in one snapshot (REPEATABLE READ) so that it is consistent
 * while the site keeps writing. The file appears only complete (written beside it, then renamed).
 */
export async function writeBackup(db: Database, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { flags: 'wx' });
  const piped = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    gzip.on('error', reject);
    out.on('finish', () => resolve());
  });
  gzip.pipe(out);
  // A failed write (a full disk, say) fails the backup at once instead of after the whole database was read.
  let failure: unknown;
  piped.catch((err: unknown) => (failure ??= err));
  // Every line before the end line goes into the checksum the end line carries.
  const checksum = createHash('sha256');
  const write = async (value: string, { end = false } = {}) => {
    if (failure) throw failure;
    const line = `${value}\n`;
    if (!end) checksum.update(line);
    if (!gzip.write(line)) await Promise.race([once(gzip, 'drain'), piped]);
  };
  const rows: Record<string, number> = {};
  let migrations: string[] = [];
  try {
    await db.prisma.$transaction(
      async (tx) => {
        migrations = await appliedMigrationNames(tx);
        const header: Header = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), database: db.target.kind, migrations };
        await write(JSON.stringify(header));
        for (const table of await tablesInOrder(tx)) {
          await write(JSON.stringify({ table }));
          rows[table] = 0;
          await tx.$executeRawUnsafe(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS "j" FROM ${quote(table)} t`);
          for (;;) {
            const batch = await tx.$queryRawUnsafe<{ j: string }[]>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
            for (const row of batch) await write(row.j);
            rows[table] += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.$executeRawUnsafe('CLOSE backup_rows');
        }
        await write(JSON.stringify({ end: true, rows, sha256: checksum.digest('hex') }), { end: true });
      },
      { isolationLevel: 'RepeatableRead', maxWait: 60_000, timeout: 60 * 60_000 },
    );
    gzip.end();
    await piped;
    await rename(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
  return { file, bytes: (await stat(file)).size, rows, migrations: migrations.length };
}

/**
 * Reads a backup file line by line, in order; refuses a file that is not one, is damaged or ends early: a row that
 * is not a JSON object, or content that does not match the end line's checksum (refused when the end line is read,
 * so a caller that acts on the rows as they come must read the whole file once first, as restoreBackup does).
 */
async function* backupLines(file: string): AsyncGenerator<{ kind: 'header'; header: Header } | { kind: 'table'; table: string } | { kind: 'row'; table: string; json: string } | { kind: 'end'; rows: Record<string, number> }> {
  try {
    await stat(file);
  } catch {
    throw new BackupError(`${file}: no such file`);
  }
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let damaged: Error | undefined;
  gunzip.on('error', (err) => {
    damaged = err;
    lines.close();
  });
  input.on('error', (err) => {
    damaged = err;
    lines.close();
  });
  let table: string | undefined;
  let first = true;
  let ended = false;
  let version = 0;
  let lineNumber = 0;
  const checksum = createHash('sha256');
  const isDamaged = (why: string) => new BackupError(`${file} is damaged: ${why}: nothing was restored`);
  try {
    for await (const line of lines) {
      if (damaged) break;
      lineNumber++;
      if (!line.startsWith('{"end":true')) checksum.update(`${line}\n`);
      if (first) {
        first = false;
        let header: Partial<Header> | undefined;
        try {
          header = JSON.parse(line) as Partial<Header>;
        } catch {
          header = undefined;
        }
        if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations)) throw new BackupError(`${file} is not a backup made by npm run db:backup`);
        if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
          throw new BackupError(`${file} was written in backup format ${String(header.version)}, newer than this version reads (${BACKUP_VERSION}): restore it with the version that made it`);
        }
        version = header.version;
        yield { kind: 'header', header: header as Header };
        continue;
      }
      if (ended) throw isDamaged('there is data after its end');
      if (line.startsWith('{"table":')) {
        table = (JSON.parse(line) as { table: string }).table;
        if (typeof table !== 'string') throw isDamaged(`line ${lineNumber} names no table`);
        yield { kind: 'table', table };
      } else if (line.startsWith('{"end":true')) {
        ended = true;
        const end = JSON.parse(line) as { rows: Record<string, number>; sha256?: unknown };
        if (typeof end.rows !== 'object' || end.rows === null) throw isDamaged('its end line has no row counts');
        if (end.sha256 === undefined) {
          if (version >= 2) throw isDamaged('its end line has no checksum');
        } else if (end.sha256 !== checksum.digest('hex')) {
          throw isDamaged('its content does not match the checksum on its end line (it was changed after it was written)');
        }
        yield { kind: 'end', rows: end.rows };
      } else {
        if (!table) throw isDamaged('a row before any table');
        // The database would refuse it in the middle of the restore, with its own error: refused here, before.
        if (!isJsonObject(line)) throw isDamaged(`a row of ${table} (line ${lineNumber}) is not a JSON object`);
        yield { kind: 'row', table, json: line };
      }
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    if (first) throw new BackupError(`${file} is not a backup made by npm run db:backup (${reason})`);
    throw new BackupError(`${file} is damaged or incomplete (${reason}): nothing was restored`);
  } finally {
    lines.close();
    input.destroy();
  }
  if (first && !damaged) throw new BackupError(`${file} is not a backup made by npm run db:backup (it is empty)`);
  if (damaged) {
    if (first) throw new BackupError(`${file} is not a backup made by npm run db:backup (${damaged.message})`);
    throw new BackupError(`${file} is damaged or incomplete (${damaged.message}): nothing was restored`);
  }
  if (!ended) throw new BackupError(`${file} is incomplete (it stops before its end): nothing was restored`);
}

function isJsonObject(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Reads the whole file once: its header, every row and the checksum, and the row counts against the end line. */
export async function checkBackup(file: string): Promise<{ header: Header; rows: Record<string, number> }> {
  let header: Header | undefined;
  const counted: Record<string, number> = {};
  for await (const item of backupLines(file)) {
    if (item.kind === 'header') header = item.header;
    else if (item.kind === 'table') counted[item.table] = 0;
    else if (item.kind === 'row') counted[item.table]!++;
    else {
      const same = Object.keys(item.rows).length === Object.keys(counted).length && Object.entries(item.rows).every(([t, n]) => counted[t] === n);
      if (!same) throw new BackupError(`${file} is damaged: its rows do not add up to what its end says: nothing was restored`);
    }
  }
  return { header: header!, rows: counted };
}

export interface RestoreSummary {
  rows: Record<string, number>;
  /** Migrations applied after the rows, when the backup came from an older version. */
  upgradedWith: string[];
}

/**
 * Restores a backup into an empty database (a new DATA_DIR, or an empty PostgreSQL database). The whole file is
 * checked first; a file that is not a backup, is damaged or incomplete, or comes from a newer version, and a database
 * that is not empty, are refused before anything changes. The rows go in in one transaction: all or nothing.
 */
export async function restoreBackup(db: Database, file: string): Promise<RestoreSummary> {
  const { header } = await checkBackup(file);
  const known = (await readMigrations()).migrationDirectories.map((d) => d.path);
  const unknown = header.migrations.filter((m) => !known.includes(m));
  if (unknown.length) {
    throw new BackupError(
      `${file} comes from a newer version of the site (its database has migrations this version does not know: ${unknown.join(', ')}): restore it with that version or a later one`,
    );
  }
  const applied = await appliedMigrationNames(db.prisma).catch(() => [] as string[]);
  const older = header.migrations.length < known.length;
  if (applied.length === 0) {
    // A new database: bring it to the backup's schema first; the rest of the migrations run after the rows are in.
    await applyMigrations(db.adapterFactory, header.migrations);
  } else if (applied.join() !== header.migrations.join()) {
    throw new BackupError(
      older
        ? `${file} comes from an older version of the site: restore it into a new database (a new DATA_DIR or an empty PostgreSQL database, not migrated yet), which is then upgraded`
        : `the database's migrations differ from the backup's: restore into a new database`,
    );
  }
  const rows: Record<string, number> = {};
  await db.prisma.$transaction(
    async (tx) => {
      const tables = await tablesInOrder(tx);
      const filled: string[] = [];
      for (const table of tables) {
        const found = await tx.$queryRawUnsafe<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS "any"`);
        if (found[0]?.any) filled.push(table);
      }
      if (filled.length) {
        throw new BackupError(
          `the database is not empty (rows in ${filled.join(', ')}): restore into an empty database (a new DATA_DIR, or an empty PostgreSQL database in DATABASE_URL)`,
        );
      }
      // The file lists parents first, as the database needs them.
      let batch: string[] = [];
      let batchBytes = 0;
      let current: string | undefined;
      const flush = async () => {
        if (!current || batch.length === 0) return;
        await tx.$executeRawUnsafe(`INSERT INTO ${quote(current)} SELECT * FROM json_populate_recordset(NULL::${quote(current)}, $1::json)`, `[${batch.join(',')}]`);
        rows[current] = (rows[current] ?? 0) + batch.length;
        batch = [];
        batchBytes = 0;
      };
      for await (const item of backupLines(file)) {
        if (item.kind === 'table') {
          await flush();
          if (!tables.includes(item.table)) throw new BackupError(`${file} holds a table this database does not have: ${item.table}`);
          current = item.table;
          rows[current] = 0;
        } else if (item.kind === 'row') {
          batch.push(item.json);
          batchBytes += item.json.length;
          if (batchBytes >= INSERT_BYTES || batch.length >= 1000) await flush();
        }
      }
      await flush();
    },
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
  const upgradedWith = older ? await applyMigrations(db.adapterFactory) : [];
  return { rows, upgradedWith };
}

/** The names backupFileName gives (and pruneBackups and the schedule look for). */
export const BACKUP_FILE_NAME = /^backup-[\dTZ-]+\.jsonl\.gz$/;

/** `backup-2026-11-25T19-40-00-123Z.jsonl.gz`: names that sort by time. */
export function backupFileName(now = new Date()): string {
  return `backup-${now.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
}

/** Keeps the newest `keep` backups in `dir` (files named by backupFileName), deletes older ones; returns the deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => BACKUP_FILE_NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
