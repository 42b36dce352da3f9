// Prisma's query compiler (WebAssembly, shipped as base64 text) is read once at start and not kept for the life of
// the process: the generated client's loader is rewritten by scripts/prisma-wasm-once.mjs (docs/operations.md#memory).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';

describe("Prisma's query compiler", () => {
  it('is loaded by the generated client through require, not by importing an ES module that is never unloaded', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../src/generated/prisma/internal/class.ts'), 'utf8');
    expect(source).toContain('scripts/prisma-wasm-once.mjs');
    expect(source).not.toMatch(/import\("@prisma\/client\/runtime\/query_compiler_[^"]+\.wasm-base64\.mjs"\)/);
  });

  it('compiles queries, and its base64 text is out of require\'s cache afterwards', { timeout: 60_000 }, async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const rows = await db.prisma.$queryRaw<{ answer: number }[]>`SELECT 6 * 7 AS answer`;
      expect(rows).toEqual([{ answer: 42 }]);
      const cached = Object.keys(createRequire(import.meta.url).cache).filter((key) => key.endsWith('.wasm-base64.js'));
      expect(cached).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
