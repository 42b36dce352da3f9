#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes on this installed, built clone, from the command to the first
// answer (`GET /healthz` answered 200; issue 12's target ≤ 3 s), printed next to baselines measured in the same run:
// Node's own start (a bare node:http server, run with `node`) and npm's (the same server, run through `npm exec`).
//   1. the embedded database, its data directory already made (every start after the first);
//   2. the embedded database, a first start on an empty data directory (migrations and the sample data);
//   3. PostgreSQL (a throwaway cluster), the database already migrated.
// The build is brought up to date first (not timed): `npm start` on a built clone builds nothing.
// A report, not a test: exit 0 whatever it measured, unless --strict (then 1 when a target is missed).
// Options: --runs R (timed starts per case, default 5)  --strict.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-state.mjs';
import { cleanup, cleanups, createDatabase, freePort, startPostgres } from './lib/bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 3000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function parseArgs(argv) {
  const options = { runs: 5, strict: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--strict') options.strict = true;
    else {
      console.error(`unknown option ${arg}\nusage: npm run bench:start -- [--runs R] [--strict]`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 50) {
    console.error('--runs needs a whole number from 1 to 50');
    process.exit(2);
  }
  return options;
}

/**
 * Runs `command args` with `env`, and resolves with the milliseconds from the spawn to the first 200 from `url`
 * (polled every 10 ms); then stops the process with SIGTERM and waits for it to go.
 */
async function timeToFirstAnswer(command, args, env, url) {
  let output = '';
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm runs the server as a child of its own: the whole process group goes.
  const stop = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone already
    }
  };
  cleanups.push(() => stop('SIGKILL'));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command} ${args.join(' ')} exited before it answered:\n${output.slice(-3000)}`);
      const answered = await fetch(url).then((r) => r.ok, () => false);
      if (answered) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error(`no answer from ${url} within 120 s:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    stop('SIGTERM');
    const gone = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
    if (!gone) stop('SIGKILL');
  }
}

const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

async function measure(label, runs, makeRun) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await makeRun(i));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { label, times, median, max: sorted.at(-1) };
}

const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main(options) {
  const built = buildIfStale(root, (reason) => console.log(`building first, not timed (${reason})…`));
  if (built !== 0) process.exit(built);
  console.log(`\nStart benchmark (npm run bench:start)\n  ${new Date().toISOString()} — Node ${process.version}, ${os.availableParallelism()} CPU(s), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`  from the command to the first 200 from GET /healthz, ${options.runs} starts each (median, slowest)\n`);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'lc-bench-start-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  // This shell's DATABASE_URL never leaks in: each case names its own database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const baseEnv = (port, extra = {}) => ({
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_SAMPLE_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...extra,
  });
  const run = async (command, args, extra) => {
    const port = await freePort();
    return timeToFirstAnswer(command, args, baseEnv(port, extra), `http://127.0.0.1:${port}/healthz`);
  };

  const results = [];
  results.push(await measure('baseline: node, a bare node:http server', options.runs, () => run(process.execPath, ['-e', BARE_SERVER])));
  results.push(await measure('baseline: npm exec, the same server', options.runs, () => run(npm, ['exec', '--offline', '--', 'node', '-e', BARE_SERVER])));

  const dataDir = path.join(scratch, 'data');
  await run(npm, ['start'], { DATA_DIR: dataDir }); // makes the data directory: not timed
  const embedded = await measure('npm start, embedded database (data directory made)', options.runs, () => run(npm, ['start'], { DATA_DIR: dataDir }));
  embedded.target = true;
  results.push(embedded);
  const firstStarts = Math.min(options.runs, 3);
  const first = await measure('npm start, embedded database, first start (empty data directory)', firstStarts, (i) => run(npm, ['start'], { DATA_DIR: path.join(scratch, `first-${i}`) }));
  first.target = true;
  results.push(first);

  let postgresNote = '';
  try {
    const databaseUrl = await createDatabase(await startPostgres());
    await run(npm, ['start'], { DATABASE_URL: databaseUrl }); // migrates and seeds: not timed
    const onPostgres = await measure('npm start, PostgreSQL (database migrated)', options.runs, () => run(npm, ['start'], { DATABASE_URL: databaseUrl }));
    onPostgres.target = true;
    results.push(onPostgres);
  } catch (err) {
    postgresNote = `  PostgreSQL not measured: ${err.message.split('\n')[0]}`;
  }

  const missed = [];
  for (const r of results) {
    const line = `  ${r.label.padEnd(68)} ${secs(r.median).padStart(7)}, slowest ${secs(r.max).padStart(7)}`;
    if (!r.target) {
      console.log(line);
      continue;
    }
    const met = r.max <= TARGET_MS;
    if (!met) missed.push(`${r.label}: slowest ${secs(r.max)}`);
    console.log(`${line}  ${met ? '✓' : '✗'} ≤ ${secs(TARGET_MS)}`);
  }
  if (postgresNote) console.log(postgresNote);
  console.log(missed.length ? `\n${missed.length} missed:\n${missed.map((m) => `  - ${m}`).join('\n')}` : '\nevery start met its target');
  return missed.length;
}

const options = parseArgs(process.argv.slice(2));
main(options)
  .then(async (missed) => {
    await cleanup();
    process.exit(options.strict && missed ? 1 : 0);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
