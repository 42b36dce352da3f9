#!/usr/bin/env node
// Run by `npm run prisma:generate` after `prisma generate`: the generated client loads Prisma's query compiler (a
// WebAssembly module) from an ES module holding it as a 4.6 MB base64 string. An ES module is never unloaded, so the
// gateway kept that string and the module's source text (another 4.6 MB) for its whole life, about 9 MB of heap for
// bytes used once at start (docs/operations.md#memory). This rewrites the loader in the generated
// gateway/src/generated/prisma/internal/class.ts to read the same string through the CommonJS twin of that module and
// drop it from require's cache once the module is compiled, so both can be collected.
// It fails loudly when the generated code no longer has the shape it rewrites (a new Prisma release): then update it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../gateway/src/generated/prisma/internal/class.ts');
const source = readFileSync(file, 'utf8');
const MARK = '// wasm read once (scripts/prisma-wasm-once.mjs)';
if (!source.includes(MARK)) {
  const loader = /( *)getQueryCompilerWasmModule: async \(\) => \{\n\s*const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_[a-z]+_bg\.[a-z]+\.wasm-base64)\.mjs"\)\n\s*return await decodeBase64AsWasm\(wasm\)\n\s*\},/;
  const match = loader.exec(source);
  if (!match) {
    console.error(`scripts/prisma-wasm-once.mjs: ${path.relative(process.cwd(), file)} has no getQueryCompilerWasmModule of the expected shape; update the script for this Prisma release`);
    process.exit(1);
  }
  const [whole, indent, module] = match;
  const body = [
    `${indent}getQueryCompilerWasmModule: async () => {`,
    `${indent}  ${MARK}`,
    `${indent}  const { createRequire } = await import('node:module')`,
    `${indent}  const require = createRequire(import.meta.url)`,
    `${indent}  const file = require.resolve(${JSON.stringify(`${module}.js`)})`,
    `${indent}  const { wasm } = require(file) as { wasm: string }`,
    `${indent}  delete require.cache[file]`,
    `${indent}  return await decodeBase64AsWasm(wasm)`,
    `${indent}},`,
  ].join('\n');
  writeFileSync(file, source.replace(whole, body));
}
