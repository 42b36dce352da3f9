// Connections over the rows of one Prisma model (stories, leads, the audit log, the trash): pages read with Prisma's
// cursor (the row's id) in the list's order, with the page arguments and cursors of services/cursors.ts, like the job
// list's. Not Pothos's prismaConnection: its cursors cannot be told apart from one list to the next, and what it
// cannot decode (or decodes to a value Prisma refuses) was an unexpected error instead of "Invalid cursor".
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type PrismaTypes from '../generated/pothos-types.js';
import { decodeCursor, encodeCursor, pageOf, readPageArgs, type Page, type PageArgs } from '../services/cursors.js';
import type { GraphQLContext } from './builder.js';

/** What a list's read is given: the columns and relations the query selects, and the window of rows. */
export interface RowQuery<Model extends keyof PrismaTypes> {
  select?: PrismaTypes[Model]['Select'];
  include?: PrismaTypes[Model]['Include'];
  cursor?: { id: string };
  skip?: number;
  take: number;
}

/** A page of rows as the connection type reads it: rows read only when edges or pageInfo are asked for. */
export interface RowConnection<Row> {
  edges: Promise<Page<Row>['edges']>;
  pageInfo: Promise<Page<Row>['pageInfo']>;
  totalCount: () => Promise<number>;
}

/**
 * A connection over `model`'s rows, its cursors tagged with the list's name. The page arguments and the cursor are
 * checked here, before anything is read; `read` gets the selection and the window (spread both into findMany with
 * the list's filter and order), `count` counts the whole filtered list for totalCount.
 */
export function rowConnection<Model extends keyof PrismaTypes & string, Row extends { id: string }>(
  model: Model,
  list: string,
  args: PageArgs,
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  lists: { read: (query: RowQuery<Model>) => Promise<Row[]>; count: () => Promise<number> },
  /** The GraphQL type of the nodes when it is not the model's own (a variant, such as PipelineApplication). */
  typeName: string = model,
): RowConnection<Row> {
  const request = readPageArgs(args);
  const from = request.cursor == null ? null : decodeCursor(request.cursor, list, ['key'], request.cursorArg)[0];
  let page: Promise<Page<Row>> | undefined;
  const readPage = () =>
    (page ??= (async () => {
      const selection = await queryFromInfo({ context: ctx, info, typeName, select: { id: true }, paths: [['edges', 'node']], awaitSelections: true });
      // One row more than the page shows, to tell whether more follow; a backward page takes the rows before the cursor.
      const take = request.backward ? -(request.size + 1) : request.size + 1;
      const rows = await lists.read({ ...(selection as Pick<RowQuery<Model>, 'select' | 'include'>), take, ...(from == null ? {} : { cursor: { id: from }, skip: 1 }) });
      // Prisma answers a backward window in the list's order: nearest the cursor last.
      if (request.backward) rows.reverse();
      return pageOf(rows, request, (row) => encodeCursor(list, [row.id]));
    })());
  return {
    get edges() {
      return readPage().then((p) => p.edges);
    },
    get pageInfo() {
      return readPage().then((p) => p.pageInfo);
    },
    totalCount: lists.count,
  };
}

/** The totalCount field of a row connection (counted only when asked for). */
export const rowTotalCount = { resolve: (connection: object) => (connection as RowConnection<unknown>).totalCount() };
