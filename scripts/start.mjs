#!/usr/bin/env node
// `npm start`: builds what is out of date (nothing, on an installed and built clone), then runs the compiled gateway
// (`node gateway/dist/main.js`, no TypeScript at run time) in this process's place: signals reach it, its exit code is
// ours. "Out of date": an input (gateway/src, web/src, web/public, web/index.html, prisma/schema.prisma, the lock
// file, the build configs) is newer than the stamp the last successful build wrote, or an output is missing.
// `--no-build` (npm run serve) runs what is there without checking. Node's flags and the allocator's environment come
// from scripts/lib/gateway-node-args.mjs (memory).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-state.mjs';
import { gatewayEnv, gatewayNodeArgs } from './lib/gateway-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const noBuild = process.argv.slice(2).includes('--no-build');
if (!noBuild) {
  const status = buildIfStale(root, (reason) => console.log(`[start] building (${reason})…`));
  if (status !== 0) process.exit(status);
}

const child = spawn(process.execPath, [...process.execArgv, ...gatewayNodeArgs(), path.join(root, 'gateway/dist/main.js')], {
  cwd: process.cwd(),
  env: gatewayEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1)));
