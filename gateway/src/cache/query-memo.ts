// Remembered answers to expensive read queries (row counts per filter, the category counts, the location list), kept
// until the next ContentChange: one LRU per process, emptied by the same stream that empties the response caches, so a
// write in any process is seen by the next read everywhere.

export interface QueryMemo {
  /** The remembered value for `key`, or `compute()`'s (remembered unless the content changed while it ran). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createQueryMemo(maxEntries = 2000): QueryMemo {
  const entries = new Map<string, Promise<unknown>>();
  // A value computed from data read before a clear must not be kept after it.
  let generation = 0;
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const known = entries.get(key) as Promise<T> | undefined;
      if (known) {
        entries.delete(key);
        entries.set(key, known); // most recently used last
        return known;
      }
      const begun = generation;
      const pending = compute();
      entries.set(key, pending);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // Concurrent readers of one key share one query; a failure or a clear meanwhile forgets it.
      pending.then(
        () => {
          if (begun !== generation && entries.get(key) === pending) entries.delete(key);
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key);
        },
      );
      return pending;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** For callers without a content-change stream (nothing could invalidate a memo): always computes. */
export const noMemo: QueryMemo = {
  get: (_key, compute) => compute(),
  clear() {},
  size: 0,
};
