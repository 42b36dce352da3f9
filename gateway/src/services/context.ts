// What every service call receives: the database, who is asking, and the settings auth needs.
import type { PrismaClient } from '../generated/prisma/client.js';
import type { QueryMemo } from '../cache/query-memo.js';
import type { Viewer } from './permissions.js';

export interface AuthSettings {
  jwtSecret: Uint8Array;
  jwtExpiresIn: string;
}

export interface ServiceContext {
  prisma: PrismaClient;
  viewer: Viewer | null;
  auth: AuthSettings;
  /** The caller's network address, for throttling; 'unknown' when it cannot be told. */
  clientAddress: string;
  /** Remembered read results (counts), emptied by every change to the public content; absent: nothing remembered. */
  memo?: QueryMemo;
  /** How long deleted rows stay in the trash and entries in the audit log (defaults in trash.ts and audit.ts). */
  policy?: RetentionPolicy;
}

export interface RetentionPolicy {
  trashDays: number;
  auditRetentionDays: number;
}
