// How the gateway runs in production (npm start, npm run serve, the benchmarks; the Dockerfile writes the same), so
// that its resident memory stays near its working set (target 250 MB, docs/operations.md#memory) without the garbage
// collector eating the throughput:
// - a heap cap, so that the garbage collector does not let garbage pile up towards Node's default limit on a large
//   machine, and a young generation sized for the database: on the embedded one (PGlite lives in the gateway's own
//   memory) semi-spaces of 4 MB instead of 16 (24 MB less); on PostgreSQL, with room to spare, the default 16 MB, so
//   that the objects of the requests in flight die young instead of being promoted (an uncached GraphQL read at 32
//   connections: 3.1–3.5 ms of CPU against 4.3–4.6 with 4 MB, for about 15 MB more);
// - the old generation allowed to grow to three times what survived the last full collection before the next
//   (--heap-growing-percent=200). Under a cap below 256 MB V8 otherwise allows only 1.3 times, and with 32 requests in
//   flight it then marks nearly all the time: an uncached read cost 2.1–2.2 ms of CPU instead of 1.5–1.7
//   (docs/decisions/004-api-speed.md, 2026-11-26), for about 20 MB more under that load;
// - glibc's allocator told to keep two arenas, not eight per core, and to give blocks of 32 kB or more (response
//   bodies, compression buffers, the compilers' working memory) back to the system when freed, instead of raising
//   that threshold after the first such block and keeping freed memory in its arenas for good (from 128 kB to 32 kB:
//   about 40 MB less at idle and under load on both databases; uncached reads may be somewhat slower,
//   docs/operations.md#memory).
// NODE_OPTIONS or the command's own flags win for the flags, the environment for the allocator's settings.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const GATEWAY_HEAP_MB = 128;
/** Semi-space size by database: embedded (PGlite, in this process) or PostgreSQL (DATABASE_URL set). */
export const GATEWAY_SEMI_SPACE_MB = { embedded: 4, postgres: 16 };
export const GATEWAY_HEAP_GROWING_PERCENT = 200;
export const GATEWAY_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };

export function gatewayNodeArgs(execArgv = process.execArgv, env = process.env) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  const args = [];
  if (!given.some((a) => a.startsWith('--max-old-space-size'))) args.push(`--max-old-space-size=${GATEWAY_HEAP_MB}`);
  const semi = env.DATABASE_URL ? GATEWAY_SEMI_SPACE_MB.postgres : GATEWAY_SEMI_SPACE_MB.embedded;
  if (!given.some((a) => a.startsWith('--max-semi-space-size'))) args.push(`--max-semi-space-size=${semi}`);
  if (!given.some((a) => a.startsWith('--heap-growing-percent'))) args.push(`--heap-growing-percent=${GATEWAY_HEAP_GROWING_PERCENT}`);
  return args;
}

/** The environment for a gateway process: `env` with the allocator's settings added where it has none. */
export function gatewayEnv(env = process.env) {
  return { ...GATEWAY_MALLOC_ENV, ...env };
}

/**
 * The arguments of a gateway process started from the repository root `root` with the environment `env` (the
 * benchmarks): the compiled server as `npm start` runs it, or the TypeScript through tsx when it has not been built
 * (`compiled` says which).
 */
export function gatewayCommand(root, env = process.env) {
  const compiled = existsSync(path.join(root, 'gateway/dist/main.js'));
  return { compiled, args: [...gatewayNodeArgs([], env), ...(compiled ? ['gateway/dist/main.js'] : ['--import', 'tsx', 'gateway/src/main.ts'])] };
}
