// DATA_DIR/gateway.pid: which one process may open the embedded database. PGlite is one database inside one process:
// a second process opening the same directory works on its own copy of the pages, and what either writes can be lost.
// A gateway (or a `npm run db:*` command) claims the directory by creating the file exclusively (link of a complete
// file: of two claims at the same moment one succeeds), naming its pid, its start time and what it is. A file whose
// process is gone (a gateway killed with -9, a crash, a container restarted) never blocks: the pid and start time say
// whether the process that wrote it still runs, and such a file is taken over.
import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What holds a data directory: `gateway`, or the command (`db:migrate`, `db:seed`, `db:restore`, `db:backup`). */
export type DataDirRole = 'gateway' | `db:${string}`;

export interface DataDirHolder {
  pid: number;
  role: DataDirRole;
}

interface LockRecord extends DataDirHolder {
  /** /proc/<pid>/stat's start time; undefined where it cannot be read (or in a file from before it was written). */
  started: string | undefined;
}

export const dataDirLockFile = (dataDir: string) => path.join(dataDir, 'gateway.pid');

/**
 * When a process started (Linux: /proc/<pid>/stat's start time, in clock ticks since boot), or undefined where that
 * cannot be read. With the pid it names one process: a pid is reused once its process has ended.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the name in parentheses (which may hold spaces) come the fields from the 3rd on; the start time is the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** "<pid> <start time or -> <role>"; a file of an older gateway has "<pid> <start time>" or "<pid>" (a gateway). */
function parseRecord(text: string): LockRecord | undefined {
  const [pidText, startedText, role] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, started: startedText && startedText !== '-' ? startedText : undefined, role: role === undefined || role === 'gateway' || role.startsWith('db:') ? ((role ?? 'gateway') as DataDirRole) : 'gateway' };
}

/** Whether the process a record names still runs (and is not this one: a file naming this pid is from before it). */
function isAlive(record: LockRecord): boolean {
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    // EPERM: it exists, as another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(record.pid);
  // Where start times can be read, the process alive must be the one that wrote the file (a file of a gateway from
  // before they were written names none: the pid alone, as then).
  return !(started !== undefined && record.started !== undefined && started !== record.started);
}

async function readRecord(file: string): Promise<LockRecord | undefined> {
  return parseRecord(await readFile(file, 'utf8').catch(() => ''));
}

/** The live process (not this one) holding `dataDir`, if any. */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | undefined> {
  const record = await readRecord(dataDirLockFile(dataDir));
  return record && isAlive(record) ? { pid: record.pid, role: record.role } : undefined;
}

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  readonly holder: DataDirHolder;
  constructor(dataDir: string, holder: DataDirHolder, advice?: string) {
    const what =
      holder.role === 'gateway'
        ? `A gateway is running on ${dataDir} (pid ${holder.pid}): stop it first`
        : `${dataDir} is in use by \`npm run ${holder.role}\` (pid ${holder.pid}): wait for it to finish`;
    super(`${what}. ${advice ?? 'Only one process may open the embedded database in DATA_DIR; several gateways need PostgreSQL (DATABASE_URL).'}`);
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Removes the file (if it still names this process). Also done when the process exits. */
  release(): Promise<void>;
}

/**
 * Claims `dataDir` for this process as `role`, or throws DataDirInUseError naming the live process that holds it.
 * Call it before opening the embedded database.
 */
export async function lockDataDir(dataDir: string, role: DataDirRole, advice?: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = dataDirLockFile(dataDir);
  const record = `${process.pid} ${processStartTime(process.pid) ?? '-'} ${role}`;
  const mine = `${file}.${process.pid}.tmp`;
  const aside = `${file}.${process.pid}.stale`;
  // The file appears complete or not at all: written aside, then linked into place (link fails if the name exists).
  await writeFile(mine, `${record}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(mine, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const held = await readRecord(file);
      if (held && isAlive(held)) throw new DataDirInUseError(dataDir, held, advice);
      if (attempt >= 20) throw new Error(`${file} could not be claimed: other processes keep claiming it`);
      // Left by a process that is gone: moved aside (one of several processes doing this at once gets it), then
      // looked at — if it turns out to be a live process's claim made meanwhile, it goes back and this one gives way.
      try {
        await rename(file, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const taken = await readRecord(aside);
      if (taken && isAlive(taken)) {
        await link(aside, file).catch(() => undefined);
        await rm(aside, { force: true });
        throw new DataDirInUseError(dataDir, taken, advice);
      }
      await rm(aside, { force: true });
    }
  } finally {
    await rm(mine, { force: true });
  }
  const ours = () => {
    try {
      return readFileSync(file, 'utf8').trim() === record;
    } catch {
      return false;
    }
  };
  const onExit = () => {
    if (ours()) rmSync(file, { force: true });
  };
  process.on('exit', onExit);
  return {
    async release() {
      process.off('exit', onExit);
      onExit();
    },
  };
}
