// The printed schema (gateway/schema.graphql) and the web app's generated documents (web/src/gql) must match the
// Pothos schema and the operations in web/src. If this fails, run `npm run codegen` and commit the result.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import { printedSchemaPath, printSchemaSDL } from '../src/schema/sdl.js';

const root = path.resolve(import.meta.dirname, '../..');

it('gateway/schema.graphql is the printed Pothos schema', () => {
  expect(readFileSync(printedSchemaPath, 'utf8')).toBe(printSchemaSDL());
});

it('web/src/gql is what codegen makes from the schema and the web operations', { timeout: 60_000 }, async () => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const config = (await import(path.join(root, 'codegen.ts'))).default;
    const outputs: { filename: string; content: string }[] = await generate({ ...config, silent: true, cwd: root }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const file = path.resolve(root, output.filename);
      expect(readFileSync(file, 'utf8'), `${output.filename} is stale`).toBe(output.content);
    }
  } finally {
    process.chdir(cwd);
  }
});
