// The embedded database (PGlite) as the gateway opens it: a buffer pool sized for one small site, not PostgreSQL's
// 128 MB default, which PGlite claims whole inside the gateway's memory (docs/operations.md#memory).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../src/db/client.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the embedded database', () => {
  it(`runs with ${PGLITE_SHARED_BUFFERS} of shared buffers, in a new data directory and when it opens an existing one`, { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-pglite-'));
    dirs.push(dataDir);
    for (let open = 0; open < 2; open++) {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const [row] = await db.prisma.$queryRaw<{ shared_buffers: string }[]>`SHOW shared_buffers`;
        expect(row!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      } finally {
        await db.close();
      }
    }
  });
});
