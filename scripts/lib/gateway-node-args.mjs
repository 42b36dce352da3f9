// The Node flags the gateway runs with in production (npm start, the benchmarks; the Dockerfile writes the same):
// a heap cap, so that the garbage collector keeps the process near its working set instead of letting it grow
// towards Node's default limit on a large machine (resident memory target 250 MB, docs/operations.md#memory).
// NODE_OPTIONS or the command's own flags with --max-old-space-size win.
export const GATEWAY_HEAP_MB = 128;

export function gatewayNodeArgs(execArgv = process.execArgv, env = process.env) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a.startsWith('--max-old-space-size'));
  return given ? [] : [`--max-old-space-size=${GATEWAY_HEAP_MB}`];
}
