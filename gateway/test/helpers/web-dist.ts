// The built web app (web/dist) that the server-rendering tests serve: `npm test` builds it first.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');

/** Whether web/dist holds the server renderer and the client's manifest. */
export const webBuilt = existsSync(path.join(webDistDir, 'server', 'entry-server.js')) && existsSync(path.join(webDistDir, 'client', '.vite', 'manifest.json'));

/** For a file whose tests need the build: false skips them on a bare machine; under CI a missing build is a failure. */
export function requireWebBuild(): boolean {
  if (!webBuilt && process.env.CI) throw new Error('web/dist is not built: run `npm run build --workspace web` (npm test does it first)');
  return webBuilt;
}
