// Pages of every paginated list (the GraphQL connections: jobPosts, stories, leads, auditLog, trash): the page
// arguments, the cursors and the page handed back, in one place. A cursor is base64url of a JSON array: a tag naming
// the list (and its order), then the row's place in it. Anything else sent as `after` or `before` (another list's
// cursor, one cut short or edited, one with a NUL, the `GPC:` cursors Pothos made before) is the caller's mistake:
// BAD_USER_INPUT "Invalid cursor: …" on that argument, never an unexpected error.
import { badInput } from './errors.js';
import { isPossibleKey, parseCount, toSaneDate } from './validation.js';

export const INVALID_CURSOR = 'Invalid cursor: use a cursor from pageInfo or an edge of the same list';

/** Rows per page of a list: `first` or `last` when given, at most `max`. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** Longer than any cursor made here (a row's place is a few short values). */
const MAX_CURSOR_LENGTH = 400;

/**
 * What a cursor holds after its tag: a row's id, an instant (as toISOString writes it, in the years PostgreSQL
 * compares: 1000 to 9999), a finite number.
 */
type PartKind = 'key' | 'instant' | 'number';
type PartValue<K extends PartKind> = K extends 'key' ? string : K extends 'instant' ? Date : number;
export type CursorParts<K extends readonly PartKind[]> = { -readonly [I in keyof K]: PartValue<K[I]> };

export function encodeCursor(tag: string, place: readonly (string | number | Date)[]): string {
  return Buffer.from(JSON.stringify([tag, ...place.map((part) => (part instanceof Date ? part.toISOString() : part))])).toString('base64url');
}

function readPart(kind: PartKind, value: unknown): string | number | Date | undefined {
  if (kind === 'key') return typeof value === 'string' && isPossibleKey(value) ? value : undefined;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const date = typeof value === 'string' ? toSaneDate(value) : null;
  return date && date.toISOString() === value ? date : undefined;
}

/**
 * The place a cursor of list `tag` names, its parts of the kinds given; `name` is the argument it came in. Only what
 * encodeCursor writes is read: the same text encoded again must give the same cursor, so a cut, padded or re-spelt
 * one is refused like any other.
 */
export function decodeCursor<const K extends readonly PartKind[]>(cursor: unknown, tag: string, kinds: K, name: string): CursorParts<K> {
  const fail = () => badInput(INVALID_CURSOR, name);
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw fail();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (!Array.isArray(parts) || parts.length !== kinds.length + 1 || parts[0] !== tag) throw fail();
  const values = kinds.map((kind, i) => readPart(kind, parts[i + 1]));
  if (values.some((value) => value === undefined) || encodeCursor(tag, values as (string | number | Date)[]) !== cursor) throw fail();
  return values as CursorParts<K>;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A page asked for: `size` rows after the cursor (forward) or before it (backward, for `last`). */
export interface PageRequest {
  size: number;
  backward: boolean;
  /** The cursor given (`after` forward, `before` backward), not decoded yet: each list reads its own. */
  cursor: string | null;
  /** The argument the cursor came in, for the message that refuses it. */
  cursorArg: 'after' | 'before';
}

export const PAGE_DIRECTION = 'Use after with first (the next page) and before with last (the previous page)';

/**
 * Checks a connection's page arguments: `first` with `after`, or `last` with `before`; sizes 0 to PAGE_SIZE.max. A
 * cursor with the other direction's size (`first` with `before`) is refused, not ignored: the page would not be the
 * one asked for.
 */
export function readPageArgs(args: PageArgs): PageRequest {
  if (args.first != null && args.last != null) throw badInput('Give first or last, not both', 'last');
  if (args.after != null && args.before != null) throw badInput('Give after or before, not both', 'before');
  if (args.first != null && args.before != null) throw badInput(PAGE_DIRECTION, 'before');
  if (args.last != null && args.after != null) throw badInput(PAGE_DIRECTION, 'after');
  const backward = args.last != null || (args.before != null && args.first == null);
  const size = parseCount(backward ? args.last : args.first, backward ? 'last' : 'first', 0, PAGE_SIZE.max, PAGE_SIZE.default);
  return { size, backward, cursor: (backward ? args.before : args.after) ?? null, cursorArg: backward ? 'before' : 'after' };
}

export interface Page<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * The page from rows read away from the cursor (nearest first; for a backward page that is the list's order turned
 * round), one more than the page shows when more follow. Cursors are made when asked for (most lists ask for none,
 * or only pageInfo's last).
 */
export function pageOf<Row>(rows: Row[], request: PageRequest, cursorOf: (row: Row) => string): Page<Row> {
  const more = rows.length > request.size;
  const shown = rows.slice(0, request.size);
  if (request.backward) shown.reverse();
  const edges = shown.map((row) => {
    let cursor: string | undefined;
    return {
      node: row,
      get cursor() {
        return (cursor ??= cursorOf(row));
      },
    };
  });
  return {
    edges,
    pageInfo: {
      // Reading forward from a cursor, earlier rows exist; reading backward from one, later rows do.
      hasNextPage: request.backward ? request.cursor != null : more,
      hasPreviousPage: request.backward ? more : request.cursor != null,
      get startCursor() {
        return edges[0]?.cursor ?? null;
      },
      get endCursor() {
        return edges.at(-1)?.cursor ?? null;
      },
    },
  };
}
