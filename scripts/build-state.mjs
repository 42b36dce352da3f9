// Whether the build (gateway/dist, web/dist) is current: every output there, and no input newer than the stamp the
// last successful `npm start` build wrote. Used by scripts/start.mjs; tested in gateway/test/start.test.ts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written after a successful build (inside gateway/dist, so a clean build dir means "not built"). */
export const STAMP = 'gateway/dist/.build-stamp';

/** What the build reads (directories are walked; generated and built files inside them are skipped). */
export const INPUTS = [
  'gateway/src',
  'gateway/tsconfig.json',
  'gateway/tsconfig.build.json',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'prisma/schema.prisma',
  'scripts/prisma-wasm-once.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/** What the build makes: the compiled gateway, the browser build and the server renderer. */
export const OUTPUTS = ['gateway/dist/main.js', 'web/dist/client/index.html', 'web/dist/server/entry-server.js'];

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
