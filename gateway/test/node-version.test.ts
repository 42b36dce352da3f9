// `npm test` refuses at once a Node.js version outside package.json's engines.node (scripts/node-version.mjs), and
// that range is what the installed dependencies declare.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNodeVersion, supportedNodeRange } from '../../scripts/node-version.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('the Node.js version check', () => {
  it('reads the range from package.json', () => {
    expect(supportedNodeRange()).toBe(pkg.engines.node);
  });

  it('accepts the supported versions and refuses the others with a message naming both', () => {
    for (const ok of ['20.19.0', '20.20.2', '22.13.0', '22.20.1', '24.0.0', 'v24.11.1', '26.1.0']) expect(checkNodeVersion(ok), ok).toEqual({ ok: true });
    for (const bad of ['18.20.4', '20.18.3', '21.7.3', '22.12.0', '23.11.0', 'not-a-version']) {
      const result = checkNodeVersion(bad);
      expect(result.ok, bad).toBe(false);
      expect(!result.ok && result.message).toContain(`Unsupported Node.js ${bad}: this project needs Node.js ${pkg.engines.node}`);
    }
    expect(checkNodeVersion('20.0.0', '>=18')).toEqual({ ok: true });
    expect(checkNodeVersion('18.0.0', '>=20').ok).toBe(false);
  });

  it('stops `npm test` (scripts/test.mjs) before it runs anything', () => {
    // A fake Node.js 18; with no PATH, nothing test.mjs would start could run even if the check were missing.
    const run = spawnSync(process.execPath, ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"18.20.4"})', 'scripts/test.mjs'], {
      cwd: root,
      env: { PATH: '', CI: 'false' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`✖ Unsupported Node.js 18.20.4: this project needs Node.js ${pkg.engines.node}`);
    expect(run.stdout).not.toContain('▶');
    // This Node.js passes (the suite runs on it).
    expect(checkNodeVersion()).toEqual({ ok: true });
  });
});

describe('package.json engines.node tells the truth', () => {
  it('admits only Node.js versions every installed package declares it supports (but prisma dev’s streams)', () => {
    const semver = createRequire(import.meta.url)('semver') as { satisfies(v: string, r: string): boolean };
    const declared: { name: string; range: string }[] = [];
    const visit = (dir: string) => {
      let entries: string[];
      try {
        entries = readdirSync(dir);
      } catch {
        return;
      }
      for (const entry of entries) {
        if (entry.startsWith('.')) continue;
        if (entry.startsWith('@')) {
          for (const scoped of readdirSync(path.join(dir, entry))) visitPackage(path.join(dir, entry, scoped));
        } else visitPackage(path.join(dir, entry));
      }
    };
    const visitPackage = (dir: string) => {
      try {
        const { name, engines } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; engines?: { node?: string } };
        if (engines?.node) declared.push({ name, range: engines.node });
      } catch {
        // not a package
      }
      visit(path.join(dir, 'node_modules'));
    };
    for (const where of ['node_modules', 'gateway/node_modules', 'web/node_modules']) visit(path.join(root, where));
    expect(declared.length).toBeGreaterThan(100);

    // The lowest release of each line the range admits: every package must support all three.
    const admitted = ['20.19.0', '22.13.0', '24.0.0'].filter((v) => semver.satisfies(v, pkg.engines.node));
    expect(admitted).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    // Only `prisma dev` (a local Prisma Postgres, never used here) needs Node.js 22: see README, Requirements.
    const allowed = new Set(['@prisma/streams-local']);
    const unsupported = declared.filter(({ name, range }) => !allowed.has(name) && admitted.some((v) => !semver.satisfies(v, range)));
    expect(unsupported.map(({ name, range }) => `${name}: ${range}`)).toEqual([]);
  });
});
