// The Node.js versions the project supports: the `engines.node` range of the root package.json (the versions every
// dependency declares it supports). `npm test` checks it before it runs anything (scripts/test.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// semver is not a direct dependency but is always installed with this tree (Babel, via the codegen, and autocannon
// depend on it); every major version of it has valid(), validRange() and satisfies().
const semver = createRequire(import.meta.url)('semver');

/** The `engines.node` range of the root package.json. */
export function supportedNodeRange() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const range = pkg.engines?.node;
  if (typeof range !== 'string' || !semver.validRange(range)) throw new Error(`package.json has no valid "engines.node" range (${JSON.stringify(range)})`);
  return range;
}

/**
 * Whether a Node.js version (default: this one) is in the supported range (default: package.json's), and if not, a
 * message that says which versions are and what to do.
 * @param {string} [version]
 * @param {string} [range]
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
export function checkNodeVersion(version = process.versions.node, range = supportedNodeRange()) {
  const clean = String(version).replace(/^v/, '');
  if (semver.valid(clean) && semver.satisfies(clean, range, { includePrerelease: true })) return { ok: true };
  return {
    ok: false,
    message:
      `Unsupported Node.js ${clean}: this project needs Node.js ${range} (the "engines" field of package.json; ` +
      'its dependencies declare no support for other versions). Install a supported one, e.g. `nvm install 22`, then ' +
      'run `npm install` again.',
  };
}
