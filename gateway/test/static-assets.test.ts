// The browser build's scripts and stylesheets are sent as the build compressed them (brotli, gzip: web/vite.config.ts,
// precompressAssets), to a client that accepts them; as they are to one that accepts neither.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const built = requireWebBuild();
const assetsDir = path.join(webDistDir, 'client', 'assets');

describe.runIf(built)('static assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webDistDir });
  });
  afterAll(() => t?.close());

  // The largest script of the build (the app's entry or Mantine) and the largest stylesheet.
  const largest = (ext: string) =>
    readdirSync(assetsDir)
      .filter((file) => file.endsWith(ext))
      .map((file) => ({ file, size: readFileSync(path.join(assetsDir, file)).byteLength }))
      .sort((a, b) => b.size - a.size)[0]!.file;

  it('the build wrote a brotli and a gzip copy of each script and stylesheet over 1 kB, each the same bytes', () => {
    for (const file of [largest('.js'), largest('.css')]) {
      const raw = readFileSync(path.join(assetsDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(assetsDir, `${file}.br`))).equals(raw), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(assetsDir, `${file}.gz`))).equals(raw), file).toBe(true);
    }
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to one that accepts neither', async () => {
    const file = largest('.js');
    const raw = readFileSync(path.join(assetsDir, file));
    const br = await t.fetch(`/assets/${file}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.equals(readFileSync(path.join(assetsDir, `${file}.br`)))).toBe(true);
    expect(brotliDecompressSync(brBytes).equals(raw)).toBe(true);

    const gz = await t.fetch(`/assets/${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(raw)).toBe(true);

    // A client that accepts brotli only got the file uncompressed before (the gateway's compression is gzip).
    const brOnly = await t.fetch(`/assets/${file}`, { headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers.get('content-encoding')).toBe('br');
    await brOnly.arrayBuffer();

    const plain = await t.fetch(`/assets/${file}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(raw)).toBe(true);
  });

  it('a stylesheet too; a HEAD names the compressed length', async () => {
    const file = largest('.css');
    const head = await t.fetch(`/assets/${file}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(readFileSync(path.join(assetsDir, `${file}.br`)).byteLength);
    expect(head.headers.get('content-type')).toMatch(/text\/css/);
  });
});
