// Page-by-page navigation over a cursor connection: remembers the cursor that starts each page visited.
import { useCallback, useState } from 'react';

export function useCursorPages() {
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const page = starts.length; // 1-based
  const after = starts[starts.length - 1] ?? null;
  const next = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setStarts((s) => [...s, endCursor]);
  }, []);
  const previous = useCallback(() => setStarts((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const reset = useCallback(() => setStarts([null]), []);
  return { page, after, next, previous, reset };
}
