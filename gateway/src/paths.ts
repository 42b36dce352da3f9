// Where the repository's files are, from wherever this code runs: gateway/src through tsx and the tests, or the
// bundle in gateway/dist (scripts/build-gateway.mjs), whose chunks sit at other depths. The root is the nearest
// directory above this module that holds prisma/schema.prisma.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'prisma', 'schema.prisma'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`prisma/schema.prisma not found above ${from}: run the gateway from the repository it was built in`);
  }
}

/** The repository's root directory. */
export const repoRoot = findRoot(import.meta.dirname);
