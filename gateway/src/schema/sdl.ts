// The schema as SDL text, and where it is committed (a test compares the two).
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './index.js';
import { repoRoot } from '../paths.js';

export const printedSchemaPath = path.join(repoRoot, 'gateway/schema.graphql');

export function printSchemaSDL(): string {
  return `${printSchema(schema)}\n`;
}
