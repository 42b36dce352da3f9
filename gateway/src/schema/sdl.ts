// The schema as SDL text, and where it is committed (a test compares the two).
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './index.js';

export const printedSchemaPath = path.resolve(import.meta.dirname, '../../schema.graphql');

export function printSchemaSDL(): string {
  return `${printSchema(schema)}\n`;
}
