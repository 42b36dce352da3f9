// A real gateway on a real, private database for one test file: `const t = await startTestApp()`.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startContentChanges, type ContentChanges } from '../../src/cache/content-changes.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import type { Role } from '../../src/generated/prisma/enums.js';
import { createApp } from '../../src/http/app.js';
import { hashPassword } from '../../src/services/passwords.js';
import { createTestDatabase, TEMPLATE_DB } from './pg-url.js';

export const TEST_PASSWORD = 'correct-horse-battery';
const jwtSecret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_test', TEMPLATE_DB);
    const db = await openDatabase({ kind: 'postgres', url: created.url });
    const close = db.close;
    db.close = async () => {
      await close();
      await created.drop();
    };
    return db;
  }
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
}

export interface TestApp {
  db: Database;
  /** The app's change stream (its caches are subscribed to it): subscribe to see what a write announced. */
  contentChanges: ContentChanges;
  fetch(path: string, init?: RequestInit & { json?: unknown; token?: string | null }): Promise<Response>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] }>;
  createUser(role: Role, overrides?: { username?: string; email?: string }): Promise<{ id: string; username: string }>;
  tokenFor(role: Role): Promise<string>;
  /** The same app on a real socket (127.0.0.1, a free port), served as main.ts serves it; closed with the app. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the built web app (web/dist) with server rendering; by default there is none. */
  webDistDir?: string;
  publicUrl?: string;
  /** Origins allowed to call the API from a browser (the public URL's by default). */
  corsOrigins?: string[];
  /** RESPONSE_CACHE: false answers every anonymous read afresh (on by default). */
  responseCache?: boolean;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const contentChanges = await startContentChanges(db);
  const { app } = createApp({ prisma: db.prisma, contentChanges, config: { jwtSecret, jwtExpiresIn: '8h', trustProxy: true, webDistDir: options.webDistDir ?? '/nonexistent', publicUrl: options.publicUrl ?? 'http://test.local', corsOrigins: options.corsOrigins, responseCache: options.responseCache } });
  const tokens = new Map<Role, string>();
  const servers: ServerType[] = [];
  let passwordHash: string | undefined;

  const t: TestApp = {
    db,
    contentChanges,
    async fetch(path, init = {}) {
      const { json, token, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      if (token) h.set('authorization', `Bearer ${token}`);
      return app.fetch(new Request(`http://test.local${path}`, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body }));
    },
    async gql(query, variables, token) {
      const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, token });
      return res.json();
    },
    async createUser(role, overrides = {}) {
      passwordHash ??= await hashPassword(TEST_PASSWORD);
      const suffix = randomBytes(4).toString('hex');
      const username = overrides.username ?? `${role.toLowerCase()}-${suffix}`;
      return db.prisma.user.create({
        data: { name: `Test ${role}`, username, email: overrides.email ?? `${username}@example.com`, role, passwordHash },
        select: { id: true, username: true },
      });
    },
    async tokenFor(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const user = await t.createUser(role);
      const res = await t.fetch('/api/v1/admin/auth/login', {
        method: 'POST',
        json: { username: user.username, password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': `10.0.0.${tokens.size + 1}` },
      });
      const body = (await res.json()) as { data?: { accessToken: string } };
      let token = body.data?.accessToken;
      if (!token) {
        // USER accounts cannot sign in to the admin area, so their token is issued directly.
        const { openSession } = await import('../../src/services/auth.js');
        token = await openSession({ prisma: db.prisma, auth: { jwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test' }, { id: user.id, username: user.username, role });
      }
      tokens.set(role, token);
      return token;
    },
    async listen() {
      const server = await new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
      });
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await contentChanges.close();
      await db.close();
    },
  };
  return t;
}

export const testJwtSecret = jwtSecret;
