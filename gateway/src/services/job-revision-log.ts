// A job post's revisions as they are written: which fields a revision keeps, their names in words, and the one write
// (inside the save's own transaction) that jobs.ts makes on every create and update. Reads, comparison and restore:
// job-revisions.ts (apart, so that jobs.ts and the restore can use each other without an import cycle).
import type { JobPost, Prisma } from '../generated/prisma/client.js';
import type { Tx } from './audit.js';
import type { ServiceContext } from './context.js';

/** The fields staff edit, in the order the form shows them, with the words a revision's summary uses for each. */
export const JOB_REVISION_FIELDS = {
  title: 'Title',
  companyname: 'Company',
  companylogo: 'Company logo',
  location: 'Location',
  salary: 'Salary',
  content: 'Description',
  category: 'Category',
  employmentType: 'Employment type',
  status: 'Status',
  closesAt: 'Closing date',
  experienceMin: 'Minimum experience',
  experienceMax: 'Maximum experience',
  skills: 'Skills',
  applyMethod: 'How to apply',
  applyUrl: 'Application link',
  applyEmail: 'Application e-mail',
} as const;
export type JobRevisionField = keyof typeof JOB_REVISION_FIELDS;
export const JOB_REVISION_FIELD_NAMES = Object.keys(JOB_REVISION_FIELDS) as JobRevisionField[];

/** What a revision keeps: the edited fields as JSON holds them (the closing moment as ISO text, or null). */
export type JobRevisionContent = {
  [K in JobRevisionField]: K extends 'closesAt' ? string | null : K extends 'skills' ? string[] : JobPost[K];
};

/** The summary of the revisions written for jobs saved before revisions were kept (see docs/decisions/018). */
export const BASELINE_SUMMARY = 'As it was before versions were kept';
export const CREATED_SUMMARY = 'Created';

export function jobRevisionContent(job: JobPost): JobRevisionContent {
  const out = {} as Record<JobRevisionField, unknown>;
  for (const field of JOB_REVISION_FIELD_NAMES) {
    const value = job[field];
    out[field] = value instanceof Date ? value.toISOString() : value;
  }
  return out as JobRevisionContent;
}

/** The fields whose values differ, in the form's order. */
export function changedJobFields(before: JobRevisionContent, after: JobRevisionContent): JobRevisionField[] {
  return JOB_REVISION_FIELD_NAMES.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

export const fieldsInWords = (fields: JobRevisionField[]) => fields.map((f) => JOB_REVISION_FIELDS[f]).join(', ');

/**
 * Writes the job's next revision (the state just saved) in the caller's transaction, unless the save changed none of
 * the edited fields. A job that has no revision yet (saved before revisions were kept) first gets one of its state
 * before this save, so that what staff overwrite can still be restored.
 */
export async function recordJobPostRevision(tx: Tx, ctx: Pick<ServiceContext, 'viewer'>, before: JobPost | null, after: JobPost, restoredFrom?: number): Promise<void> {
  const content = jobRevisionContent(after);
  const previous = before ? jobRevisionContent(before) : null;
  const changed = previous ? changedJobFields(previous, content) : [];
  if (previous && changed.length === 0) return;
  const latest = await tx.jobPostRevision.findFirst({ where: { jobPostId: after.id }, orderBy: { number: 'desc' }, select: { number: true } });
  let number = (latest?.number ?? 0) + 1;
  if (previous && !latest) {
    await tx.jobPostRevision.create({
      data: { jobPostId: after.id, number, content: previous as unknown as Prisma.InputJsonValue, summary: BASELINE_SUMMARY, createdAt: before!.updatedAt },
    });
    number += 1;
  }
  const words = previous ? fieldsInWords(changed) : CREATED_SUMMARY;
  await tx.jobPostRevision.create({
    data: {
      jobPostId: after.id,
      number,
      content: content as unknown as Prisma.InputJsonValue,
      summary: restoredFrom !== undefined ? `Restored version ${restoredFrom}: ${words}` : words,
      authorId: ctx.viewer?.id ?? null,
      authorName: ctx.viewer?.username ?? '',
      restoredFrom: restoredFrom ?? null,
    },
  });
}
