// What an admin form was loaded from (a job's version number, or a row's updatedAt), sent back with its save so that
// a save started before someone else's is refused (CONFLICT) instead of silently undoing theirs. Optional: a call
// without one (legacy REST clients, scripts) saves as before. The services compare it with the row read under a row
// lock (row-lock.ts) in the save's own transaction. Why: decision 024.
import { badInput } from './errors.js';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The updatedAt a form was loaded with (a Date, or ISO 8601 text from REST); undefined when none was given. */
export function parseBaseUpdatedAt(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : typeof value === 'string' && ISO_MOMENT.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) throw badInput('baseUpdatedAt must be the updatedAt the form was loaded with, e.g. 2026-11-27T10:15:30.123Z', 'baseUpdatedAt');
  return date;
}

/** A version number a form was loaded with (0: a job with no versions yet); undefined when none was given. */
export function parseBaseVersion(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw badInput('baseVersion must be the version number the form was loaded with (a whole number from 0)', 'baseVersion');
  return n;
}

/** Whether the row changed since the form's base (never, when no base was given). */
export const changedSince = (updatedAt: Date, base: Date | undefined) => base !== undefined && updatedAt.getTime() !== base.getTime();
