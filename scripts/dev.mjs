#!/usr/bin/env node
// `npm run dev`: the gateway on PORT (default 4000) restarting on change, and Vite's dev server on :5173 proxying
// /graphql, /api and /uploads to that port (web/vite.config.ts reads the PORT passed on here).
//
// Each child runs in its own process group (detached), so that stopping this command stops everything it started,
// grandchildren included (npm -> sh -> vite, node --watch -> the gateway): Ctrl-C, SIGTERM, SIGHUP, or either child
// exiting on its own ends both groups, SIGTERM first and SIGKILL for whatever is still there after 5 s.
//
// `--skip-generate` starts without regenerating the Prisma client first (the tests use it).
import { spawn } from 'node:child_process';

const port = process.env.PORT?.trim() || '4000';
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`[dev] PORT must be a port number from 1 to 65535 (the dev server proxies to it), got "${process.env.PORT}"`);
  process.exit(1);
}
const env = { ...process.env, PORT: port };
const skipGenerate = process.argv.includes('--skip-generate');

/** Process-group ids of everything started, kept after a leader exits: its group may outlive it. */
const groups = new Set();
const running = new Set();
let stopping = false;

function start(name, command, args, onExit) {
  const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
  groups.add(child.pid);
  running.add(child);
  child.on('error', (err) => {
    console.error(`[dev] could not start ${name}: ${err.message}`);
    running.delete(child);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (stopping) return;
    if (onExit) onExit(code, signal);
    else {
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping everything`);
      stop(code || 1);
    }
  });
  return child;
}

function signalGroups(signal) {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, signal);
    } catch {
      groups.delete(pgid); // ESRCH: the whole group is gone
    }
  }
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  signalGroups('SIGTERM');
  const started = Date.now();
  const poll = setInterval(() => {
    signalGroups(0); // drops the groups that are gone
    const late = Date.now() - started > 5000;
    if (groups.size && late) signalGroups('SIGKILL');
    if (!groups.size || Date.now() - started > 6000) {
      clearInterval(poll);
      process.exit(exitCode);
    }
  }, 50);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// Last resort (an uncaught error, process.exit elsewhere): nothing started here may outlive this process.
process.on('exit', () => signalGroups('SIGTERM'));

const startGateway = () => start('the gateway', process.execPath, ['--watch', '--import', 'tsx', 'gateway/src/main.ts']);
if (skipGenerate) startGateway();
else {
  start('prisma generate', 'npm', ['run', '--silent', 'prisma:generate'], (code) => {
    if (code !== 0) console.error('[dev] prisma generate failed; starting the gateway with the client generated before');
    startGateway();
  });
}
start('the Vite dev server', 'npm', ['run', 'dev', '--workspace', 'web']);
