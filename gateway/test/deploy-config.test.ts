// docker-compose.yml cannot be started here (no Docker engine), so its shape is checked against the config module
// and the README: services, health check, ports, environment and volumes.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENV_VARS, loadConfig } from '../src/config.js';

const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs the official postgres image with a health check and a named volume', () => {
    const db = compose.services.db;
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    const volume = String(db.volumes[0]).split(':')[0]!;
    expect(Object.keys(compose.volumes)).toContain(volume);
  });

  it('starts the app after the database is healthy, on the port the README gives', () => {
    const app = compose.services.app;
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.ports).toContain('4000:4000');
    expect(readme).toContain('http://localhost:4000');
    expect(app.environment.PORT).toBe('4000');
  });

  it('sets only environment variables that config.ts reads, with a DATABASE_URL pointing at the db service', () => {
    const app = compose.services.app;
    for (const key of Object.keys(app.environment)) expect(ENV_VARS).toContain(key);
    const url = new URL(app.environment.DATABASE_URL.replace(/\$\{[^}]+\}/g, 'x'));
    expect(url.hostname).toBe('db');
    expect(url.pathname).toBe(`/${compose.services.db.environment.POSTGRES_DB}`);
    expect(url.username).toBe(compose.services.db.environment.POSTGRES_USER);
  });

  it('keeps uploads and the data directory in a named volume', () => {
    const app = compose.services.app;
    const [volume, target] = String(app.volumes[0]).split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(target).toBe(app.environment.DATA_DIR);
  });

  it('passes every setting of .env to the app (env_file, optional), so each variable the README documents can be set', () => {
    const app = compose.services.app;
    expect(app.env_file).toEqual([{ path: '.env', required: false }]);
    // What compose fixes or defaults is still said under environment (it wins over .env).
    for (const key of ['PORT', 'DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'ADMIN_PASSWORD', 'SEED_SAMPLE_DATA', 'PUBLIC_URL']) expect(Object.keys(app.environment)).toContain(key);
    // The README's Docker paragraph says that compose starts without sample data, unlike the table's default.
    expect(app.environment.SEED_SAMPLE_DATA).toBe('${SEED_SAMPLE_DATA:-false}');
    expect(readme).toMatch(/docker-compose\.yml` sets `SEED_SAMPLE_DATA=false`/);
  });

  it('keeps scheduled backups on a named volume, so that they outlive the container', () => {
    const app = compose.services.app;
    const dir = app.environment.BACKUP_DIR as string;
    const mounts = (app.volumes as string[]).map((v) => v.split(':')).filter(([volume]) => Object.keys(compose.volumes).includes(volume!));
    expect(mounts.some(([, target]) => dir === target || dir.startsWith(`${target}/`)), `${dir} is on a named volume`).toBe(true);
    expect(readme).toContain('Backing up a Docker site');
  });

  it('builds an image that runs as the non-root node user and checks /healthz', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toContain('/healthz');
  });

  // The check runs inside the container, where PORT is whatever the platform set (Cloud Run sets 8080): it must ask
  // the port the server listens on. Run as Docker would: the HEALTHCHECK's command with the container's environment.
  it("runs a health check that asks the server's own PORT", async () => {
    const command = /^HEALTHCHECK .*? CMD node -e "(.+)"$/m.exec(dockerfile)?.[1];
    expect(command, 'HEALTHCHECK CMD node -e "…"').toBeDefined();
    const server = createServer((req, res) => res.writeHead(req.url === '/healthz' ? 200 : 404).end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const check = (env: NodeJS.ProcessEnv) =>
      promisify(execFile)(process.execPath, ['-e', command!], { env: { PATH: process.env.PATH, ...env } }).then(() => 0, (error: { code: number }) => error.code);
    try {
      expect(await check({ PORT: String(port) })).toBe(0);
      server.close();
      await new Promise((resolve) => server.once('close', resolve));
      expect(await check({ PORT: String(port) })).toBe(1);
    } finally {
      server.close();
    }
  });
});

describe('README and config.ts agree', () => {
  it('documents every environment variable', () => {
    for (const key of ENV_VARS) expect(readme, `README.md does not document ${key}`).toContain(`\`${key}\``);
  });

  it('starts with the two commands', () => {
    const firstCommands = readme.slice(0, 1500);
    expect(firstCommands).toContain('npm install && npm start');
    expect(firstCommands).toContain('npm test');
  });

  it('refuses a bad environment with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp/lc-config-test' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: '/tmp/lc-config-test' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: '/tmp/lc-config-test' })).toThrow(/DATABASE_URL/);
  });

  it('takes ADMIN_PASSWORD alone, with the README\'s default username `admin` (it used to stop the start)', () => {
    expect(readme).toMatch(/\| `ADMIN_USERNAME` \| `admin` \|/);
    const config = loadConfig({ DATA_DIR: '/tmp/lc-config-test', ADMIN_PASSWORD: 'a-long-enough-password' });
    expect(config.adminUsername).toBe('admin');
    expect(config.adminPassword).toBe('a-long-enough-password');
    expect(loadConfig({ DATA_DIR: '/tmp/lc-config-test', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a-long-enough-password' }).adminUsername).toBe('ops');
    expect(loadConfig({ DATA_DIR: '/tmp/lc-config-test', ADMIN_USERNAME: ' ', ADMIN_PASSWORD: 'a-long-enough-password' }).adminUsername).toBe('admin');
    expect(() => loadConfig({ DATA_DIR: '/tmp/lc-config-test', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 10 characters/);
  });

  it('takes an empty mail or sign-in setting (what docker-compose passes when it is not given) as unset', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/lc-config-test', SMTP_URL: '', MAIL_FROM: ' ', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(() => loadConfig({ DATA_DIR: '/tmp/lc-config-test', SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must look like/);
  });

  it('defaults to PGlite in DATA_DIR and switches to PostgreSQL with DATABASE_URL', () => {
    const embedded = loadConfig({ DATA_DIR: '/tmp/lc-config-test' });
    expect(embedded.database).toEqual({ kind: 'pglite', dataDir: '/tmp/lc-config-test/pglite' });
    expect(embedded.port).toBe(4000);
    expect(embedded.jwtExpiresIn).toBe('8h');
    const pg = loadConfig({ DATA_DIR: '/tmp/lc-config-test', DATABASE_URL: 'postgresql://u:p@h:5432/d' });
    expect(pg.database).toEqual({ kind: 'postgres', url: 'postgresql://u:p@h:5432/d' });
  });

  it('keeps the response cache on unless RESPONSE_CACHE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/lc-config-test' }).responseCache).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/lc-config-test', RESPONSE_CACHE: 'false' }).responseCache).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/lc-config-test', RESPONSE_CACHE: '0' }).responseCache).toBe(false);
    expect(() => loadConfig({ DATA_DIR: '/tmp/lc-config-test', RESPONSE_CACHE: 'sometimes' })).toThrow(/RESPONSE_CACHE/);
  });
});
