// The embedded database's first start from a template. A new PGlite data directory costs PGlite's initdb (a second
// WebAssembly PostgreSQL running bootstrap, about 3.5 s here) and then every migration (0.8 s). `npm run build` does
// both once, into gateway/dist/pglite-template; a gateway starting on a new DATA_DIR copies that directory instead
// (about 0.4 s, most of it the file system's work per file) and then migrates and seeds as always:
// migrations added since the build are applied on top. The template also holds the sample data (seed.ts says how a
// first start adopts it), which a first start would otherwise spend 0.45–0.6 s writing.
//
// The copy goes to a sibling directory first and is renamed into place, so a start killed half-way leaves no
// half-copied database behind. A template made by another PGlite version is not used (its files might not match the
// engine); nor is one when the data directory already holds anything.
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { applyMigrations } from './engine.js';
import { writeSampleData } from './seed.js';
import { repoRoot } from '../paths.js';

/** Where `npm run build` puts the template (gateway/dist is the build's output). */
export const PGLITE_TEMPLATE_DIR = path.join(repoRoot, 'gateway/dist/pglite-template');

const MANIFEST = 'manifest.json';
const PGDATA = 'pgdata';

interface Manifest {
  pglite: string;
  migrations: string[];
  builtAt: string;
  /** The sample data in it (none in a template of only some migrations). */
  sampleData?: { at: string; jobs: number; stories: number };
}

/** The installed PGlite's version (its package.json is not among the package's exports, so read it from disk). */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Makes the template in `dir` (replacing one there): a new PGlite data directory with the migrations applied and the
 * sample data written, and a manifest naming the PGlite version, the migrations and the sample data. `only`: apply
 * just these migrations, and write no sample data (tests).
 */
export async function makePgliteTemplate(dir = PGLITE_TEMPLATE_DIR, only?: readonly string[]): Promise<Manifest> {
  const work = `${dir}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const pglite = new PGlite({ dataDir: path.join(work, PGDATA) });
  let migrations: string[];
  let sampleData: Manifest['sampleData'];
  try {
    migrations = await applyMigrations(new PrismaPGlite(pglite), only);
    if (!only) {
      const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
      const at = Date.now();
      sampleData = { at: new Date(at).toISOString(), ...(await writeSampleData(prisma, at, { template: true })) };
      await prisma.$disconnect();
    }
    // PGlite serves one database, "postgres". initdb also made template0 and template1, which only CREATE DATABASE
    // reads and PGlite never runs: 600 of the directory's 1 059 files, and a first start's copy is mostly the file
    // system's work per file (about 0.9 s for 1 059 files here, 0.4 s for 460).
    for (const template of ['template0', 'template1']) {
      await pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await pglite.exec(`DROP DATABASE ${template}`);
    }
  } finally {
    await pglite.close();
  }
  const manifest: Manifest = { pglite: await pgliteVersion(), migrations, builtAt: new Date().toISOString(), ...(sampleData ? { sampleData } : {}) };
  await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  await rename(work, dir);
  return manifest;
}

export type DataDirStart =
  /** It already held a database: opened as it is. */
  | { kind: 'existing' }
  /** New, and copied from the template. */
  | { kind: 'template'; migrations: number }
  /** New, and left to PGlite's initdb; `reason` says why the template was not used. */
  | { kind: 'initdb'; reason: string };

/**
 * Before PGlite opens `dataDir`: when it is new (missing or empty), puts a copy of the template there. Anything that
 * is already there is left alone, and so is everything when the template is missing or from another PGlite.
 */
export async function prepareDataDir(dataDir: string, templateDir = PGLITE_TEMPLATE_DIR): Promise<DataDirStart> {
  const parent = path.dirname(dataDir);
  const partialPrefix = `${path.basename(dataDir)}.partial-`;
  // Copies left by starts killed half-way.
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (name.startsWith(partialPrefix)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  const entries = await readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (entries?.includes('PG_VERSION')) return { kind: 'existing' };
  if (entries?.length) return { kind: 'initdb', reason: `${dataDir} is not empty` };

  const manifest = await readFile(path.join(templateDir, MANIFEST), 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => undefined,
  );
  if (!manifest) return { kind: 'initdb', reason: `no template at ${templateDir} (npm run build makes it)` };
  const version = await pgliteVersion();
  if (manifest.pglite !== version) return { kind: 'initdb', reason: `the template was made by PGlite ${manifest.pglite}, this is ${version}` };

  await mkdir(parent, { recursive: true });
  const partial = path.join(parent, `${partialPrefix}${process.pid}`);
  await copyTree(path.join(templateDir, PGDATA), partial);
  if (entries) await rmdir(dataDir);
  await rename(partial, dataDir);
  return { kind: 'template', migrations: manifest.migrations.length };
}

/**
 * Copies a directory tree (about 460 files, 25 MB) in Node's thread pool, 16 files at a time, so that the main thread
 * goes on loading the application meanwhile. fs.cp copies one file after another, and fs.cpSync blocks the main
 * thread for as long as the copy takes.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (e: (typeof entries)[number]) => path.relative(from, path.join(e.parentPath, e.name));
  await mkdir(to, { recursive: true });
  // Parents sort before their children.
  for (const dir of entries.filter((e) => e.isDirectory()).map(relative).sort()) await mkdir(path.join(to, dir), { recursive: true });
  const files = entries.filter((e) => e.isFile()).map(relative);
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) await copyFile(path.join(from, file), path.join(to, file));
  };
  await Promise.all(Array.from({ length: 16 }, copyNext));
}
