// The course editor's document helpers: immutable edits by path, the client-side check with the gateway's own zod
// schema (same rules, same messages), the server's field paths mapped onto the form, and what a conflicting save's
// other draft changed.
import { CourseContentSchema, CourseSectionSchema, SECTION_KINDS, type CourseContent } from '../../../../gateway/src/services/course-content';
import { SECTION_KIND_LABELS } from './labels';
import type { FieldErrors, Path } from './schemaForm';

export { CourseContentSchema, CourseSectionSchema, SECTION_KINDS };
/** The editor's working copy: what the schema accepts as input (it may be half filled in). */
export type CourseDocument = CourseContent;

/** `root` with the value at `path` replaced (undefined removes an object's key); untouched branches keep their identity. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy as T;
  }
  const record = { ...((root ?? {}) as Record<string, unknown>) };
  const next = setAt(record[head as string], rest, value);
  if (next === undefined) delete record[head as string];
  else record[head as string] = next;
  return record as T;
}

/** Every problem the gateway would refuse the document for, by field path (the first message per field). */
export function validateDocument(content: unknown): FieldErrors {
  const parsed = CourseContentSchema.safeParse(content);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field path ("content.sections.4.batches.1.endDate" or without "content.") as the form names it. */
export function formField(serverField: string): string {
  return serverField.replace(/^content\.?/, '');
}

/** A section's name for people: its heading, else its title, else its kind in words. */
export function sectionName(section: { kind: string; heading?: string; title?: string }): string {
  const kind = SECTION_KIND_LABELS[section.kind as keyof typeof SECTION_KIND_LABELS] ?? section.kind;
  const heading = section.heading?.trim() || section.title?.trim();
  return heading ? `${heading} (${kind})` : kind;
}

const PAGE_FIELDS: [keyof CourseDocument, string][] = [
  ['title', 'Page title'],
  ['metaDescription', 'Meta description'],
  ['label', 'Label'],
  ['card', 'Landing-page card'],
  ['syllabus', 'Syllabus (download)'],
];

/**
 * What another person's draft has that differs from mine, in words: page fields, and their sections that are not
 * in mine as they are (changed or added by them), then mine that are not in theirs (changed or removed by them, or
 * added by me).
 */
export function draftDifferences(mine: CourseDocument, theirs: CourseDocument): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out: string[] = [];
  for (const [field, name] of PAGE_FIELDS) if (!same(mine[field], theirs[field])) out.push(name);
  const mineJson = new Set((mine.sections ?? []).map((s) => JSON.stringify(s)));
  const theirsJson = new Set((theirs.sections ?? []).map((s) => JSON.stringify(s)));
  for (const s of theirs.sections ?? []) if (!mineJson.has(JSON.stringify(s))) out.push(`Section: ${sectionName(s)}`);
  for (const s of mine.sections ?? []) {
    if (!theirsJson.has(JSON.stringify(s)) && !out.includes(`Section: ${sectionName(s)}`)) out.push(`Section: ${sectionName(s)} (yours differs)`);
  }
  if (out.length === 0 && !same(mine.sections?.map((s) => s.kind), theirs.sections?.map((s) => s.kind))) out.push('The order of the sections');
  return out;
}
