// Only one process opens the embedded database (operator audit, finding 2): a second gateway on a DATA_DIR a live
// gateway holds stops at once naming its pid (before, both served and writes confirmed with 201 were lost), and so do
// `npm run db:migrate` (with --status and --mark-applied), db:seed and db:restore; of two gateways started at the same
// moment exactly one serves; a file left by a gateway killed with -9 never blocks the next start.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { processStartTime } from '../src/db/data-dir-lock.js';
import { spawnGateway, startGateway, type GatewayProcess } from './helpers/gateway-process.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'lc-data-dir-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ADMIN = { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password-123' };
const onDir = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...ADMIN });

const cli = (dataDir: string, ...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...ADMIN };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'gateway/src/db/cli.ts', ...args], { cwd: root, env });
};

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: 'ops-password-123' }) });
  expect(login.status).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function createJob(url: string, token: string, title: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/job-post/create-job-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, companyname: 'Lock Ltd', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '1 LPA' }),
  });
  return res.status;
}

const jobTitles = async (url: string) => ((await (await fetch(`${url}/api/v1/job-post/get-jobposts`)).json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);

/** Whichever of `gateways` listens, and the others (which must exit). */
async function settle(gateways: GatewayProcess[]) {
  const outcomes = await Promise.all(gateways.map((g) => g.url.then((url) => ({ g, url }), () => ({ g, url: undefined }))));
  return { winners: outcomes.filter((o) => o.url !== undefined) as { g: GatewayProcess; url: string }[], losers: outcomes.filter((o) => o.url === undefined).map((o) => o.g) };
}

const killed = (g: { child: GatewayProcess['child']; exited: Promise<number | null> }) => {
  g.child.kill('SIGKILL');
  return g.exited;
};

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('one process on the embedded database', () => {
  it('a second gateway and the db commands refuse a DATA_DIR a live gateway holds, naming its pid; its writes stay', { timeout: 240_000 }, async () => {
    const dataDir = path.join(dir, 'site');
    const first = await startGateway(onDir(dataDir));
    const pid = first.child.pid!;
    expect(readFileSync(path.join(dataDir, 'gateway.pid'), 'utf8').trim()).toBe(`${pid} ${processStartTime(pid)} gateway`);
    const token = await signIn(first.url);
    expect(await createJob(first.url, token, 'Written before the second start')).toBe(201);

    const second = spawnGateway(onDir(dataDir));
    // Before: it listened too (on its own copy of the pages) and the writes of one of the two were lost.
    expect(await Promise.race([second.exited, second.url.then(() => 'listening', () => second.exited)])).toBe(1);
    expect(second.log()).toContain(`A gateway is running on ${dataDir} (pid ${pid}): stop it first`);
    expect(second.log()).not.toMatch(/listening on/);

    const commands = [['migrate'], ['migrate', '--status'], ['migrate', '--mark-applied', '20990101000000_none'], ['seed'], ['restore', path.join(dir, 'any.jsonl.gz')]];
    const refusals = await Promise.all(commands.map((args) => cli(dataDir, ...args).then((done) => ({ args, ...done, failed: false }), (err: { stdout: string; stderr: string }) => ({ args, stdout: err.stdout, stderr: err.stderr, failed: true }))));
    for (const refusal of refusals) {
      expect(refusal.failed, refusal.args.join(' ')).toBe(true);
      expect(refusal.stderr, refusal.args.join(' ')).toContain(`A gateway is running on ${dataDir} (pid ${pid}): stop it first`);
    }

    // The first gateway serves on, with everything written: before and after.
    expect(await createJob(first.url, token, 'Written after the second start')).toBe(201);
    expect(await jobTitles(first.url)).toEqual(expect.arrayContaining(['Written before the second start', 'Written after the second start']));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Stopped cleanly: the file is gone, and a command may open the directory.
    expect(() => readFileSync(path.join(dataDir, 'gateway.pid'))).toThrow();
    expect((await cli(dataDir, 'migrate', '--status')).stdout).toBeTruthy();

    // Killed with -9, a gateway leaves its file: the next start is not blocked by it, and finds the data.
    const again = await startGateway(onDir(dataDir));
    await killed(again);
    expect(readFileSync(path.join(dataDir, 'gateway.pid'), 'utf8')).toContain(`${again.child.pid} `);
    const after = await startGateway(onDir(dataDir));
    expect(await jobTitles(after.url)).toEqual(expect.arrayContaining(['Written before the second start', 'Written after the second start']));
    await killed(after);
  });

  it('of two gateways started at the same moment exactly one serves, on a new DATA_DIR and on one a killed gateway left', { timeout: 240_000 }, async () => {
    const dataDir = path.join(dir, 'race');
    for (const round of ['new', 'left by a killed gateway']) {
      const { winners, losers } = await settle([spawnGateway(onDir(dataDir)), spawnGateway(onDir(dataDir))]);
      expect(winners, round).toHaveLength(1);
      expect(losers, round).toHaveLength(1);
      expect(await losers[0]!.exited).toBe(1);
      expect(losers[0]!.log(), round).toContain(`A gateway is running on ${dataDir} (pid ${winners[0]!.g.child.pid}): stop it first`);
      const token = await signIn(winners[0]!.url);
      expect(await createJob(winners[0]!.url, token, `Race ${round}`)).toBe(201);
      await killed(winners[0]!.g);
    }
  });
});
