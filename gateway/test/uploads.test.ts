// Image uploads: type from the bytes, 5 MB limit, stored in the database, served with caching headers.
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
    ['a BMP image', fixture('px.bmp'), 'px.bmp'],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
    ['HTML named .png', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'evil.png'],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'cv.pdf'],
  ])('refuses %s with a clear message and stores nothing', async (_what, bytes, name) => {
    const before = await t.db.prisma.upload.count();
    const res = await upload(bytes, name);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Only PNG, JPEG, GIF and WebP images can be uploaded', field: 'file' });
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
