#!/usr/bin/env node
// `npm run bench:web`: measures the public web app as served by the real gateway (production mode, a fresh data
// directory with the sample data and, by default, 100 000 more job posts of which half are closed: a quarter filled,
// a quarter past their closing date) and prints one table per measurement, each figure next to its target:
//   1. Lighthouse (mobile, default simulated throttling) on the public pages, with the audits that cost points;
//   2. the JavaScript (gzip) each public route loads at a 375 px viewport;
//   3. throughput of cached server-rendered pages (a job page, a course page) against the static index.html of the
//      same process (autocannon);
//   4. the server's render time of an uncached page (Server-Timing);
//   5. the public pages with JavaScript disabled (heading shown, first link in the main content works).
// It is a report, not a test: it exits 0 whatever it measured, unless --strict is given (then 1 on any FAIL or
// ERROR). It builds nothing, except `npm run build` when web/dist/server/entry-server.js is missing.
//
// Options: --runs N (Lighthouse runs per page, median; default 1), --duration S (seconds per throughput run;
// default 10), --only lighthouse,js,throughput,render,nojs (a subset), --jobs N (job posts added to the sample data,
// half closed; default 100000, 0 for the sample data alone), --verbose (the JS files of each page and the elements or
// files behind every failing Lighthouse audit), --strict.
//
// Lighthouse is not a dependency of the project: the targets are defined on Lighthouse 13, which declares Node.js
// >= 22.19 while the project supports Node.js 20.19+, so the script runs the Lighthouse 13 CLI as a separate process
// with `npm exec --yes --package=lighthouse@<LIGHTHOUSE_VERSION>` (fetched once into npm's cache; it runs on
// Node.js 20 in practice, and npm's engine warning goes to stderr) and reads its JSON report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { gatewayCommand, gatewayEnv } from './lib/gateway-node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The Lighthouse release the targets are defined on, run with `npm exec` (see above). */
const LIGHTHOUSE_VERSION = '13.5.0';
const MEASUREMENTS = ['lighthouse', 'js', 'throughput', 'render', 'nojs'];
/** Paths of the public site (what a link in the main content may lead to). */
const PUBLIC_PATH = /^\/(?:|jobs|jobs\/[^/]+|success-stories(?:\/[^/]+)?|courses\/[^/]+(?:\/syllabus)?)$/;

// ---------------------------------------------------------------------------------------------------------------
// Options

function parseArgs(argv) {
  const options = { runs: 1, duration: 10, verbose: false, strict: false, only: MEASUREMENTS, jobs: 100_000 };
  const value = (i, name) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) usage(`${name} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const take = () => inline ?? value(i++, name);
    if (name === '--runs') options.runs = positiveInt(take(), name);
    else if (name === '--duration') options.duration = positiveInt(take(), name);
    else if (name === '--jobs') {
      const n = Number(take());
      if (!Number.isInteger(n) || n < 0) usage('--jobs must be a whole number (0: the sample data alone)');
      options.jobs = n;
    }
    else if (name === '--only') {
      options.only = take().split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = options.only.filter((m) => !MEASUREMENTS.includes(m));
      if (unknown.length) usage(`unknown measurement(s) for --only: ${unknown.join(', ')}`);
    } else if (name === '--verbose' || name === '-v') options.verbose = true;
    else if (name === '--strict') options.strict = true;
    else if (name === '--help' || name === '-h') usage();
    else usage(`unknown option ${arg}`);
  }
  return options;
}

function positiveInt(text, name) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) usage(`${name} must be a positive whole number`);
  return n;
}

function usage(error) {
  const text = `usage: npm run bench:web -- [--runs N] [--duration S] [--only ${MEASUREMENTS.join(',')}] [--jobs N] [--verbose] [--strict]`;
  if (error) {
    console.error(`bench-web: ${error}\n${text}`);
    process.exit(2);
  }
  console.log(text);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Prints rows as an aligned table; numbers-looking cells are right-aligned. */
function printTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => r[i] === '' || /^[≥≤=<>]?\s?[-\d.,]+\s?(?:ms|kB|%|x)?$/.test(String(r[i] ?? ''))));
  const line = (r) =>
    '  ' +
    r
      .map((c, i) => {
        const pad = ' '.repeat(Math.max(0, widths[i] - [...c].length));
        return numeric[i] ? pad + c : c + pad;
      })
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

function heading(title) {
  console.log(`\n${'='.repeat(title.length)}\n${title}\n${'='.repeat(title.length)}`);
}

/** Every check, for the summary and --strict. */
const checks = [];
function check(measurement, passed) {
  checks.push({ measurement, passed });
  return passed ? 'PASS' : 'FAIL';
}
function recordError(measurement, err) {
  checks.push({ measurement, passed: false, error: true });
  console.log(`\n  ERROR: ${measurement} could not be measured: ${err?.stack ?? err}`);
}

const target = {
  atLeast: (limit, unit = '') => ({ text: `≥ ${limit}${unit}`, ok: (v) => v >= limit }),
  atMost: (limit, unit = '') => ({ text: `≤ ${limit}${unit}`, ok: (v) => v <= limit }),
  exactly: (limit) => ({ text: `= ${limit}`, ok: (v) => v === limit }),
  none: { text: '—', ok: null },
};

// ---------------------------------------------------------------------------------------------------------------
// The gateway

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `dataDir`: a data directory a gateway of this run made already (it is reused); by default a new one. */
async function startGateway(dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-bench-'))) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...gatewayEnv(process.env),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SEED_SAMPLE_DATA: 'true',
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  delete env.DATABASE_URL;
  const { args } = gatewayCommand(root, env);
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const gateway = {
    origin,
    dataDir,
    log: () => log,
    /** Stops the gateway and removes its data directory (kept with `keepData`, to start again on it). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 180_000;
  let stopped = null;
  exited.then((info) => (stopped = info));
  while (!/listening on http:\/\//.test(log)) {
    if (stopped || Date.now() > deadline) {
      await gateway.stop();
      throw new Error(`the gateway ${stopped ? `exited (${stopped.code ?? stopped.signal})` : 'did not start within 180 s'}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return gateway;
}

const ROLES = ['Data Analyst', 'Business Analyst', 'Java Developer', 'Python Developer', 'Full Stack Developer', 'Frontend Engineer', 'Backend Engineer', 'DevOps Engineer', 'QA Engineer', 'Data Scientist', 'ML Engineer', 'Sales Executive', 'Marketing Associate', 'SEO Specialist', 'Content Writer', 'HR Recruiter', 'Accountant', 'Financial Analyst', 'Operations Manager', 'UI Designer'];
const COMPANIES = ['Sahyadri Analytics', 'Deccan Softworks', 'Konkan Finserv', 'Shivneri Labs', 'Mula Hospitals', 'Indrayani Systems'];
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Chennai', 'Nashik', 'Nagpur', 'Remote'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Adds `n` job posts (about 1 kB each, the database's trigger deriving their search columns) to the embedded database
 * in `pgliteDir`, while no gateway has it open. Half are closed, one in two through the list: g % 4 = 1 filled,
 * g % 4 = 3 published but past its closing date; of the open ones g % 4 = 2 closes in 60 days. Spread over the two
 * years before yesterday, so the sample data stays the newest.
 */
async function loadJobs(pgliteDir, n) {
  const db = new PGlite({ dataDir: pgliteDir });
  await db.waitReady;
  const now = Date.now();
  const at = (ms) => `'${new Date(ms).toISOString()}'::timestamp(3)`;
  const first = now - 731 * 86_400_000;
  const span = 730 * 86_400_000;
  const paragraph = 'You will work with a friendly team on real projects, learn from senior colleagues and grow into a role with more responsibility. ';
  try {
    for (let from = 1; from <= n; from += 10_000) {
      const to = Math.min(n, from + 9_999);
      await db.exec(`
        INSERT INTO "JobPost" ("id", "title", "companyname", "companylogo", "location", "salary", "content", "category", "employmentType", "createdAt", "updatedAt", "status", "closesAt", "filledAt")
        SELECT 'benchweb' || g, (${sqlArray(ROLES)})[1 + g % ${ROLES.length}] || ' ' || (g % 1000), (${sqlArray(COMPANIES)})[1 + g % ${COMPANIES.length}],
          '/logos/sahyadri-analytics.svg', (${sqlArray(CITIES)})[1 + (g * 7) % ${CITIES.length}], '₹' || (2 + g % 9) || ' LPA',
          '<p>' || repeat('${paragraph}', 7) || '</p>', (ARRAY['TECHNOLOGY', 'FINANCE', 'HEALTHCARE', 'MARKETING', 'EDUCATION', 'ENGINEERING', NULL])[1 + g % 7]::"JobCategory",
          (ARRAY['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'])[1 + g % 4]::"EmploymentType", created, created,
          (CASE WHEN g % 4 = 1 THEN 'FILLED' ELSE 'PUBLISHED' END)::"JobStatus",
          CASE WHEN g % 4 = 3 THEN ${at(now)} - (1 + g % 30) * interval '1 day' WHEN g % 4 = 2 THEN ${at(now + 60 * 86_400_000)} END,
          CASE WHEN g % 4 = 1 THEN LEAST(created + interval '20 days', ${at(now)}) END
        FROM generate_series(${from}, ${to}) AS g, LATERAL (SELECT ${at(first)} + (g::float8 / ${n}) * interval '${span / 1000} seconds' AS created) AS c`);
    }
    await db.exec('VACUUM ANALYZE "JobPost"');
  } finally {
    await db.close();
  }
}

async function graphql(origin, query) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (!res.ok || body.errors) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A plain visit (as a browser sends it), so the page cache holds the page. */
async function warm(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' } });
  await res.arrayBuffer();
  return res;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Lighthouse

async function benchLighthouse(ctx) {
  heading(`1. Lighthouse ${LIGHTHOUSE_VERSION} (CLI) — mobile, default simulated throttling, ${ctx.options.runs} run(s) per page${ctx.options.runs > 1 ? ' (median)' : ''}`);
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const metrics = [
    { label: 'Performance', get: (l) => score(l.categories.performance), target: target.atLeast(95), fmt: String },
    { label: 'Accessibility', get: (l) => score(l.categories.accessibility), target: target.atLeast(98), fmt: String },
    { label: 'Best Practices', get: (l) => score(l.categories['best-practices']), target: target.exactly(100), fmt: String },
    { label: 'SEO', get: (l) => score(l.categories.seo), target: target.exactly(100), fmt: String },
    { label: 'CLS', get: (l) => l.audits['cumulative-layout-shift'].numericValue, target: target.atMost(0.02), fmt: (v) => v.toFixed(3) },
    { label: 'TBT', get: (l) => l.audits['total-blocking-time'].numericValue, target: target.atMost(150, ' ms'), fmt: (v) => `${ms(v)} ms` },
    { label: 'LCP', get: (l) => l.audits['largest-contentful-paint'].numericValue, target: target.none, fmt: (v) => `${ms(v)} ms` },
    { label: 'FCP', get: (l) => l.audits['first-contentful-paint'].numericValue, target: target.none, fmt: (v) => `${ms(v)} ms` },
  ];
  // Fetch the CLI into npm's cache (once per machine) before timing anything, and fail early when npm cannot.
  const prepared = performance.now();
  const cli = await runLighthouseCli(ctx, ['--version'], 600_000);
  if (cli.code !== 0) throw new Error(`\`npm exec … lighthouse@${LIGHTHOUSE_VERSION} -- lighthouse --version\` exited ${cli.code ?? cli.signal}:\n${cli.stderr.trim()}`);
  process.stderr.write(`  lighthouse ${cli.stdout.trim()} via npm exec: ready in ${elapsed(prepared)}\n`);
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lc-bench-lighthouse-'));
  lighthouseReportDir = reportDir;
  const rows = [];
  const failing = [];
  const notes = [];
  let version = '';
  const benchmarkIndexes = [];
  try {
    for (const page of ctx.pages) {
      const url = ctx.origin + page;
      await warm(url);
      const runs = [];
      let lastError = null;
      for (let i = 0; i < ctx.options.runs; i++) {
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP…) and asks to run again: up to 3 tries.
        for (let attempt = 1; attempt <= 3; attempt++) {
          const started = performance.now();
          let lhr = null;
          try {
            lhr = await lighthouseReport(ctx, url, path.join(reportDir, 'report.json'), categories);
            lastError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
          } catch (err) {
            lastError = err?.message ?? String(err);
          }
          process.stderr.write(`  lighthouse ${page} run ${i + 1}/${ctx.options.runs}${attempt > 1 ? ` (try ${attempt})` : ''}: ${elapsed(started)}${lastError ? ` — ${lastError}` : ''}\n`);
          if (lastError) {
            notes.push(`${page}: run ${i + 1}, try ${attempt} failed (${lastError})${attempt < 3 ? '; ran it again' : ''}`);
            continue;
          }
          version = lhr.lighthouseVersion;
          if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          for (const warning of lhr.runWarnings ?? []) notes.push(`${page}: ${warning}`);
          runs.push(lhr);
          break;
        }
      }
      if (!runs.length) {
        checks.push({ measurement: 'lighthouse', passed: false, error: true });
        rows.push([page, '(no result)', '', '', 'ERROR'], ['', '', '', '', '']);
        continue;
      }
      metrics.forEach((m, i) => {
        const value = median(runs.map(m.get));
        const result = m.target.ok ? check('lighthouse', m.target.ok(value)) : '';
        rows.push([i === 0 ? page : '', m.label, m.fmt(value), m.target.text, result]);
      });
      rows.push(['', '', '', '', '']);
      // The audits of the run whose performance score is the median one.
      const representative = [...runs].sort((a, b) => score(a.categories.performance) - score(b.categories.performance))[Math.floor((runs.length - 1) / 2)];
      for (const id of categories) {
        const category = representative.categories[id];
        if (score(category) >= 100) continue;
        const audits = category.auditRefs
          .map((ref) => ({ ref, audit: representative.audits[ref.id] }))
          .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && !['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode));
        failing.push({ page, categoryId: id, category: category.title, score: score(category), audits });
      }
    }
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
    lighthouseReportDir = null;
  }
  rows.pop();
  printTable(['page', 'metric', 'value', 'target', 'result'], rows);
  for (const note of notes) console.log(`  note: ${note}`);
  const used = version ? `Lighthouse ${version}` : `Lighthouse ${LIGHTHOUSE_VERSION} (no report)`;
  const mismatch = version && version !== LIGHTHOUSE_VERSION ? ` (note: ${LIGHTHOUSE_VERSION} was asked for)` : '';
  console.log(`\n  ${used}${mismatch}, CLI via npm exec on Node ${process.version}; Chromium's benchmark index ${benchmarkIndexes.length ? `${Math.round(median(benchmarkIndexes))} (median; Lighthouse expects ≥ ~1000 on a typical desktop)` : 'unknown'}.`);
  if (failing.length) {
    console.log('\n  Audits that cost points (score < 0.9) in each category below 100:');
    for (const f of failing) {
      console.log(`\n  ${f.page} — ${f.category} ${f.score}`);
      if (!f.audits.length) console.log('    (no single audit below 0.9)');
      for (const { ref, audit } of f.audits) {
        const weight = ref.weight ? `, weight ${ref.weight}` : '';
        const display = audit.displayValue ? ` — ${audit.displayValue}` : '';
        console.log(`    ${audit.id}: ${audit.title} (score ${audit.score}${weight})${display}`);
        // Where: the elements or files named by the audit (always for layout shifts and non-performance audits).
        if (ctx.options.verbose || audit.id === 'layout-shifts' || f.categoryId !== 'performance') {
          for (const where of auditItems(audit)) console.log(`      - ${where}`);
        }
      }
    }
  }
}

/** The Lighthouse CLI process running now and the directory of its reports (see stopLighthouse). */
let lighthouseChild = null;
let lighthouseReportDir = null;
let lighthouseStopped = false;
/** npm's warnings already passed on to stderr (each once, not once per run). */
const npmWarningsShown = new Set();

/**
 * Runs `npm exec --yes --package=lighthouse@<LIGHTHOUSE_VERSION> -- lighthouse <args>`; resolves with its exit and
 * output. Chromium comes from CHROME_PATH (the CLI has no flag for it). npm's own warnings (its EBADENGINE warning
 * for Lighthouse 13 on Node.js 20, when it first installs it) go to stderr once; the rest is returned.
 */
function runLighthouseCli(ctx, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    if (lighthouseStopped) return reject(new Error('interrupted'));
    const npmArgs = ['exec', '--yes', '--engine-strict=false', `--package=lighthouse@${LIGHTHOUSE_VERSION}`, '--', 'lighthouse', ...args];
    const env = { ...process.env, CHROME_PATH: ctx.chromium };
    // In its own process group, so that a signal reaches the CLI itself, not only npm and its shell.
    const child = spawn('npm', npmArgs, { cwd: os.tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    lighthouseChild = child;
    const closed = new Promise((r) => child.once('close', r));
    child.stopGroup = async () => {
      signalGroup(child, 'SIGINT');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      await closed;
      clearTimeout(timer);
    };
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout = (stdout + chunk).slice(-100_000)));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-100_000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void child.stopGroup();
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (lighthouseChild === child) lighthouseChild = null;
      const own = [];
      for (const line of stderr.split('\n')) {
        if (!/^npm (?:warn|notice|WARN)\b/.test(line)) own.push(line);
        else if (!npmWarningsShown.has(line)) {
          npmWarningsShown.add(line);
          process.stderr.write(`${line}\n`);
        }
      }
      resolve({ code, signal, stdout, stderr: own.join('\n'), timedOut });
    });
  });
}

/** SIGINT first: the CLI then stops the Chromium it launched (chrome-launcher puts it in a process group of its own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a Lighthouse run still going (the script was interrupted) and removes its report directory. */
async function stopLighthouse() {
  lighthouseStopped = true;
  await lighthouseChild?.stopGroup();
  if (lighthouseReportDir) rmSync(lighthouseReportDir, { recursive: true, force: true });
}

/**
 * One Lighthouse run of `url` in a fresh headless Chromium: the parsed JSON report (the `lhr` the Node API returns).
 * The report of a run that hit a runtime error is written and returned (lhr.runtimeError); a run that wrote none throws.
 */
async function lighthouseReport(ctx, url, outputPath, categories) {
  rmSync(outputPath, { force: true });
  const run = await runLighthouseCli(
    ctx,
    [
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      '--form-factor=mobile',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    300_000,
  );
  if (existsSync(outputPath)) {
    const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
    if (run.stderr.trim() && !lhr.runtimeError) process.stderr.write(`${run.stderr.trim()}\n`);
    return lhr;
  }
  if (run.timedOut) throw new Error('no result within 300 s');
  // The CLI prints "Runtime error encountered: <message>" then the stack, whose first line names the error's code.
  const lines = run.stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  const message = lines.find((l) => l.startsWith('Runtime error encountered:'))?.slice('Runtime error encountered:'.length).trim() ?? lines[0];
  const code = lines.map((l) => /^LighthouseError: ([A-Z][A-Z_]+)$/.exec(l)?.[1]).find(Boolean);
  throw new Error(`${code ? `${code}: ` : ''}${message ?? `the CLI exited ${run.code ?? run.signal} without a report`}`);
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Up to three short descriptions of what an audit points at (element selector and label, or file URL). */
function auditItems(audit, limit = 3) {
  const items = audit.details?.items ?? [];
  const out = [];
  for (const item of items) {
    const node = item.node?.type === 'node' ? item.node : null;
    let text = node ? `${node.selector ?? node.snippet}${node.nodeLabel ? ` ("${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}")` : ''}` : item.url ?? item.source?.url ?? null;
    if (!text) continue;
    if (typeof item.score === 'number') text += ` — shift ${item.score.toFixed(3)}`;
    if (typeof item.wastedBytes === 'number') text += ` — ${kB(item.wastedBytes)} unused`;
    out.push(text);
    if (out.length === limit) break;
  }
  if (items.length > out.length && out.length) out.push(`… ${items.length - out.length} more`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. JavaScript per public route

async function launchBrowser(ctx) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: ctx.chromium, args: CHROMIUM_FLAGS });
}

async function benchJavaScript(ctx) {
  heading('2. JavaScript per public route — 375 px viewport, gzip (zlib, level 6) of every JavaScript response, 1 kB = 1000 bytes');
  const limit = 130_000;
  const routes = [...ctx.pages, '/courses/data-science/syllabus', '/no-such-page'];
  const browser = await launchBrowser(ctx);
  const rows = [];
  const details = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const files = new Map();
      const pending = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!/javascript|ecmascript/i.test(type) || files.has(response.url())) return;
        files.set(response.url(), null);
        pending.push(
          response.body().then(
            (body) => files.set(response.url(), { raw: body.length, gzip: gzipSync(body).length }),
            () => files.set(response.url(), { raw: 0, gzip: 0, error: true }),
          ),
        );
      });
      const response = await page.goto(ctx.origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
      await Promise.all(pending);
      await context.close();
      const list = [...files].map(([url, size]) => ({ url: new URL(url).pathname, ...size }));
      const total = list.reduce((sum, f) => sum + f.gzip, 0);
      rows.push([route, String(response?.status() ?? '—'), String(list.length), kB(total), `≤ ${kB(limit)}`, check('js', total <= limit)]);
      details.push({ route, list });
    }
  } finally {
    await browser.close();
  }
  printTable(['route', 'status', 'files', 'JS (gzip)', 'target', 'result'], rows);
  if (ctx.options.verbose) {
    for (const { route, list } of details) {
      console.log(`\n  ${route}`);
      for (const f of list.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kB(f.gzip).padStart(9)}  (${kB(f.raw)} raw)  ${f.url}${f.error ? '  (body unavailable)' : ''}`);
    }
  } else {
    console.log('\n  (--verbose lists the files of each route)');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Throughput

async function benchThroughput(ctx) {
  const { duration } = ctx.options;
  heading(`3. Throughput — autocannon, 32 connections, ${duration} s each (after a ${Math.min(2, duration)} s warm-up), accept-encoding: gzip, br`);
  const { default: autocannon } = await import('autocannon');
  const jobPage = `/jobs/${encodeURIComponent(ctx.jobId)}`;
  // A course page too: since issue 29 it is read from the database (the Course row), cached like the job page.
  const coursePage = '/courses/data-science';
  const cacheStates = {};
  for (const page of [jobPage, coursePage]) {
    await warm(ctx.origin + page);
    cacheStates[page] = (await warm(ctx.origin + page)).headers.get('x-page-cache');
  }
  const run = (url, seconds) =>
    autocannon({ url, connections: 32, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } });
  const targets = [
    { label: '(a) /index.html (static baseline)', path: '/index.html' },
    { label: `(b) ${jobPage} (page cache: ${cacheStates[jobPage]})`, path: jobPage },
    { label: `(c) ${coursePage} (page cache: ${cacheStates[coursePage]})`, path: coursePage },
  ];
  const results = [];
  for (const t of targets) {
    await run(ctx.origin + t.path, Math.min(2, duration));
    const started = performance.now();
    const r = await run(ctx.origin + t.path, duration);
    process.stderr.write(`  autocannon ${t.path}: ${elapsed(started)}\n`);
    results.push({ ...t, r });
  }
  const ratio = (i) => results[i].r.requests.average / results[0].r.requests.average;
  const rows = results.map(({ label, r }) => [
    label,
    r.requests.average.toFixed(0),
    `${ms(r.latency.p50, 1)} ms`,
    `${ms(r.latency.p99, 1)} ms`,
    String(r['2xx']),
    String(r.non2xx + r.errors + r.timeouts),
  ]);
  printTable(['target', 'req/s', 'p50', 'p99', '2xx', 'non-2xx/errors'], rows);
  console.log('');
  printTable(
    ['figure', 'value', 'target', 'result'],
    [
      ['ratio (b)/(a) of req/s (job page)', ratio(1).toFixed(2), '≥ 0.5', check('throughput', ratio(1) >= 0.5)],
      ['ratio (c)/(a) of req/s (course page)', ratio(2).toFixed(2), '≥ 0.5', check('throughput', ratio(2) >= 0.5)],
    ],
  );
  for (const { path: p, r } of results) {
    if (r.non2xx + r.errors + r.timeouts > 0) console.log(`  note: ${p} had ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  for (const [page, state] of Object.entries(cacheStates)) {
    if (state !== 'hit') console.log(`  note: ${page} was not served from the page cache (X-Page-Cache: ${state})`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Uncached render time

async function benchRender(ctx) {
  const count = 200;
  const warmups = 20;
  heading(`4. Uncached render time — ${count} sequential renders of the job page, each with a new ?bench= query (after ${warmups} warm-up renders)`);
  const base = `${ctx.origin}/jobs/${encodeURIComponent(ctx.jobId)}`;
  const tag = Date.now().toString(36);
  const render = async (key) => {
    const started = performance.now();
    const res = await fetch(`${base}?bench=${tag}-${key}`, { headers: { 'accept-encoding': 'gzip, br' } });
    await res.arrayBuffer();
    const total = performance.now() - started;
    const dur = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    return { status: res.status, cache: res.headers.get('x-page-cache'), render: dur === undefined ? NaN : Number(dur), total };
  };
  for (let i = 0; i < warmups; i++) await render(`warm-${i}`);
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await render(String(i)));
  const bad = samples.filter((s) => s.status !== 200 || s.cache !== 'miss' || !Number.isFinite(s.render));
  const renders = samples.map((s) => s.render).filter(Number.isFinite);
  const totals = samples.map((s) => s.total);
  const med = median(renders);
  printTable(
    ['figure', 'value', 'target', 'result'],
    [
      ['render median (Server-Timing)', `${ms(med, 1)} ms`, '≤ 10 ms', check('render', med <= 10)],
      ['render p95 (Server-Timing)', `${ms(percentile(renders, 95), 1)} ms`, '—', ''],
      ['render min / max', `${ms(Math.min(...renders), 1)} / ${ms(Math.max(...renders), 1)} ms`, '—', ''],
      ['whole request median (client)', `${ms(median(totals), 1)} ms`, '—', ''],
      ['whole request p95 (client)', `${ms(percentile(totals, 95), 1)} ms`, '—', ''],
    ],
  );
  if (bad.length) console.log(`  note: ${bad.length} of ${count} answers were not an uncached 200 with a render time (e.g. status ${bad[0].status}, X-Page-Cache ${bad[0].cache})`);
}

// ---------------------------------------------------------------------------------------------------------------
// 5. No JavaScript

async function benchNoJs(ctx) {
  heading('5. No JavaScript — Chromium with JavaScript disabled, 375 px viewport: the <h1>, then the first link in the main content to another public page');
  const routes = [...ctx.pages, '/courses/data-science/syllabus'];
  const browser = await launchBrowser(ctx);
  const rows = [];
  const notes = [];
  const h1Of = async (page) => {
    const h1 = page.locator('h1').first();
    if (!(await h1.count()) || !(await h1.isVisible())) return '';
    return (await h1.innerText()).replace(/\s+/g, ' ').trim();
  };
  const short = (text, n = 34) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
  try {
    for (const route of routes) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      try {
        const response = await page.goto(ctx.origin + route, { waitUntil: 'load', timeout: 30_000 });
        const status = response?.status() ?? 0;
        const h1 = await h1Of(page);
        const index = await page.evaluate((source) => {
          const publicPath = new RegExp(source);
          const main = document.querySelector('main, [role="main"], #main') ?? document.body;
          return [...main.querySelectorAll('a[href]')].findIndex((a) => {
            const url = new URL(a.href, location.href);
            return url.origin === location.origin && url.pathname !== location.pathname && publicPath.test(url.pathname);
          });
        }, PUBLIC_PATH.source);
        let linkText = '(no link to a public page)';
        let targetStatus = 0;
        let targetH1 = '';
        if (index >= 0) {
          const link = page.locator('main, [role="main"], #main').first().locator('a[href]').nth(index);
          const href = await link.getAttribute('href');
          linkText = href ?? '';
          let last = null;
          page.on('response', (r) => {
            if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) last = r;
          });
          const before = page.url();
          try {
            await link.click({ timeout: 10_000 });
            await page.waitForURL((u) => u.href !== before, { timeout: 15_000 });
          } catch (err) {
            notes.push(`${route}: clicking ${href} did not navigate (${err.message.split('\n')[0]}); opened it directly instead`);
            last = await page.goto(new URL(href, ctx.origin + route).href, { waitUntil: 'load' });
          }
          await page.waitForLoadState('load');
          targetStatus = last?.status() ?? 0;
          targetH1 = await h1Of(page);
          if (new URL(page.url()).pathname !== new URL(href, ctx.origin).pathname) linkText += ` → ${new URL(page.url()).pathname}`;
        }
        const passed = status === 200 && h1 !== '' && targetStatus === 200 && targetH1 !== '';
        rows.push([route, String(status), short(h1 || '(no visible h1)'), short(linkText, 40), targetStatus ? String(targetStatus) : '—', index < 0 ? '—' : short(targetH1 || '(no visible h1)'), check('nojs', passed)]);
      } catch (err) {
        rows.push([route, '—', '', '', '', '', check('nojs', false)]);
        notes.push(`${route}: ${err.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  printTable(['page', 'status', 'h1', 'first link in main', 'status', 'h1 there', 'result'], rows);
  for (const note of notes) console.log(`  note: ${note}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAll = performance.now();
  const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p)) ?? null;
  const needsChromium = options.only.some((m) => ['lighthouse', 'js', 'nojs'].includes(m));
  if (needsChromium && !chromium) {
    console.error('bench-web: Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }

  if (!existsSync(path.join(root, 'web/dist/server/entry-server.js'))) {
    console.log('web/dist/server/entry-server.js is missing: running `npm run build` first.');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('bench-web: the build failed.');
      process.exit(1);
    }
  }

  let gateway = await startGateway();
  if (options.jobs > 0) {
    // The gateway made the data directory (the template with the sample data); the jobs go in while it is stopped.
    const loading = performance.now();
    await gateway.stop({ keepData: true });
    console.error(`bench-web: adding ${options.jobs.toLocaleString('en-US')} job posts, half of them closed…`);
    try {
      await loadJobs(path.join(gateway.dataDir, 'pglite'), options.jobs);
    } catch (err) {
      rmSync(gateway.dataDir, { recursive: true, force: true });
      throw err;
    }
    gateway = await startGateway(gateway.dataDir);
    console.error(`bench-web: loaded in ${elapsed(loading)}`);
  }
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopLighthouse();
    await gateway.stop();
    if (code !== undefined) process.exit(code);
  };
  process.once('SIGINT', () => void stop(130));
  process.once('SIGTERM', () => void stop(143));

  try {
    const data = await graphql(gateway.origin, '{ jobPosts(first:1){ edges{ node{ id } } } }');
    const jobId = data.jobPosts.edges[0]?.node.id;
    if (!jobId) throw new Error('the sample data has no job post');
    const ctx = {
      options,
      origin: gateway.origin,
      jobId,
      chromium,
      pages: ['/', '/jobs', `/jobs/${encodeURIComponent(jobId)}`, '/success-stories', '/courses/learnbay', '/courses/data-science'],
    };
    const chromiumVersion = chromium ? spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim() : 'not used';
    console.log('Web benchmarks (npm run bench:web)');
    const dataText = options.jobs > 0 ? `sample data and ${options.jobs.toLocaleString('en-US')} job posts, half of them closed` : 'sample data';
    console.log(`  ${new Date().toISOString()} — gateway ${gateway.origin} (NODE_ENV=production, fresh data dir, ${dataText}), job ${jobId}`);
    console.log(`  Node ${process.version}; ${chromiumVersion}; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    const steps = { lighthouse: benchLighthouse, js: benchJavaScript, throughput: benchThroughput, render: benchRender, nojs: benchNoJs };
    for (const name of MEASUREMENTS) {
      if (!options.only.includes(name)) continue;
      const started = performance.now();
      try {
        await steps[name](ctx);
      } catch (err) {
        recordError(name, err);
      }
      console.log(`\n  (${name}: ${elapsed(started)})`);
    }
  } finally {
    await stop();
  }

  heading('Summary');
  const rows = MEASUREMENTS.filter((name) => options.only.includes(name)).map((name) => {
    const mine = checks.filter((c) => c.measurement === name);
    const failed = mine.filter((c) => !c.passed).length;
    const errors = mine.filter((c) => c.error).length;
    return [name, String(mine.length - errors), String(mine.filter((c) => c.passed).length), String(failed - errors), errors ? 'ERROR' : failed ? 'FAIL' : 'PASS'];
  });
  printTable(['measurement', 'checks', 'pass', 'fail', 'result'], rows);
  const failures = checks.filter((c) => !c.passed).length;
  console.log(`\n  ${failures ? `${failures} check(s) failed` : 'every check passed'}; took ${elapsed(startedAll)}.`);
  if (options.strict && failures) process.exit(1);
}

main().catch((err) => {
  console.error(`bench-web: ${err?.stack ?? err}`);
  process.exit(1);
});
