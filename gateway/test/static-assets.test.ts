// The browser build's scripts and stylesheets are sent as the build compressed them (brotli, gzip: web/vite.config.ts,
// precompressAssets), to a client that accepts them; as they are to one that accepts neither.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width, height and colour type (2 is RGB: no alpha channel) from its IHDR chunk. */
function pngHeader(bytes: Buffer): { width: number; height: number; colourType: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes.readUInt8(25) };
}

/** The pictures of an ICO file (each a PNG here), with the sizes its directory gives them. */
function icoImages(bytes: Buffer): { width: number; height: number; png: Buffer }[] {
  expect(bytes.readUInt16LE(0)).toBe(0); // reserved
  expect(bytes.readUInt16LE(2)).toBe(1); // 1: an icon
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    return { width: bytes.readUInt8(entry) || 256, height: bytes.readUInt8(entry + 1) || 256, png: bytes.subarray(offset, offset + size) };
  });
}

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

  // Browsers and crawlers ask for /favicon.ico whatever the page links, iOS for /apple-touch-icon(-precomposed).png:
  // files of web/public, kept like the other public files, never a rendered page.
  it('serves /favicon.ico as an icon of 16, 32 and 48 px pictures, kept an hour with an ETag', async () => {
    const res = await t.fetch('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    const images = icoImages(Buffer.from(await res.arrayBuffer()));
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const image of images) {
      const png = pngHeader(image.png);
      expect([png.width, png.height]).toEqual([image.width, image.height]);
    }
  });

  it('serves the home-screen icon iOS asks for, under both its names: an opaque 180 px PNG', async () => {
    for (const file of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
      const res = await t.fetch(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe('image/png');
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=3600');
      expect(pngHeader(Buffer.from(await res.arrayBuffer())), file).toEqual({ width: 180, height: 180, colourType: 2 });
    }
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

describe('the page head', () => {
  it('links the icons (the server renders every page into web/index.html)', () => {
    const template = readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(template).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(template).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(template).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});
