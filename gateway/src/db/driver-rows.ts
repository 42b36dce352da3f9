// Hand-written SQL reads straight through the driver under Prisma (the `pg` pool or PGlite that its adapter uses):
// the public job lists, which are SQL anyway (Prisma's query builder cannot express `@@` or a computed order), and the
// reads every signed-in request or hot list makes in SQL (the session check, the lead figures' version, My
// applications; decision 023).
// Prisma's `$queryRaw` costs about 0.25 ms of CPU per query above the driver (its query interpreter, turning every
// value into text and back), a fifth of an uncached list answer: docs/decisions/004-api-speed.md, "2026-11-26 (fourth)".
// The rows are what `$queryRaw` gives for the same SQL (test/driver-rows.test.ts holds them equal on both databases).
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { parseBytea } from './pglite-bytea.js';

export type DriverRows = (query: Prisma.Sql) => Promise<Record<string, unknown>[]>;

/** The driver reader of each client that has one (a transaction's client has none: it must read in its transaction). */
const readers = new WeakMap<object, DriverRows>();

export function attachDriverRows(prisma: PrismaClient, read: DriverRows): void {
  readers.set(prisma, read);
}

/**
 * The rows of a read-only query: through the driver when `prisma` is an opened database's client, through
 * `$queryRaw` otherwise (inside a transaction, or a client opened some other way).
 */
export function queryRows<T>(prisma: Pick<PrismaClient, '$queryRaw'>, query: Prisma.Sql): Promise<T[]> {
  const read = readers.get(prisma);
  return read ? (read(query) as Promise<T[]>) : prisma.$queryRaw<T[]>(query);
}

// The type ids whose text the drivers would read differently from Prisma.
const TIMESTAMP = 1114; // without time zone: Prisma stores UTC there; both drivers would read it as local time.
const INT8 = 20; // Prisma: bigint; pg: a string; PGlite: a number when it fits.
const BYTEA = 17; // PGlite's own parser builds the bytes from two-character substrings, slowly (pglite-bytea.ts).

/** A `timestamp` column's text ("2026-11-26 09:15:00.123") as the UTC instant Prisma wrote. */
function utcTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/** How both drivers read those types (every other type: the driver's own parser). */
const PARSERS: Record<number, (text: string) => unknown> = { [TIMESTAMP]: utcTimestamp, [INT8]: BigInt, [BYTEA]: parseBytea };

/** `pgTypes`: the `pg` module's type parsers (`pg.types`), for every other type. */
export function pgDriverRows(pool: pg.Pool, pgTypes: typeof pg.types): DriverRows {
  const types: pg.CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => PARSERS[oid] ?? pgTypes.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
  // pg would write a Date in local time with its offset, which a `timestamp` drops; Prisma writes UTC.
  const values = (query: Prisma.Sql) => query.values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return async (query) => (await pool.query({ text: query.text, values: values(query), types })).rows as Record<string, unknown>[];
}

export function pgliteDriverRows(pglite: PGlite): DriverRows {
  return async (query) => (await pglite.query<Record<string, unknown>>(query.text, query.values, { parsers: PARSERS })).rows;
}
