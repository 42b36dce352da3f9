// Job-post lists: the filters (search, category, location, employment type, yearly salary range), the two orders
// (newest first; best match first for a search) and their pages, as SQL over the indexes and derived columns of
// prisma/migrations/*_job_search. GraphQL's jobPosts and the legacy REST list both come here; counts are remembered
// until the next change to the public content or the next closing moment (cache/query-memo.ts,
// cache/job-closings.ts). Only open jobs are listed and counted unless staff ask for other states (job-lifecycle.ts).
// Why: docs/decisions/004-api-speed.md, 011-job-lifecycle.md.
import { Prisma, type JobPost } from '../generated/prisma/client.js';
import type { JobCategory } from '../generated/prisma/enums.js';
import type { ServiceContext } from './context.js';
import { decodeCursor, encodeCursor, pageOf, readPageArgs, type Page, type PageArgs } from './cursors.js';
import { JOB_PAGE_SIZE, parseCount, parseJobPostQuery, type JobPostQuery, type JobSort, type JobState } from './validation.js';
import { noMemo } from '../cache/query-memo.js';
import { queryRows } from '../db/driver-rows.js';
import { jobStatesSql, openJobSql, openJobWhere } from './job-lifecycle.js';
import { authorize } from './permissions.js';

type ReadContext = Pick<ServiceContext, 'prisma'> & Partial<Pick<ServiceContext, 'memo' | 'viewer'>>;

/** Most words of a search that take part (the rest are ignored). */
const MAX_SEARCH_WORDS = 8;

/**
 * The text-search query for what a visitor typed, as the SQL that makes it (null when nothing searchable is left).
 * Plain words must all match, the last one also as the start of a longer word ("data anal" finds "Data Analyst"),
 * each stemmed ("analysts" finds "analyst"). Quotes, "or" and a leading "-" switch to websearch_to_tsquery's syntax
 * (a phrase, either word, without a word). Nothing the visitor types reaches to_tsquery's own syntax: only runs of
 * letters (with their combining marks: Devanagari vowel signs, viramas, accents) and digits do.
 */
export function searchTsQuery(search: string): Prisma.Sql | null {
  if (/["]|(^|\s)-[\p{L}\p{M}\p{N}]|\sor\s/iu.test(search)) {
    return Prisma.sql`websearch_to_tsquery('english', ${search})`;
  }
  const words = (search.normalize('NFKC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((w) => w.slice(0, 50));
  if (words.length === 0) return null;
  const text = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  return Prisma.sql`to_tsquery('english', ${text})`;
}

/** The order a list is read in: best match first only when there is a search to match. */
export function effectiveSort(query: JobPostQuery): JobSort {
  return query.sort === 'RELEVANCE' && query.search && searchTsQuery(query.search) ? 'RELEVANCE' : 'NEWEST';
}

// Every column the JobPost type exposes, so that Pothos never reads a row again for a field (no N+1).
const SELECTED = Prisma.sql`"id", "title", "companyname", "companylogo", "location", "salary", "content", "category", "employmentType", "createdAt", "updatedAt", "locationKey", "salaryYearly", "salaryYearlyMax", "status", "closesAt", "filledAt", "experienceMin", "experienceMax", "skills", "applyMethod", "applyUrl", "applyEmail"`;

/**
 * The states a list shows: open jobs, or (staff only) the states asked for. Checked before anything is read, so that
 * a visitor asking for drafts is refused rather than shown open jobs.
 */
function statesOf(ctx: ReadContext, query: JobPostQuery): readonly JobState[] | null {
  if (query.states == null) return null;
  authorize(ctx.viewer, 'jobPost:write');
  return query.states;
}

/** The WHERE conditions of a filter (the text search as `@@ tsq`, the query joined in as "tsq") at `now`. */
function conditions(query: JobPostQuery, withSearch: boolean, now: Date): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (query.states == null) where.push(openJobSql(now));
  else {
    const states = jobStatesSql(query.states, now);
    if (states) where.push(states);
  }
  if (withSearch) where.push(Prisma.sql`"searchVector" @@ tsq`);
  if (query.category) where.push(Prisma.sql`"category" = ${query.category}::"JobCategory"`);
  if (query.employmentType) where.push(Prisma.sql`"employmentType" = ${query.employmentType}::"EmploymentType"`);
  if (query.location) where.push(Prisma.sql`"locationKey" = "job_location_key"(${query.location})`);
  // A job's pay range counts when it meets the wanted range: its top reaches the lowest wanted, its bottom the highest.
  if (query.salaryMin != null) where.push(Prisma.sql`"salaryYearlyMax" >= ${query.salaryMin}`);
  if (query.salaryMax != null) where.push(Prisma.sql`"salaryYearly" <= ${query.salaryMax}`);
  return where;
}

function fromClause(query: JobPostQuery, now: Date): { from: Prisma.Sql; where: Prisma.Sql[]; searching: boolean } | null {
  const tsq = query.search ? searchTsQuery(query.search) : null;
  // A search with no searchable word in it ("!!!") matches nothing.
  if (query.search && !tsq) return null;
  const from = tsq ? Prisma.sql`"JobPost", ${tsq} AS tsq` : Prisma.sql`"JobPost"`;
  return { from, where: conditions(query, Boolean(tsq), now), searching: Boolean(tsq) };
}

const whereSql = (where: Prisma.Sql[]) => (where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty);

/** A stable key for a checked query (memo keys). */
const queryKey = (query: JobPostQuery) =>
  JSON.stringify([query.search ?? '', query.category ?? '', query.location?.toLowerCase() ?? '', query.employmentType ?? '', query.salaryMin ?? '', query.salaryMax ?? '', query.states ?? 'open']);

/** How many job posts match (remembered until the content changes or a job closes by its date). */
export function countMatchingJobPosts(ctx: ReadContext, query: JobPostQuery): Promise<number> {
  statesOf(ctx, query);
  const memo = ctx.memo ?? noMemo;
  return memo.get(`jobPosts.count:${queryKey(query)}`, async () => {
    const clause = fromClause(query, new Date());
    if (!clause) return 0;
    const rows = await queryRows<{ n: number | bigint }>(ctx.prisma, Prisma.sql`SELECT count(*)::int AS n FROM ${clause.from} ${whereSql(clause.where)}`);
    return Number(rows[0]?.n ?? 0);
  });
}

/** How many open job posts each category holds (remembered until the content changes or a job closes). */
export function countJobPostsByCategory(ctx: ReadContext): Promise<Map<JobCategory, number>> {
  const memo = ctx.memo ?? noMemo;
  return memo.get('jobPosts.categoryCounts', async () => {
    const groups = await ctx.prisma.jobPost.groupBy({ by: ['category'], where: openJobWhere(new Date()), _count: { _all: true } });
    return new Map(groups.filter((g) => g.category !== null).map((g) => [g.category!, g._count._all]));
  });
}

/** Most places the location filter offers. */
export const MAX_JOB_LOCATIONS = 200;

/**
 * The cities job posts name (job_location_city in prisma/migrations/*_salary_ranges_and_cities: "Pune, Maharashtra",
 * "Hinjewadi, Pune" and "Pune" are one place) of open jobs, most jobs first (remembered until the content changes or a
 * job closes).
 */
export function listJobLocations(ctx: ReadContext): Promise<{ location: string; count: number }[]> {
  const memo = ctx.memo ?? noMemo;
  return memo.get('jobPosts.locations', async () => {
    const rows = await queryRows<{ location: string; count: number }>(ctx.prisma, Prisma.sql`
      SELECT min("job_location_city"("location")) AS "location", count(*)::int AS "count" FROM "JobPost"
      WHERE "locationKey" <> '' AND ${openJobSql(new Date())} GROUP BY "locationKey" ORDER BY "count" DESC, "locationKey" LIMIT ${MAX_JOB_LOCATIONS}`);
    return rows.map((r) => ({ location: r.location, count: Number(r.count) }));
  });
}

// ---- Cursor pages (GraphQL) ----

/** Where a page starts: the row's place in the order (its rank too for best-match-first lists). */
interface Position {
  rank?: number;
  createdAt: Date;
  id: string;
}

/** The cursors of each order have their own tag (services/cursors.ts): a cursor of one order is refused by the other. */
function readPosition(cursor: string, sort: JobSort, name: string): Position {
  if (sort === 'RELEVANCE') {
    const [rank, createdAt, id] = decodeCursor(cursor, 'R', ['number', 'instant', 'key'], name);
    return { rank, createdAt, id };
  }
  const [createdAt, id] = decodeCursor(cursor, 'N', ['instant', 'key'], name);
  return { createdAt, id };
}

function positionCursor(row: RankedRow, sort: JobSort): string {
  return sort === 'RELEVANCE' ? encodeCursor('R', [Number(row.rank), row.createdAt, row.id]) : encodeCursor('N', [row.createdAt, row.id]);
}

export interface JobPostPage extends Page<JobPost> {
  /** The checked filter, for totalCount (counted only when asked for). */
  query: JobPostQuery;
}

type RankedRow = JobPost & { rank?: number };

/**
 * One page of a filtered list, read by keyset (never OFFSET): `first` after a cursor, or `last` before one. Each page
 * reads one more row than it shows to tell whether another page follows.
 */
export async function listJobPostPage(ctx: ReadContext, filter: unknown, args: PageArgs): Promise<JobPostPage> {
  const query = parseJobPostQuery(filter);
  statesOf(ctx, query);
  const request = readPageArgs(args);
  const { size, backward } = request;
  const sort = effectiveSort(query);
  const position = request.cursor != null ? readPosition(request.cursor, sort, request.cursorArg) : null;

  const clause = fromClause(query, new Date());
  let rows: RankedRow[] = [];
  if (clause && size > 0) {
    const where = [...clause.where];
    const rank = Prisma.sql`ts_rank("searchVector", tsq)`;
    // Descending order for a forward page; a backward page reads the other way from its cursor (nearest first).
    const dir = backward ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const beyond = backward ? Prisma.sql`>` : Prisma.sql`<`;
    if (sort === 'RELEVANCE') {
      if (position) where.push(Prisma.sql`(${rank}, "createdAt", "id") ${beyond} (${position.rank}::real, ${position.createdAt.toISOString()}::timestamp(3), ${position.id})`);
      rows = await queryRows<RankedRow>(ctx.prisma, Prisma.sql`
        SELECT ${SELECTED}, ${rank} AS "rank" FROM ${clause.from} ${whereSql(where)}
        ORDER BY "rank" ${dir}, "createdAt" ${dir}, "id" ${dir} LIMIT ${size + 1}`);
    } else {
      if (position) where.push(Prisma.sql`("createdAt", "id") ${beyond} (${position.createdAt.toISOString()}::timestamp(3), ${position.id})`);
      rows = await queryRows<RankedRow>(ctx.prisma, Prisma.sql`
        SELECT ${SELECTED} FROM ${clause.from} ${whereSql(where)}
        ORDER BY "createdAt" ${dir}, "id" ${dir} LIMIT ${size + 1}`);
    }
  }
  return { ...pageOf(rows, request, (row) => positionCursor(row, sort)), query };
}

// ---- Numbered pages (the legacy REST list) ----

export interface JobPostNumberedPage {
  jobs: JobPost[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** One numbered page (newest first, or best match first when asked), for the legacy list's ?page=&limit=. */
export async function listJobPostNumberedPage(ctx: ReadContext, filter: unknown, paging: { page?: unknown; limit?: unknown }): Promise<JobPostNumberedPage> {
  const query = parseJobPostQuery(filter);
  const limit = parseCount(paging.limit, 'limit', 1, JOB_PAGE_SIZE.legacyMax, JOB_PAGE_SIZE.legacyDefault);
  const page = parseCount(paging.page, 'page', 1, 1_000_000, 1);
  const total = await countMatchingJobPosts(ctx, query);
  const pages = Math.ceil(total / limit);
  const clause = fromClause(query, new Date());
  // Past the last page there is nothing to read.
  if (!clause || page > pages) return { jobs: [], total, page, limit, pages };
  const order =
    effectiveSort(query) === 'RELEVANCE'
      ? Prisma.sql`ts_rank("searchVector", tsq) DESC, "createdAt" DESC, "id" DESC`
      : Prisma.sql`"createdAt" DESC, "id" DESC`;
  const jobs = await queryRows<JobPost>(ctx.prisma, Prisma.sql`
    SELECT ${SELECTED} FROM ${clause.from} ${whereSql(clause.where)}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  return { jobs, total, page, limit, pages };
}
