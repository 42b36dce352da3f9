// The audit log: every staff write, through GraphQL or REST, leaves one row saying who did what to which row, the
// fields that changed (before and after), when and from where, written in the same transaction as the change.
import type { Prisma } from '../generated/prisma/client.js';
import type { ServiceContext } from './context.js';
import { badInput } from './errors.js';
import { authorize } from './permissions.js';
import { toSaneDate, withoutControlCharacters } from './validation.js';

export type Tx = Prisma.TransactionClient;
export const AUDIT_ENTITIES = ['JobPost', 'Story', 'StoryComment', 'User', 'Lead', 'SiteSettings', 'Upload', 'OutboxMail', 'Application', 'Course'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'approve', 'change-password', 'resend', 'publish', 'unpublish', 'restore-revision'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Days an audit entry is kept (AUDIT_RETENTION_DAYS); older ones are deleted by the hourly sweep (retention.ts) and when the log is read. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Never written into the log: secrets show as changed, derived or bulky columns are left out. */
const SECRET_FIELDS = new Set(['passwordHash']);
const LEFT_OUT_FIELDS = new Set(['updatedAt', 'locationKey', 'salaryYearly', 'salaryYearlyMax', 'searchVector', 'phoneDigits', 'data', 'lastSubmittedAt']);

type Row = Record<string, unknown>;

/** A value as JSON keeps it: dates as ISO text, bytes as their length. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The fields worth recording of a row (null stays null). */
function recordable(row: Row | null | undefined): Row | null {
  if (!row) return null;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (LEFT_OUT_FIELDS.has(key)) continue;
    out[key] = SECRET_FIELDS.has(key) ? '[secret]' : plain(value);
  }
  return out;
}

/** For an update, only the fields that changed, on both sides; otherwise the whole row on its side. */
export function auditDiff(before: Row | null | undefined, after: Row | null | undefined): { before: Row | null; after: Row | null } | null {
  const b = recordable(before);
  const a = recordable(after);
  if (!b || !a) return { before: b, after: a };
  const changedBefore: Row = {};
  const changedAfter: Row = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const secretChanged = SECRET_FIELDS.has(key) && before?.[key] !== after?.[key];
    if (secretChanged || JSON.stringify(b[key]) !== JSON.stringify(a[key])) {
      changedBefore[key] = secretChanged ? '[secret]' : b[key];
      changedAfter[key] = secretChanged ? '[changed]' : a[key];
    }
  }
  return Object.keys(changedAfter).length ? { before: changedBefore, after: changedAfter } : null;
}

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before?: Row | null;
  after?: Row | null;
}

const asJson = (value: Row | null) => (value === null ? undefined : (value as Prisma.InputJsonValue));

/**
 * Writes one audit entry inside the caller's transaction. Whenever there is a row before and after (an update, an
 * approval), only the fields that changed are recorded; an update that changed nothing writes none, any other action
 * that changed nothing (approving an approved comment) is still recorded, with no fields.
 */
export async function recordAudit(tx: Tx, ctx: Pick<ServiceContext, 'viewer' | 'clientAddress'>, change: AuditChange): Promise<void> {
  const both = change.before != null && change.after != null;
  const diff = both ? auditDiff(change.before, change.after) : { before: recordable(change.before), after: recordable(change.after) };
  if (!diff && change.action === 'update') return;
  await tx.auditEntry.create({
    data: {
      actorId: ctx.viewer?.id ?? null,
      actorUsername: ctx.viewer?.username ?? '',
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      before: asJson(diff?.before ?? null),
      after: asJson(diff?.after ?? null),
      clientAddress: ctx.clientAddress.slice(0, 100),
    },
  });
}

/**
 * A staff write and its audit entry, in one transaction: `before` reads the row first (updates), `write` changes it
 * and returns the row as it is now.
 */
export function auditedWrite<T extends { id: string | number }>(
  ctx: ServiceContext,
  change: { action: Exclude<AuditAction, 'delete' | 'restore' | 'purge'>; entity: AuditEntity; before?: (tx: Tx) => Promise<object | null> },
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.prisma.$transaction(async (tx) => {
    const before = change.before ? ((await change.before(tx)) as Row | null) : null;
    const after = await write(tx);
    // An update of a row that did not exist yet (the first save of the site settings) created it.
    const action = change.action === 'update' && change.before && !before ? 'create' : change.action;
    await recordAudit(tx, ctx, { action, entity: change.entity, entityId: String(after.id), before, after: after as unknown as Row });
    return after;
  });
}

export interface AuditFilter {
  entity?: string | null;
  action?: string | null;
  actor?: string | null;
  entityId?: string | null;
  from?: unknown;
  to?: unknown;
}

export const auditOrder: Prisma.AuditEntryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Checks the reader may see the log (ADMIN), the filter's values, and answers the where-clause. */
export function authorizeAuditQuery(ctx: ServiceContext, filter: AuditFilter): Prisma.AuditEntryWhereInput {
  authorize(ctx.viewer, 'audit:read');
  const where: Prisma.AuditEntryWhereInput = {};
  if (filter.entity) {
    if (!(AUDIT_ENTITIES as readonly string[]).includes(filter.entity)) throw badInput(`Entity must be one of ${AUDIT_ENTITIES.join(', ')}`, 'entity');
    where.entity = filter.entity;
  }
  if (filter.action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(filter.action)) throw badInput(`Action must be one of ${AUDIT_ACTIONS.join(', ')}`, 'action');
    where.action = filter.action;
  }
  if (filter.actor) {
    const actor = withoutControlCharacters(filter.actor).trim().toLowerCase();
    if (actor.length > 64) throw badInput('Actor must be at most 64 characters', 'actor');
    if (actor) where.actorUsername = actor;
  }
  if (filter.entityId) {
    const entityId = withoutControlCharacters(filter.entityId).trim();
    if (entityId.length > 200) throw badInput('Entity id must be at most 200 characters', 'entityId');
    if (entityId) where.entityId = entityId;
  }
  const from = filter.from == null || filter.from === '' ? null : toSaneDate(filter.from);
  const to = filter.to == null || filter.to === '' ? null : toSaneDate(filter.to);
  if (filter.from != null && filter.from !== '' && !from) throw badInput('"from" must be a date such as 2026-11-01', 'from');
  if (filter.to != null && filter.to !== '' && !to) throw badInput('"to" must be a date such as 2026-11-01', 'to');
  if (from && to && from > to) throw badInput('The "from" date must be before the "to" date', 'from');
  if (from || to) where.createdAt = { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) };
  return where;
}

/** Deletes entries older than the retention (the only way a row leaves the log). */
export async function purgeOldAuditEntries(ctx: Pick<ServiceContext, 'prisma' | 'policy'>): Promise<number> {
  const days = ctx.policy?.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
  const { count } = await ctx.prisma.auditEntry.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - days * 86_400_000) } } });
  return count;
}
