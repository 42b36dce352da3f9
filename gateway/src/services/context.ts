// What every service call receives: the database, who is asking, and the settings auth needs.
import type { PrismaClient } from '../generated/prisma/client.js';
import type { QueryMemo } from '../cache/query-memo.js';
import type { Viewer } from './permissions.js';

export interface AuthSettings {
  jwtSecret: Uint8Array;
  jwtExpiresIn: string;
}

/** A signed-in learner (never staff): from the HttpOnly session cookie, checked against the session on every request. */
export interface LearnerViewer {
  id: string;
  sessionId: string;
}

export interface ServiceContext {
  prisma: PrismaClient;
  /** The signed-in staff member (bearer token), or null. A learner is never a viewer. */
  viewer: Viewer | null;
  /** The signed-in learner (session cookie), or null/absent. */
  learner?: LearnerViewer | null;
  /** Set-Cookie header values the answer must carry (a learner signing in or out); absent where no answer can. */
  responseCookies?: string[];
  /** The request's Cookie header, where a service reads a cookie other than the session's (a confirmation link's browser). */
  requestCookies?: string | null;
  /** The site's public origin (PUBLIC_URL), for links in mails and the cookie's Secure flag. */
  publicUrl?: string;
  auth: AuthSettings;
  /** The caller's network address, for throttling; 'unknown' when it cannot be told. */
  clientAddress: string;
  /** Remembered read results (counts), emptied by every change to the public content; absent: nothing remembered. */
  memo?: QueryMemo;
  /**
   * Values read at most once while answering one request (the lead figures' version): a GraphQL request gets a new map;
   * a context without one (a test's, a scheduled job's) reads each time it asks.
   */
  once?: Map<string, Promise<unknown>>;
  /** How long deleted rows stay in the trash and entries in the audit log (defaults in trash.ts and audit.ts). */
  policy?: RetentionPolicy;
}

export interface RetentionPolicy {
  trashDays: number;
  auditRetentionDays: number;
}

/** `read()`'s answer, asked for at most once per request (ctx.once); every time where the context has no such map. */
export function readOnce<T>(ctx: Pick<ServiceContext, 'once'>, key: string, read: () => Promise<T>): Promise<T> {
  const known = ctx.once?.get(key) as Promise<T> | undefined;
  if (known) return known;
  const value = read();
  ctx.once?.set(key, value);
  return value;
}
