// Whether the build (gateway/dist, web/dist) is current: every output there, and no input newer than the stamp the
// last successful `npm start` build wrote. Used by scripts/start.mjs; tested in gateway/test/start.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written after a successful build (inside gateway/dist, so a clean build dir means "not built"). */
export const STAMP = 'gateway/dist/.build-stamp';

/** What the build reads (directories are walked; generated and built files inside them are skipped). */
export const INPUTS = [
  'gateway/src',
  'gateway/tsconfig.json',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'prisma/schema.prisma',
  'prisma/migrations',
  'scripts/build-gateway.mjs',
  'scripts/prisma-wasm-once.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/** What the build makes: the gateway's bundle, the embedded database's template, the browser build and the server renderer. */
export const OUTPUTS = [
  'gateway/dist/main.js',
  'gateway/dist/pglite-template/manifest.json',
  'web/dist/client/index.html',
  'web/dist/server/entry-server.js',
];

const SKIP = new Set(['generated', 'node_modules', 'dist']);

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry.name)));
  }
  return newest;
}

/** `{ current: true }`, or `{ current: false, reason }` saying what makes a build necessary. */
export function buildState(root) {
  const missing = [...OUTPUTS, STAMP].find((f) => !existsSync(path.join(root, f)));
  if (missing) return { current: false, reason: `${missing} is missing` };
  const stamp = statSync(path.join(root, STAMP)).mtimeMs;
  for (const input of INPUTS) {
    if (newestMtime(path.join(root, input)) > stamp) return { current: false, reason: `${input} changed since the last build` };
  }
  return { current: true };
}

/**
 * Builds (`npm run build`) when `buildState` says so and stamps the build; `announce` is told why first. Returns the
 * build's exit status, 0 when nothing needed building.
 */
export function buildIfStale(root, announce) {
  const state = buildState(root);
  if (state.current) return 0;
  announce(state.reason);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n`);
  return 0;
}
