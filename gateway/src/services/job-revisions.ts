// A job post's revisions for staff: the list (newest first), one revision, what differs between a revision and the
// job as it is now, and restoring a revision, which saves its fields through the job's own update path as a new
// revision (history is never rewritten). The revisions themselves are written by job-revision-log.ts.
import type { JobPost, JobPostRevision, Prisma } from '../generated/prisma/client.js';
import type { ServiceContext } from './context.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { changedJobFields, JOB_REVISION_FIELDS, jobRevisionContent, type JobRevisionContent, type JobRevisionField } from './job-revision-log.js';
import { JOB_NOT_FOUND, jobWriteData, updateWithRow } from './jobs.js';
import { authorize } from './permissions.js';
import { readStoredSalary } from './salary.js';
import { sanitizeRichText } from './sanitize.js';
import { dayInKolkata, parseCount, parseJobPostPatch, requireJobId } from './validation.js';

export const REVISION_NOT_FOUND = 'This version of the job post was not found';
export const REVISIONS_PAGE_MAX = 100;

/** A revision as staff see it in a list: `current` marks the one whose fields are the job's fields now. */
export type JobPostRevisionView = JobPostRevision & { current: boolean };

/** One field that differs: its value in the revision and in the job now, as text (the description as sanitised HTML). */
export interface JobPostRevisionChange {
  field: JobRevisionField;
  label: string;
  version: string | null;
  current: string | null;
}

function requireVersionNumber(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) throw badInput('A version number is a whole number from 1', 'number');
  return number;
}

async function requireJob(ctx: ServiceContext, jobPostId: unknown): Promise<JobPost> {
  authorize(ctx.viewer, 'jobPost:write');
  const id = requireJobId(jobPostId);
  const job = await ctx.prisma.jobPost.findUnique({ where: { id } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

const sameFields = (a: JobRevisionContent, b: JobRevisionContent) => changedJobFields(a, b).length === 0;

/**
 * A job's revisions, newest first: at most `first` (default and most: 100), older than version `before` when given.
 * A job saved before revisions were kept has none until its next save; the admin then shows the job itself as current.
 */
export async function listJobPostRevisions(ctx: ServiceContext, jobPostId: unknown, page: { first?: number | null; before?: number | null } = {}): Promise<JobPostRevisionView[]> {
  const job = await requireJob(ctx, jobPostId);
  const take = parseCount(page.first, 'first', 1, REVISIONS_PAGE_MAX, REVISIONS_PAGE_MAX);
  const before = page.before == null ? undefined : requireVersionNumber(page.before);
  const rows = await ctx.prisma.jobPostRevision.findMany({
    where: { jobPostId: job.id, ...(before ? { number: { lt: before } } : {}) },
    orderBy: { number: 'desc' },
    take,
  });
  // Only the newest revision can be the job as it is (any save after it would have written a newer one).
  const newest = before ? null : rows[0];
  const now = jobRevisionContent(job);
  return rows.map((row) => ({ ...row, current: row === newest && sameFields(row.content as JobRevisionContent, now) }));
}

export async function getJobPostRevision(ctx: ServiceContext, jobPostId: unknown, versionNumber: unknown): Promise<JobPostRevision> {
  const job = await requireJob(ctx, jobPostId);
  const number = requireVersionNumber(versionNumber);
  const row = await ctx.prisma.jobPostRevision.findUnique({ where: { jobPostId_number: { jobPostId: job.id, number } } });
  if (!row) throw notFound(REVISION_NOT_FOUND);
  return row;
}

/** A field's value as the comparison shows it. */
function shown(field: JobRevisionField, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  if (field === 'content') return sanitizeRichText(String(value));
  if (field === 'salary') return readStoredSalary(String(value)).display;
  if (field === 'skills') return Array.isArray(value) ? value.join(', ') : String(value);
  return String(value);
}

/** The fields in which version `number` differs from the job now (none: restoring it would change nothing). */
export async function compareJobPostRevision(ctx: ServiceContext, jobPostId: unknown, versionNumber: unknown): Promise<{ revision: JobPostRevision; changes: JobPostRevisionChange[] }> {
  const revision = await getJobPostRevision(ctx, jobPostId, versionNumber);
  const job = await ctx.prisma.jobPost.findUniqueOrThrow({ where: { id: revision.jobPostId } });
  const version = revision.content as JobRevisionContent;
  const current = jobRevisionContent(job);
  const changes = changedJobFields(version, current).map((field) => ({ field, label: JOB_REVISION_FIELDS[field], version: shown(field, version[field]), current: shown(field, current[field]) }));
  return { revision, changes };
}

/** A revision's fields as an update's input (the same names and forms the admin form sends). */
function asUpdateInput(content: JobRevisionContent): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of Object.keys(JOB_REVISION_FIELDS) as JobRevisionField[]) if (field in content) input[field] = content[field];
  return input;
}

/**
 * Restores version `number`: its fields are checked again by today's rules and saved through the job's update path
 * (validation, sanitising, the salary parser, the audit log, the caches), which writes a new revision naming the one
 * restored. A version that no longer passes (a closing date now past, a salary the parser refuses) is refused with
 * the field named, and nothing changes.
 */
export async function restoreJobPostRevision(ctx: ServiceContext, jobPostId: unknown, versionNumber: unknown): Promise<{ jobPost: JobPost; revision: JobPostRevision }> {
  const revision = await getJobPostRevision(ctx, jobPostId, versionNumber);
  const refuse = (message: string, field?: string) => badInput(`Version ${revision.number} cannot be restored: ${message}`, field);
  const content = revision.content as JobRevisionContent;
  try {
    const patch = parseJobPostPatch(asUpdateInput(content));
    // Saved as it was, a closing moment now past would close the job at once: staff restore it and then set a new date.
    if (patch.closesAt && patch.closesAt.getTime() <= Date.now()) {
      throw badInput(`its closing date (${dayInKolkata(patch.closesAt)}) has passed; edit the job to give a new one`, 'closesAt');
    }
    const job = await updateWithRow(
      ctx,
      revision.jobPostId,
      (before, now) => {
        if (sameFields(jobRevisionContent(before), content)) throw badInput('it is the same as the current job');
        return jobWriteData(before, patch, now) as Prisma.JobPostUpdateInput;
      },
      { restoredFrom: revision.number },
    );
    const made = await ctx.prisma.jobPostRevision.findFirstOrThrow({ where: { jobPostId: job.id }, orderBy: { number: 'desc' } });
    return { jobPost: job, revision: made };
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'BAD_USER_INPUT') throw refuse(error.message, error.field);
    throw error;
  }
}
