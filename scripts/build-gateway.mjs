#!/usr/bin/env node
// `npm run build:gateway`: the production gateway, bundled by esbuild from gateway/src into gateway/dist, then the
// embedded database's template for first starts (gateway/src/db/pglite-template.ts).
//
// Why a bundle rather than one compiled file per source file: Node 20 loads an ES module graph file by file (resolve,
// stat, read, compile), and the gateway's graph is about a thousand files, most of them in node_modules. Bundled,
// the start to the first answer is about 0.6 s shorter (decision 004, "2026-11-26 (fifth)"). Type-checking is not done
// here: `npm run typecheck` does it (npm test runs it first).
//
// Outputs: gateway/dist/main.js (the server), gateway/dist/db/cli.js (the database chores), the chunks they share and
// load on demand (gateway/dist/chunks), and a source map next to each (not loaded at run time; for reading a stack).
// Left outside the bundle, and loaded from node_modules as before: packages that find their own files next to their
// code (PGlite's and Prisma's WebAssembly, GraphiQL's assets), load native code (argon2, sharp), or are shared with
// those (pg, which Prisma's adapter also imports).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'gateway/dist');

const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@prisma/*',
  '@node-rs/*',
  'sharp',
  // Shared with Prisma's driver adapters (external above): one copy, one set of type parsers.
  'pg',
  'pg-native',
  'pglite-prisma-adapter',
  '@graphql-yoga/render-graphiql',
  '@graphql-yoga/render-graphiql/*',
];

/**
 * graphql's deep imports (`graphql/language/parser`, as GraphQL Armor's token limit writes it) to its ES module build:
 * resolved as written they reach the CommonJS `parser.js`, a second copy of graphql in the bundle whose GraphQLError
 * is not the one Yoga knows, so every syntax error was masked as "Unexpected error." with a 500.
 */
const oneGraphql = {
  name: 'one-graphql',
  setup(b) {
    b.onResolve({ filter: /^graphql\/[^.]+$/ }, async (args) => {
      const resolved = await b.resolve(`${args.path}.mjs`, { kind: args.kind, resolveDir: args.resolveDir });
      return resolved.errors.length ? undefined : { path: resolved.path };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'gateway/src/main.ts', 'db/cli': 'gateway/src/db/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // Packages' ES module builds first (graphql, its tools, Pothos): a CommonJS package in an ES module bundle is reached
  // through a getter per property (esbuild's interop, on top of the package's own re-export getters), and GraphQL's
  // executor calls isNonNullType, isListType... for every value it completes: about a tenth of a signed-in page's CPU.
  mainFields: ['module', 'main'],
  target: 'node20',
  external: EXTERNAL,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  // CommonJS packages inside an ES module bundle call require() for Node's own modules.
  banner: { js: "import { createRequire as __gatewayCreateRequire } from 'node:module';\nconst require = __gatewayCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
  plugins: [oneGraphql],
});
// One graphql: two would mean two GraphQLError classes, and errors of the other one masked (the plugin above).
const graphqlCopies = Object.keys(result.metafile.inputs).filter((f) => /node_modules\/graphql\/error\/GraphQLError\.m?js$/.test(f));
if (graphqlCopies.length !== 1) throw new Error(`the bundle holds ${graphqlCopies.length} copies of graphql's GraphQLError: ${graphqlCopies.join(', ')}`);
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
const bytes = files.reduce((sum, f) => sum + result.metafile.outputs[f].bytes, 0);
console.log(`Gateway bundle: gateway/dist (${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB)`);

// The template is made by the bundle just built, with the PGlite in node_modules.
const template = spawnSync(process.execPath, [path.join(outdir, 'db/cli.js'), 'template'], { cwd: root, stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
