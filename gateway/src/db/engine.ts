// Prisma's schema engine, compiled to WebAssembly, driven through a driver adapter. It replaces the native
// engine that `prisma migrate` would download (unreachable here and on CI), and records applied migrations
// in `_prisma_migrations` exactly as `prisma migrate deploy` does.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type * as Engine from '@prisma/schema-engine-wasm';
import { repoRoot } from '../paths.js';

export const schemaPath = path.join(repoRoot, 'prisma/schema.prisma');
export const migrationsDir = path.join(repoRoot, 'prisma/migrations');

type EngineModule = typeof Engine;

// Node caches the engine's JS glue per process, but this file may be loaded more than once (test runners keep a
// module graph per project). The wasm instance and the queue below must be one per process: instantiating twice
// would swap the memory under a running engine. So both live on globalThis.
const shared = ((globalThis as { __schemaEngineShared?: { loading?: Promise<EngineModule>; queue: Promise<unknown> } }).__schemaEngineShared ??= {
  queue: Promise.resolve(),
});

// The engine reports a Rust panic's message through this global before it throws; keep it for the error.
let lastPanic = '';
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message(message: string) {
    lastPanic = message;
  },
};

/** Instantiates the wasm module once per process (Node 20 cannot import .wasm as an ES module without a flag). */
function loadEngineModule(): Promise<EngineModule> {
  shared.loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = (await import(bgPath)) as EngineModule & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = await readFile(path.join(path.dirname(bgPath), 'schema_engine_bg.wasm'));
    // The engine arms a 10 s timer on every operation and never clears it, which kept a finished `npm run db:migrate`
    // (and the build's template) waiting 10 s to exit. Its timers are unref'd: they still fire in a process that runs.
    const imports: WebAssembly.ModuleImports = {};
    for (const [name, value] of Object.entries(bg)) {
      imports[name] = name.startsWith('__wbg_setTimeout_')
        ? (...args: unknown[]) => {
            const timer = (value as (...a: unknown[]) => NodeJS.Timeout)(...args);
            timer.unref();
            return timer;
          }
        : (value as WebAssembly.ImportValue);
    }
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return shared.loading;
}

// One wasm instance serves the whole process and is not safe for two engines working at once, so every engine
// operation waits for the previous one.
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = shared.queue.then(work, work);
  shared.queue = run.catch(() => undefined);
  return run;
}

async function openEngine(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<Engine.SchemaEngine> {
  const { SchemaEngine } = await loadEngineModule();
  const datamodel = await readFile(schemaPath, 'utf8');
  const log = (message: string) => {
    if (process.env.PRISMA_ENGINE_DEBUG) console.debug('[schema-engine]', message);
  };
  return SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, log, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}

const noFilter: Engine.SchemaFilter = { externalTables: [], externalEnums: [] };

/** Reads prisma/migrations the way the Prisma CLI does. */
export async function readMigrations(): Promise<Engine.MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const migrationDirectories: Engine.MigrationDirectory[] = await Promise.all(
    dirs.map(async (dir) => {
      const file = path.join(migrationsDir, dir, 'migration.sql');
      const content = await readFile(file, 'utf8').then(
        (ok): Engine.JsResult<string, string> => ({ tag: 'ok', value: ok }),
        (err: Error): Engine.JsResult<string, string> => ({ tag: 'error', value: err.message }),
      );
      return { path: dir, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * Whether every migration in prisma/migrations is recorded as applied, unchanged (same checksum), and nothing else is
 * there (no failed or unknown row). A cheap query that spares a start on an up-to-date database the schema engine's
 * WebAssembly (about a second); any doubt answers false and the engine decides (and reports) as always.
 */
export async function allMigrationsApplied(query: (sql: string) => Promise<{ migration_name: string; checksum: string; finished_at: unknown; rolled_back_at: unknown }[]>): Promise<boolean> {
  let rows;
  try {
    rows = await query('SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"');
  } catch {
    return false; // no table yet: a new database
  }
  const { migrationDirectories } = await readMigrations();
  const applied = rows.filter((r) => r.rolled_back_at === null);
  if (applied.some((r) => r.finished_at === null) || applied.length !== migrationDirectories.length) return false;
  const byName = new Map(applied.map((r) => [r.migration_name, r.checksum]));
  return migrationDirectories.every((dir) => {
    const file = dir.migrationFile.content;
    return file.tag === 'ok' && byName.get(dir.path) === createHash('sha256').update(file.value).digest('hex');
  });
}

/**
 * Applies every migration not yet recorded (`only`: just those of these names, e.g. to bring a new database to the
 * state a backup was made in); returns the names it applied (none on an up-to-date database).
 */
export function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory, only?: readonly string[]): Promise<string[]> {
  return exclusive(() => applyMigrationsNow(adapterFactory, only));
}

async function applyMigrationsNow(adapterFactory: SqlMigrationAwareDriverAdapterFactory, only?: readonly string[]): Promise<string[]> {
  const engine = await openEngine(adapterFactory);
  try {
    const migrationsList = await readMigrations();
    if (only) migrationsList.migrationDirectories = migrationsList.migrationDirectories.filter((d) => only.includes(d.path));
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilter });
    return appliedMigrationNames;
  } catch (err) {
    throw withPanic(err);
  } finally {
    engine.free();
  }
}

function withPanic(err: unknown): unknown {
  if (!lastPanic) return err;
  const message = `${err instanceof Error ? err.message : String(err)} (schema engine: ${lastPanic})`;
  lastPanic = '';
  return new Error(message, { cause: err });
}

/** SQL that takes a database with every migration applied to the state of prisma/schema.prisma ('' when none). */
export function diffMigrationsToSchema(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  return exclusive(() => diffNow(adapterFactory));
}

async function diffNow(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const engine = await openEngine(adapterFactory);
  try {
    const datamodel = await readFile(schemaPath, 'utf8');
    let script = '';
    const original = process.stdout.write.bind(process.stdout);
    // The engine prints the script to stdout (as the CLI would); capture it instead.
    process.stdout.write = ((chunk: string | Uint8Array) => {
      script += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    }) as typeof process.stdout.write;
    try {
      const result = await engine.diff({
        from: { tag: 'migrations', ...(await readMigrations()) },
        to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: datamodel }] },
        script: true,
        exitCode: null,
        filters: noFilter,
      });
      if (result.stdout) script = result.stdout;
    } finally {
      process.stdout.write = original;
    }
    return script.includes('This is an empty migration.') ? '' : script;
  } finally {
    engine.free();
  }
}
