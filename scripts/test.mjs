#!/usr/bin/env node
// `npm test`: type-checks, then runs every test project: the gateway on PGlite; the gateway again on PostgreSQL
// when TEST_DATABASE_URL is set; the web app's component tests; and browser journeys in real Chromium when one is
// installed. It says plainly what it skipped and how to enable it. Under CI=true a skip is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkNodeVersion } from './node-version.mjs';

// Before anything else: on a Node.js the dependencies do not support, failures later would be confusing.
const nodeCheck = checkNodeVersion();
if (!nodeCheck.ok) {
  console.error(`✖ ${nodeCheck.message}`);
  process.exit(1);
}

const CI = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p)) ?? null;
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const extraArgs = process.argv.slice(2);

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const skipped = [];
if (!hasPostgres) {
  skipped.push(
    'The gateway tests on PostgreSQL: set TEST_DATABASE_URL to a server where the user may CREATE DATABASE, e.g.\n' +
      '    TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm test   (.ci/run starts a throwaway one)',
  );
}
if (!chromium) {
  skipped.push('The browser journeys (web/e2e): install Chromium (`apt-get install chromium`) or set CHROMIUM_PATH.');
}
if (CI && skipped.length) {
  console.error(`CI=true, and a required test leg cannot run:\n  - ${skipped.join('\n  - ')}`);
  process.exit(1);
}

step('Generate the Prisma client', 'npm', ['run', '--silent', 'prisma:generate']);
step('Type-check gateway and web', 'npm', ['run', '--silent', 'typecheck']);
// The server-rendering tests and the browser journeys run against the built app (browser + server bundles).
step('Build the web app', 'npm', ['run', '--silent', 'build', '--workspace', 'web']);
// The production server runs compiled JavaScript; a test starts it.
step('Compile the gateway', 'npm', ['run', '--silent', 'build:gateway']);
step(
  `Run tests (${['gateway on PGlite', hasPostgres && 'gateway on PostgreSQL', 'web components', chromium && 'browser journeys'].filter(Boolean).join(', ')})`,
  'npx',
  ['vitest', 'run', ...extraArgs],
  chromium ? { RUN_E2E: '1', CHROMIUM_PATH: chromium } : {},
);

if (skipped.length) {
  console.log(`\n⚠ Skipped (this run still passes; CI runs them):\n  - ${skipped.join('\n  - ')}`);
} else {
  console.log('\n✔ Every test leg ran: PGlite, PostgreSQL, web components and browser journeys.');
}
