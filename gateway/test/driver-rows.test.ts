// The job lists' SQL read straight through the driver (db/driver-rows.ts) gives exactly what Prisma's `$queryRaw`
// gives for the same SQL, value for value and type for type, on this leg's database (PGlite or PostgreSQL), in any
// process time zone; a transaction's client still reads inside its transaction; and the lists really skip Prisma.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prisma } from '../src/generated/prisma/client.js';
import type { Database } from '../src/db/client.js';
import { queryRows } from '../src/db/driver-rows.js';
import { countMatchingJobPosts, listJobLocations, listJobPostNumberedPage, listJobPostPage } from '../src/services/job-search.js';
import { openTestDatabase } from './helpers/app.js';

let db: Database;
const word = `zdr${Date.now().toString(36)}`;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.prisma.jobPost.createMany({
    data: [
      // Milliseconds, a null category and salary, text that needs escaping, a whole-second time.
      { title: `Analyst ${word}`, companyname: 'Acme "Data"', companylogo: '/l.png', location: ' Pune ', salary: '6 LPA', content: '<p>Ünïcode ✓</p>', category: 'TECHNOLOGY', employmentType: 'FULL_TIME', createdAt: new Date(Date.UTC(2031, 5, 1, 23, 59, 59, 123)), closesAt: new Date(Date.UTC(2031, 11, 31, 18, 29, 59, 999)), skills: ['SQL', 'a "quoted", skill', 'Ünï'], experienceMin: 2, applyMethod: 'URL', applyUrl: 'https://x.example/a?b=1' },
      { title: `Clerk ${word}`, companyname: 'Beta', companylogo: '', location: 'Nashik', salary: 'Not disclosed', content: `analysts wanted ${word}`, category: null, employmentType: 'INTERNSHIP', createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, 0)), closesAt: new Date(Date.UTC(2099, 1, 2, 3, 4, 5, 6)) },
      { title: `Tester ${word}`, companyname: 'Gamma', companylogo: '/g.png', location: 'pune', salary: '15000', content: '', category: 'FINANCE', employmentType: 'PART_TIME', createdAt: new Date(Date.UTC(2031, 2, 3, 4, 5, 6, 7)) },
    ],
  });
});
afterAll(() => db.close());

// The lists' columns, those of a job's life included (an enum, a timestamp that may be null, a text array).
const COLUMNS = Prisma.sql`"id", "title", "companyname", "companylogo", "location", "salary", "content", "category", "employmentType", "createdAt", "updatedAt", "locationKey", "salaryYearly", "status", "closesAt", "filledAt", "experienceMin", "skills", "applyMethod", "applyUrl"`;
const queries: Record<string, Prisma.Sql> = {
  'a newest-first page': Prisma.sql`SELECT ${COLUMNS} FROM "JobPost" WHERE "title" LIKE ${`%${word}`} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${10}`,
  'a ranked search page from a position': Prisma.sql`SELECT ${COLUMNS}, ts_rank("searchVector", tsq) AS "rank" FROM "JobPost", to_tsquery('english', ${`${word}:*`}) AS tsq
    WHERE "searchVector" @@ tsq AND ("createdAt", "id") < (${new Date(Date.UTC(2032, 0, 1)).toISOString()}::timestamp(3), ${'~'})
    ORDER BY "rank" DESC, "createdAt" DESC, "id" DESC LIMIT ${10}`,
  'a count': Prisma.sql`SELECT count(*)::int AS n, count(*) AS "wide", sum("salaryYearly") AS "total" FROM "JobPost" WHERE "title" LIKE ${`%${word}`}`,
  'places with counts': Prisma.sql`SELECT min(btrim("location")) AS "location", count(*)::int AS "count" FROM "JobPost" WHERE "title" LIKE ${`%${word}`} GROUP BY "locationKey" ORDER BY "count" DESC, "locationKey"`,
  'a Date parameter': Prisma.sql`SELECT "title" FROM "JobPost" WHERE "createdAt" = ${new Date(Date.UTC(2031, 5, 1, 23, 59, 59, 123))}::timestamp(3)`,
};

describe('rows read through the driver are the rows Prisma reads', () => {
  for (const zone of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
    it.each(Object.keys(queries))(`%s (process time zone ${zone})`, async (name) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        const query = queries[name]!;
        const viaPrisma = await db.prisma.$queryRaw<Record<string, unknown>[]>(query);
        const viaDriver = await queryRows<Record<string, unknown>>(db.prisma, query);
        expect(viaPrisma.length).toBeGreaterThan(0);
        expect(viaDriver).toStrictEqual(viaPrisma);
      } finally {
        process.env.TZ = before;
        if (before === undefined) delete process.env.TZ;
      }
    });
  }

  it('the timestamps are the instants that were written', async () => {
    const [row] = await queryRows<{ createdAt: Date }>(db.prisma, Prisma.sql`SELECT "createdAt" FROM "JobPost" WHERE "title" = ${`Analyst ${word}`}`);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.createdAt.toISOString()).toBe('2031-06-01T23:59:59.123Z');
  });
});

describe('who reads', () => {
  it("the job lists, counts and places do not go through Prisma's $queryRaw", async () => {
    const spy = vi.spyOn(db.prisma, '$queryRaw');
    try {
      const ctx = { prisma: db.prisma };
      const page = await listJobPostPage(ctx, { search: word }, { first: 10 });
      const ranked = await listJobPostPage(ctx, { search: word, sort: 'RELEVANCE' }, { first: 10 });
      const numbered = await listJobPostNumberedPage(ctx, { search: word }, {});
      expect(page.edges.map((e) => e.node.title)).toEqual([`Analyst ${word}`, `Tester ${word}`, `Clerk ${word}`]);
      expect(ranked.edges.map((e) => e.node.title).sort()).toEqual([`Analyst ${word}`, `Clerk ${word}`, `Tester ${word}`]);
      expect(numbered.total).toBe(3);
      expect(await countMatchingJobPosts(ctx, { search: word, location: 'pune' })).toBe(2);
      expect(await listJobLocations(ctx)).toEqual(expect.arrayContaining([expect.objectContaining({ location: 'Nashik' })]));
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("a transaction's client reads inside its transaction (what it wrote and has not committed)", async () => {
    const title = `Uncommitted ${word}`;
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.jobPost.create({ data: { title, companyname: 'Tx', companylogo: '', location: 'Pune', salary: '1 LPA', content: '' } });
        const inside = await queryRows<{ title: string }>(tx, Prisma.sql`SELECT "title" FROM "JobPost" WHERE "title" = ${title}`);
        expect(inside).toEqual([{ title }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queryRows(db.prisma, Prisma.sql`SELECT "title" FROM "JobPost" WHERE "title" = ${title}`)).toEqual([]);
  });
});
