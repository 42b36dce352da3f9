// The course editor imports the gateway's zod schema at run time; the public site must never download it or zod
// (docs/architecture.md, "admin/courses/"). Everything outside src/admin may import its types only (erased by the
// build), and nothing outside src/admin may import this folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === path.join(SRC, 'admin') ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Import statements (static or dynamic) of `target` that are not `import type`. */
function runtimeImports(code: string, target: RegExp): string[] {
  const statements = code.match(/^\s*(?:import|export)\s[^;]*?from\s+['"][^'"]+['"]|import\(\s*['"][^'"]+['"]\s*\)/gm) ?? [];
  return statements.filter((s) => target.test(s) && !/^\s*(?:import|export)\s+type\s/.test(s));
}

describe('the course editor and zod stay in the admin chunk', () => {
  it('tells a type import from a run-time one', () => {
    expect(runtimeImports("import type { A } from '../x/course-content';\nimport { z } from 'zod';", /['"]zod['"]|course-content['"]/)).toEqual(["import { z } from 'zod'"]);
  });

  it('no public source imports the content schema, zod or src/admin/courses at run time', () => {
    const offenders = sources(SRC).flatMap((file) =>
      runtimeImports(readFileSync(file, 'utf8'), /['"]zod['"]|course-content['"]|admin\/courses\//).map((s) => `${path.relative(SRC, file)}: ${s.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
