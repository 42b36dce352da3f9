// The Pothos builder: plugins, scalars and root types only. Domain types live in one file each.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, Kind } from 'graphql';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { ServiceContext } from '../services/context.js';
import type { CourseContent } from '../services/course-content.js';
import { toSaneDate } from '../services/validation.js';

export type GraphQLContext = ServiceContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    // A course page's document (schema/courses.ts): any JSON object on input, checked by the service's zod schema.
    CourseContent: { Input: Record<string, unknown>; Output: CourseContent | Record<string, unknown> };
  };
}>({
  plugins: [PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    // Each request's context carries the client of the database this server opened (tests open several).
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    // No prismaConnection: every list pages with the page arguments and cursors of services/cursors.ts.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

const DATE_TIME_REFUSED = 'DateTime must be an ISO 8601 date string, in the years 1000 to 9999';

builder.scalarType('DateTime', {
  description: 'An instant in time, as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = toSaneDate(value);
    if (!date) throw new GraphQLError(DATE_TIME_REFUSED, { extensions: { code: 'BAD_USER_INPUT' } });
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? toSaneDate(ast.value) : null;
    if (!date) throw new GraphQLError(DATE_TIME_REFUSED, { extensions: { code: 'BAD_USER_INPUT' } });
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

export const RoleEnum = builder.enumType('Role', { values: ['USER', 'EDITOR', 'ADMIN'] as const });
