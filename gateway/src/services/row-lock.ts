// A row locked for the rest of a transaction (SELECT … FOR UPDATE), for writes that read a row and then change or
// remove it on the strength of what they read: a second writer of the same row, in this process or another gateway,
// waits until the first commits, and then reads what the first left (or finds the row gone). Without it, two
// deletes of one row both read it, and whatever another transaction added between a delete's read and its DELETE
// (a lead's new enquiry) was removed with the row without being kept in the trash. (On the embedded database,
// one connection, transactions already run one at a time and the lock is granted at once.)
import { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './audit.js';

/** The tables whose rows a service locks; the name is written into the SQL, so only these. */
export type LockedTable = 'JobPost' | 'Story' | 'StoryComment' | 'User' | 'Lead' | 'TrashItem' | 'Course' | 'SiteSettings' | 'Application';

/** Locks the row with this id until the transaction ends; false when there is none (any more). */
export async function lockRow(tx: Tx, table: LockedTable, id: string | number): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ${id} FOR UPDATE`);
  return rows.length > 0;
}
