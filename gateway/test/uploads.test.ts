// Image uploads: type from the bytes, 5 MB limit, stored in the database, served with caching headers; BMP and ICO
// (decoded by decode-bmp) stored as PNG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { UPLOAD_BUSY, UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES, UPLOAD_SLOTS } from '../src/services/uploads.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { noisyPng } from '../../scripts/lib/photos.mjs';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

function upload(bytes: Uint8Array, name: string, token: string | null = editor, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.fetch('/api/v1/uploads', { method: 'POST', body: form, token });
}

describe('POST /api/v1/uploads', () => {
  it.each([
    ['px.png', 'image/png', 'png'],
    ['px.jpg', 'image/jpeg', 'jpg'],
    ['px.gif', 'image/gif', 'gif'],
    ['px.webp', 'image/webp', 'webp'],
  ])('stores %s as %s, encoded again, and serves that with caching headers and a sandboxing policy', async (name, mime, ext) => {
    const bytes = fixture(name);
    const res = await upload(bytes, name);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, contentType: mime, size: expect.any(Number), url: expect.stringMatching(new RegExp(`^/uploads/[a-z0-9]+\\.${ext}$`)) });

    const served = await t.fetch(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The upload's own policy, not the site's (a later middleware used to overwrite it).
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.byteLength).toBe(body.size);
    // The same picture: same format and size in pixels.
    const [before, after] = await Promise.all([sharp(bytes).metadata(), sharp(stored).metadata()]);
    expect([after.format, after.width, after.height]).toEqual([before.format, before.width, before.height]);

    const etag = served.headers.get('etag')!;
    const again = await t.fetch(body.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('trusts the bytes, not the name or the declared type: a PNG named .jpg is stored as PNG', async () => {
    const res = await upload(fixture('px.png'), 'photo.jpg', editor, 'image/jpeg');
    expect((await res.json()).contentType).toBe('image/png');
  });

  it.each([
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
    ['HTML named .png', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'evil.png'],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'cv.pdf'],
  ])('refuses %s with a clear message and stores nothing', async (_what, bytes, name) => {
    const before = await t.db.prisma.upload.count();
    const res = await upload(bytes, name);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded', field: 'file' });
    expect(await t.db.prisma.upload.count()).toBe(before);
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(fixture('px.png'));
    const res = await upload(big, 'big.png');
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Images must be at most 5 MB');
  });

  it('refuses an empty file, a missing file field and a non-multipart body', async () => {
    expect((await (await upload(new Uint8Array(), 'empty.png')).json()).message).toBe('The file is empty');
    const noFile = await t.fetch('/api/v1/uploads', { method: 'POST', body: new FormData(), token: editor });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe('Please upload an image');
    // A form submitted with its file input left empty: the browser sends a part with no name and no bytes.
    const emptyInput = new FormData();
    emptyInput.append('file', new Blob([]), '');
    const leftEmpty = await t.fetch('/api/v1/uploads', { method: 'POST', body: emptyInput, token: editor });
    expect(leftEmpty.status).toBe(400);
    expect(await leftEmpty.json()).toEqual({ success: false, message: 'Please upload an image', field: 'file' });
    const json = await t.fetch('/api/v1/uploads', { method: 'POST', json: { file: 'x' }, token: editor });
    expect(json.status).toBe(400);
  });

  it('needs an ADMIN or EDITOR token', async () => {
    expect((await upload(fixture('px.gif'), 'px.gif', null)).status).toBe(401);
    expect((await upload(fixture('px.gif'), 'px.gif', await t.tokenFor('USER'))).status).toBe(403);
  });

  it('stores the same bytes once', async () => {
    const a = await (await upload(fixture('px.gif'), 'a.gif')).json();
    const b = await (await upload(fixture('px.gif'), 'b.gif')).json();
    expect(b.url).toBe(a.url);
  });

  it('answers 404 for an unknown image or a wrong extension', async () => {
    const { url } = await (await upload(fixture('px.webp'), 'x.webp')).json();
    expect((await t.fetch(url.replace('.webp', '.png'))).status).toBe(404);
    expect((await t.fetch('/uploads/doesnotexist123.png')).status).toBe(404);
    expect((await t.fetch('/uploads/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('uploads stay images', () => {
  const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
  const text = (value: string) => new TextEncoder().encode(value);

  it.each([
    ['a PNG with an HTML page appended', 'px.png', '<!doctype html><html><body><script>alert(document.domain)</script></body></html>'],
    ['a GIF that is also JavaScript', 'px.gif', '*/=1;alert(document.domain);/*'],
    ['a JPEG with a script after its end', 'px.jpg', '<script>fetch("/api/v1/users")</script>'],
  ])('%s comes back as the image alone', async (_what, name, payload) => {
    const res = await upload(concat(fixture(name), text(payload)), name);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    const served = Buffer.from(await (await t.fetch(url)).arrayBuffer());
    expect(served.includes(Buffer.from(payload))).toBe(false);
    expect(served.includes(Buffer.from('alert'))).toBe(false);
    expect(served.includes(Buffer.from('script'))).toBe(false);
    expect((await sharp(served).metadata()).format).toBeTruthy();
  });

  it('strips metadata (EXIF with a location and a name) and keeps the picture upright', async () => {
    const tagged = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Private Person', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await upload(new Uint8Array(tagged), 'photo.jpg');
    expect(res.status).toBe(201);
    const served = Buffer.from(await (await t.fetch((await res.json()).url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([40, 20]);
    expect(served.includes(Buffer.from('Private Person'))).toBe(false);
  });

  it('refuses a PNG that claims 65 535 × 65 535 pixels, before decoding it, and stores nothing', async () => {
    const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    // IHDR: width and height at bytes 16-23, then the CRC of the chunk type and data.
    png.writeUInt32BE(65535, 16);
    png.writeUInt32BE(65535, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const before = await t.db.prisma.upload.count();
    const res = await upload(new Uint8Array(png), 'huge.png');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Images must be at most 24 megapixels (for example 6000 × 4000)', field: 'file' });
    expect(await t.db.prisma.upload.count()).toBe(before);
  });

  it('refuses a damaged image (right magic bytes, garbage after) with a clear message', async () => {
    const res = await upload(concat(fixture('px.png').subarray(0, 16), new Uint8Array(64).fill(7)), 'broken.png');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The image could not be read: it may be damaged');
  });
});

describe.runIf(process.platform === 'linux')('sharp', () => {
  it('is loaded with the first upload, not with the server (libvips is not mapped after the app is imported)', async () => {
    const { execFile } = await import('node:child_process');
    const script = [
      "import { readFileSync } from 'node:fs';",
      "await import('./gateway/src/http/app.ts');",
      "const before = readFileSync('/proc/self/maps', 'utf8').includes('libvips');",
      "await import('sharp');",
      "const after = readFileSync('/proc/self/maps', 'utf8').includes('libvips');",
      'console.log(JSON.stringify({ before, after }));',
    ].join('\n');
    const root = path.resolve(import.meta.dirname, '../..');
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
    // The probe itself proves it can see libvips once sharp is loaded.
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ before: false, after: true });
  });
});

describe('large images, in pieces and in turn', () => {
  it('stores an image of several pieces piece by piece and serves it back whole', async () => {
    const png = await noisyPng(300, 300);
    const res = await upload(new Uint8Array(png), 'noise.png');
    expect(res.status).toBe(201);
    const { url, size } = await res.json();
    const id = /\/uploads\/([a-z0-9]+)\./.exec(url)![1]!;
    const pieces = await t.db.prisma.uploadChunk.findMany({ where: { uploadId: id }, orderBy: { index: 'asc' } });
    expect(pieces.length).toBe(Math.ceil(size / UPLOAD_CHUNK_BYTES));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.map((p) => p.index)).toEqual(pieces.map((_, i) => i));
    expect(pieces.slice(0, -1).every((p) => p.data.byteLength === UPLOAD_CHUNK_BYTES)).toBe(true);

    const served = await t.fetch(url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(size));
    expect(bytes.byteLength).toBe(size);
    expect(`"${createHash('sha256').update(bytes).digest('hex')}"`).toBe(served.headers.get('etag'));
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  /** An upload whose body stops after its first bytes until `release()`: it holds its turn meanwhile. */
  function heldUpload(bytes: Uint8Array) {
    const boundary = 'held-upload-boundary';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.gif"\r\nContent-Type: image/gif\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    let pulls = 0;
    // Pulled only once the gateway reads the body, that is once the upload has its turn.
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (pulls++ === 0) {
            controller.enqueue(head);
            started();
            return;
          }
          await released;
          controller.enqueue(bytes);
          controller.enqueue(tail);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = t.fetch('/api/v1/uploads', {
      method: 'POST',
      body,
      token: editor,
      // With its length, as browsers send a form: the body-size check then reads nothing ahead.
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.byteLength + bytes.byteLength + tail.byteLength) },
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    return { response, release, reading };
  }

  it('takes uploads one at a time: the next waits for its turn, and one past the waiting line gets 503 with Retry-After', async () => {
    const saved = { ...UPLOAD_SLOTS };
    try {
      UPLOAD_SLOTS.waiting = 1;
      const first = heldUpload(fixture('px.gif'));
      await first.reading;
      // Its body is being read: the second waits in line, and a third finds the line full.
      const second = upload(fixture('px.png'), 'second.png');
      await new Promise((r) => setTimeout(r, 50));
      const third = await upload(fixture('px.jpg'), 'third.jpg');
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      expect(await third.json()).toEqual({ success: false, message: UPLOAD_BUSY, field: 'file' });

      first.release();
      expect((await first.response).status).toBe(201);
      expect((await second).status).toBe(201);
      // The turns were all given back: another upload goes straight through.
      expect((await upload(fixture('px.webp'), 'after.webp')).status).toBe(201);
    } finally {
      Object.assign(UPLOAD_SLOTS, saved);
    }
  });

  it('gives up waiting after UPLOAD_SLOTS.waitMs with 503, and the turn it never took is not lost', async () => {
    const saved = { ...UPLOAD_SLOTS };
    try {
      UPLOAD_SLOTS.waitMs = 100;
      const first = heldUpload(fixture('px.gif'));
      await first.reading;
      const waited = await upload(fixture('px.png'), 'waited.png');
      expect(waited.status).toBe(503);
      expect(waited.headers.get('retry-after')).toBe('5');
      first.release();
      expect((await first.response).status).toBe(201);
      expect((await upload(fixture('px.jpg'), 'after.jpg')).status).toBe(201);
    } finally {
      Object.assign(UPLOAD_SLOTS, saved);
    }
  });
});

// Test images written byte by byte: a BMP file (file header, 40-byte info header, palette, rows padded to 4 bytes,
// bottom-up unless its height is negative) and an ICO (directory, then each image: a bitmap without its file header,
// twice its height, colours then a 1-bit transparency mask; or a whole PNG).
type Rgba = [number, number, number, number];
type Draw = (x: number, y: number) => Rgba; // y from the top

function infoHeader(width: number, height: number, depth: number, colors = 0, compression = 0) {
  const h = Buffer.alloc(40);
  h.writeUInt32LE(40, 0);
  h.writeInt32LE(width, 4);
  h.writeInt32LE(height, 8);
  h.writeUInt16LE(1, 12);
  h.writeUInt16LE(depth, 14);
  h.writeUInt32LE(compression, 16);
  h.writeUInt32LE(colors, 32);
  return h;
}

/** Rows of `depth` bits a pixel (1 and 8: indexes into `palette`), from the bottom row up unless `topDown`. */
function pixelRows(width: number, height: number, depth: number, draw: Draw, palette: Rgba[] = [], topDown = false) {
  const stride = Math.ceil((width * depth) / 32) * 4;
  const rows = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row++) {
    const y = topDown ? row : height - 1 - row;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = draw(x, y);
      const at = row * stride;
      if (depth <= 8) {
        const index = palette.findIndex((c) => c[0] === r && c[1] === g && c[2] === b);
        if (depth === 8) rows[at + x] = index;
        else rows[at + (x >> 3)] = rows[at + (x >> 3)]! | (index << (7 - (x % 8)));
      } else if (depth === 24) rows.set([b, g, r], at + x * 3);
      else rows.set([b, g, r, a], at + x * 4);
    }
  }
  return rows;
}

function bmpFile(width: number, height: number, depth: 1 | 8 | 24 | 32, draw: Draw, { palette = [] as Rgba[], topDown = false } = {}) {
  const colours = Buffer.concat(palette.map(([r, g, b]) => Buffer.from([b, g, r, 0])));
  const header = infoHeader(width, topDown ? -height : height, depth, palette.length);
  const rows = pixelRows(width, height, depth, draw, palette, topDown);
  const file = Buffer.alloc(14);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(14 + 40 + colours.byteLength + rows.byteLength, 2);
  file.writeUInt32LE(14 + 40 + colours.byteLength, 10);
  return new Uint8Array(Buffer.concat([file, header, colours, rows]));
}

/** A 2 × 1 red BMP of 32 bits a pixel with a 56-byte header holding `masks` (R, G, B, A), each pixel's 4th byte 7. */
function bitfieldsBmp(masks: number[]) {
  const header = Buffer.alloc(56);
  infoHeader(2, 1, 32, 0, 3).copy(header);
  header.writeUInt32LE(56, 0);
  masks.forEach((mask, i) => header.writeUInt32LE(mask, 40 + 4 * i));
  const pixels = Buffer.from([0, 0, 255, 7, 0, 0, 255, 7]);
  const file = Buffer.alloc(14);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(14 + 56 + 8, 2);
  file.writeUInt32LE(14 + 56, 10);
  return new Uint8Array(Buffer.concat([file, header, pixels]));
}

/** An ICO image as a bitmap: colours (24 or 32 bits) and a mask where `clear` pixels are transparent. */
function iconBitmap(width: number, height: number, depth: 24 | 32, draw: Draw, clear: (x: number, y: number) => boolean = () => false) {
  const mask = pixelRows(width, height, 1, (x, y) => (clear(x, y) ? [1, 1, 1, 0] : [0, 0, 0, 0]), [[0, 0, 0, 0], [1, 1, 1, 0]]);
  return { width, height, depth, data: Buffer.concat([infoHeader(width, height * 2, depth), pixelRows(width, height, depth, draw), mask]) };
}

function icoFile(images: { width: number; height: number; depth: number; data: Buffer }[]) {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.byteLength;
  images.forEach((image, i) => {
    const at = 6 + 16 * i;
    head[at] = image.width % 256;
    head[at + 1] = image.height % 256;
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(image.depth, at + 6);
    head.writeUInt32LE(image.data.byteLength, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += image.data.byteLength;
  });
  return new Uint8Array(Buffer.concat([head, ...images.map((image) => image.data)]));
}

/** The stored image behind an upload's answer: its format, size and RGBA-or-RGB pixels. */
async function storedImage(res: Response) {
  expect(res.status).toBe(201);
  const body = await res.json();
  expect(body).toMatchObject({ contentType: 'image/png', url: expect.stringMatching(/^\/uploads\/[a-z0-9]+\.png$/) });
  const served = await t.fetch(body.url);
  expect(served.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await served.arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels)];
  return { format: (await sharp(bytes).metadata()).format, width: info.width, height: info.height, channels: info.channels, at };
}

const RED: Rgba = [255, 0, 0, 255];
const GREEN: Rgba = [0, 255, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];
const WHITE: Rgba = [255, 255, 255, 255];
/** Red top-left, green top-right, blue bottom-left, white bottom-right (rows and columns told apart). */
const quarters: (w: number, h: number) => Draw = (w, h) => (x, y) => (y < h / 2 ? (x < w / 2 ? RED : GREEN) : x < w / 2 ? BLUE : WHITE);

describe('BMP and ICO uploads, stored as PNG', () => {
  const halves: Draw = (x) => (x < 3 ? RED : BLUE);
  it.each([
    ['24 bits a pixel', quarters(6, 4), (draw: Draw) => bmpFile(6, 4, 24, draw)],
    ['24 bits, rows stored from the top (negative height)', quarters(6, 4), (draw: Draw) => bmpFile(6, 4, 24, draw, { topDown: true })],
    ['8 bits, a palette', quarters(6, 4), (draw: Draw) => bmpFile(6, 4, 8, draw, { palette: [RED, GREEN, BLUE, WHITE] })],
    ['1 bit, a palette of two', halves, (draw: Draw) => bmpFile(6, 4, 1, draw, { palette: [RED, BLUE] })],
    ['32 bits whose fourth byte is always 0 (unused, not transparency)', quarters(6, 4), (draw: Draw) => bmpFile(6, 4, 32, (x, y) => [...draw(x, y).slice(0, 3), 0] as Rgba)],
  ])('decodes a BMP of %s into an opaque PNG with the same pixels, the right way up', async (_what, draw, make) => {
    const image = await storedImage(await upload(make(draw), 'picture.bmp'));
    expect([image.format, image.width, image.height, image.channels]).toEqual(['png', 6, 4, 3]);
    for (const [x, y] of [[0, 0], [5, 0], [0, 3], [5, 3], [2, 1]] as const) expect(image.at(x, y), `${x},${y}`).toEqual(draw(x, y).slice(0, 3));
  });

  it('keeps the transparency of a 32-bit BMP', async () => {
    const image = await storedImage(await upload(bmpFile(4, 2, 32, (x) => (x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 0])), 'alpha.bmp'));
    expect([image.width, image.height, image.channels]).toEqual([4, 2, 4]);
    expect(image.at(0, 0)).toEqual([255, 0, 0, 255]);
    expect(image.at(3, 1)[3]).toBe(0);
  });

  it('reads a 32-bit BMP with the usual masks (BI_BITFIELDS): no alpha mask, so its fourth byte is not transparency', async () => {
    const image = await storedImage(await upload(bitfieldsBmp([0xff0000, 0xff00, 0xff, 0]), 'masks.bmp'));
    expect([image.width, image.height, image.channels]).toEqual([2, 1, 3]);
    expect(image.at(0, 0)).toEqual([255, 0, 0]);
  });

  it('decodes a BMP with a version 5 header (the fixture, as image editors write them)', async () => {
    const image = await storedImage(await upload(fixture('px.bmp'), 'px.bmp'));
    expect([image.format, image.width, image.height]).toEqual(['png', 2, 2]);
  });

  it('trusts the bytes, not the name or the declared type: a BMP named .jpg is stored as PNG', async () => {
    const res = await upload(bmpFile(2, 2, 24, () => RED), 'photo.jpg', editor, 'image/jpeg');
    expect((await storedImage(res)).at(1, 1)).toEqual([255, 0, 0]);
  });

  it("stores an ICO's largest image (bitmaps), with its transparency mask", async () => {
    const small = iconBitmap(16, 16, 32, () => GREEN);
    const large = iconBitmap(32, 32, 24, quarters(32, 32), (x, y) => x === 31 && y === 31);
    const image = await storedImage(await upload(icoFile([small, large]), 'favicon.ico'));
    expect([image.format, image.width, image.height, image.channels]).toEqual(['png', 32, 32, 4]);
    expect(image.at(0, 0)).toEqual(RED);
    expect(image.at(31, 0)).toEqual(GREEN);
    expect(image.at(0, 31)).toEqual(BLUE);
    expect(image.at(30, 31)).toEqual(WHITE);
    expect(image.at(31, 31)[3]).toBe(0);
  });

  it('stores an ICO whose largest image is a PNG as that PNG', async () => {
    const png = await sharp({ create: { width: 48, height: 40, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const ico = icoFile([iconBitmap(16, 16, 32, () => GREEN), { width: 48, height: 40, depth: 32, data: png }]);
    const image = await storedImage(await upload(ico, 'icon.ico'));
    expect([image.width, image.height, image.channels]).toEqual([48, 40, 4]);
    expect(image.at(10, 10)).toEqual([0, 0, 255, 128]);
  });

  it.each([
    ['a BMP cut short in its pixels', () => bmpFile(40, 40, 24, () => RED).subarray(0, 2000)],
    ['a BMP whose header is cut short', () => bmpFile(4, 4, 24, () => RED).subarray(0, 30)],
    ['"BM" and then text', () => new TextEncoder().encode('BM, said the note: nothing of a bitmap follows here at all, only words.')],
    [
      'a run-length encoded BMP (read as plain pixels it would be garbage)',
      () => {
        const bytes = Buffer.from(bmpFile(8, 8, 8, () => RED, { palette: [RED] }));
        bytes.writeUInt32LE(1, 30); // BI_RLE8
        return new Uint8Array(bytes);
      },
    ],
    [
      'a BMP whose pixels start after a gap (decode-bmp would read the gap as pixels)',
      () => {
        const plain = Buffer.from(bmpFile(4, 4, 24, () => RED));
        const gapped = Buffer.concat([plain.subarray(0, 54), Buffer.alloc(16, 0x55), plain.subarray(54)]);
        gapped.writeUInt32LE(gapped.byteLength, 2);
        gapped.writeUInt32LE(54 + 16, 10);
        return new Uint8Array(gapped);
      },
    ],
    ['a 32-bit BMP whose masks swap red and blue', () => bitfieldsBmp([0xff, 0xff00, 0xff0000, 0])],
    ['an ICO whose image lies past the end of the file', () => icoFile([iconBitmap(16, 16, 32, () => GREEN)]).subarray(0, 300)],
    ['an ICO with no images', () => new Uint8Array([0, 0, 1, 0, 0, 0])],
    ['an ICO whose bitmap is cut short', () => {
      const image = iconBitmap(16, 16, 32, () => GREEN);
      return icoFile([{ ...image, data: image.data.subarray(0, 500) }]);
    }],
  ])('refuses %s as unreadable (400, never 500) and stores nothing', async (_what, make) => {
    const before = await t.db.prisma.upload.count();
    const res = await upload(make(), 'broken.bmp');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'The image could not be read: it may be damaged', field: 'file' });
    expect(await t.db.prisma.upload.count()).toBe(before);
  });

  it.each([
    ['a BMP', () => new Uint8Array(Buffer.concat([Buffer.from(bmpFile(1, 1, 24, () => RED)).subarray(0, 14), infoHeader(30_000, 30_000, 24), Buffer.alloc(64)]))],
    ['a BMP stored from the top', () => new Uint8Array(Buffer.concat([Buffer.from(bmpFile(1, 1, 24, () => RED)).subarray(0, 14), infoHeader(30_000, -30_000, 24), Buffer.alloc(64)]))],
    ['an ICO', () => icoFile([iconBitmap(16, 16, 32, () => GREEN), { width: 0, height: 0, depth: 32, data: Buffer.concat([infoHeader(30_000, 60_000, 32), Buffer.alloc(64)]) }])],
  ])('refuses %s whose header claims 30 000 × 30 000 pixels, before decoding it (the pixels are not even there)', async (_what, make) => {
    const before = await t.db.prisma.upload.count();
    const res = await upload(make(), 'huge.bmp');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Images must be at most 24 megapixels (for example 6000 × 4000)', field: 'file' });
    expect(await t.db.prisma.upload.count()).toBe(before);
  });

  it('decodes a 24-megapixel BMP (the limit) without stopping the server: the bitmap is decoded off the event loop', async () => {
    // 6000 × 4000 at 1 bit a pixel: 3 MB, and about 5 s of decode-bmp's work on the event loop were it run there.
    const bytes = bmpFile(8, 1, 1, () => RED, { palette: [RED, BLUE] });
    const big = Buffer.alloc(62 + 752 * 4000); // rows of 6000 bits padded to 4 bytes
    big.set(bytes.subarray(0, 62));
    big.writeUInt32LE(big.byteLength, 2);
    big.writeInt32LE(6000, 18);
    big.writeInt32LE(4000, 22);
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 20);
    try {
      const image = await storedImage(await upload(new Uint8Array(big), 'large.bmp'));
      expect([image.width, image.height]).toEqual([6000, 4000]);
      expect(image.at(5999, 3999)).toEqual([255, 0, 0]);
    } finally {
      clearInterval(ticker);
    }
    expect(longest).toBeLessThan(1500);
  }, 60_000);
});
