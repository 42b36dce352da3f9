// Whether the page's script is running: false on the server and in the first render in the browser (which must match
// the server's HTML), true once the page is live. Controls drawn only for script (a disabled "Sort by" without
// keywords, a dialog instead of a page section) wait for it, so that the server's HTML works without JavaScript.
import { useEffect, useState } from 'react';

export function useScriptReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
