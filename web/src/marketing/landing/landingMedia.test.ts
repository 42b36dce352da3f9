// The pictures the landing page (and the course pages' company logos) point at are drawn, small, well-formed SVGs;
// the hero's video (WebM and MP4) and its poster are small files of the size LandingHero.tsx declares.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagePaths, landing, landingImages } from '../../content';
import { coursePages } from '../course/seedPages';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './LandingHero';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const MAX_BYTES = 4096;

/** Whether every opened tag is closed in order (the file would not render as an image otherwise). */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

function checkSvg(src: string) {
  const file = `${publicDir}${src}`;
  const size = statSync(file).size;
  const svg = readFileSync(file, 'utf8');
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return {
    src,
    startsWithSvg: svg.startsWith('<svg'),
    namespace: open.includes('xmlns="http://www.w3.org/2000/svg"'),
    viewBox: /\sviewBox="0 0 \d+ \d+"/.test(open),
    width: /\swidth="\d+"/.test(open),
    height: /\sheight="\d+"/.test(open),
    title: /<title>[^<]+<\/title>/.test(svg),
    small: size < MAX_BYTES,
    wellFormed: tagsBalance(svg) && svg.trimEnd().endsWith('</svg>'),
    external: /(?:href|src)="(?:https?:)?\/\//.test(svg),
  };
}

const good = { startsWithSvg: true, namespace: true, viewBox: true, width: true, height: true, title: true, small: true, wellFormed: true, external: false };

describe('landing page media', () => {
  it('lists every picture the landing page shows', () => {
    expect(landingImages.length).toBe(new Set(imagePaths(landing)).size);
    // Features, partners, awards (the course cards' pictures are the courses' own, below; the placements' and
    // stories' are the stories' own, checked by gateway/test/seed-landing.test.ts).
    expect(landingImages.length).toBeGreaterThanOrEqual(4 + 7 + 8);
  });

  it('draws the seed courses\' card pictures', () => {
    const cards = coursePages.map((p) => p.card.image);
    expect(cards).toHaveLength(4);
    for (const src of cards) expect(checkSvg(src)).toEqual({ src, ...good });
  });

  it.each(landingImages)('%s is a small, well-formed SVG under web/public', (src) => {
    expect(checkSvg(src)).toEqual({ src, ...good });
  });

  it('draws every company logo the course pages show too', () => {
    const logos = [...new Set(coursePages.flatMap((p) => imagePaths(p)).filter((src) => src.startsWith('/media/content/companies/')))];
    expect(logos.length).toBeGreaterThan(0);
    for (const src of logos) expect(checkSvg(src)).toEqual({ src, ...good });
  });

  it('catches a broken drawing', () => {
    expect(tagsBalance('<svg><g><rect/></g></svg>')).toBe(true);
    expect(tagsBalance('<svg><g><rect></g></svg>')).toBe(false);
    expect(tagsBalance('<svg><g>')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The hero video (made by scripts/media/hero-video.mjs: an 8 s loop at 24 fps), read from the files' own headers.

const MAX_VIDEO_BYTES = 600_000;
const MAX_POSTER_BYTES = 60_000;

/** A JPEG's size, from its start-of-frame segment. */
function jpegInfo(buf: Buffer): { width: number; height: number; progressive: boolean } | null {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7), progressive: marker === 0xc2 };
    }
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return null;
}

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

function boxes(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  for (let at = start; at + 8 <= end; ) {
    let size = buf.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      body += 8;
    } else if (size === 0) size = end - at;
    if (size < 8 || at + size > end) break;
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return out;
}

function child(buf: Buffer, box: Box | undefined, ...path: string[]): Box | undefined {
  let cur = box;
  for (const type of path) cur = cur && boxes(buf, cur.body, cur.end).find((b) => b.type === type);
  return cur;
}

/** An MP4's video track: codec, size, chroma format and bit depth (from avcC), duration, and where moov is. */
function mp4Info(buf: Buffer) {
  const top = boxes(buf, 0, buf.length);
  const order = top.map((b) => b.type);
  const moov = top.find((b) => b.type === 'moov');
  const mvhd = child(buf, moov, 'mvhd');
  let seconds = NaN;
  if (mvhd) {
    const v1 = buf[mvhd.body] === 1;
    const scale = buf.readUInt32BE(mvhd.body + (v1 ? 20 : 12));
    const duration = v1 ? Number(buf.readBigUInt64BE(mvhd.body + 24)) : buf.readUInt32BE(mvhd.body + 16);
    seconds = duration / scale;
  }
  const video = moov && boxes(buf, moov.body, moov.end).find((t) => {
    const hdlr = t.type === 'trak' ? child(buf, t, 'mdia', 'hdlr') : undefined;
    return hdlr && buf.toString('latin1', hdlr.body + 8, hdlr.body + 12) === 'vide';
  });
  const stsd = child(buf, video, 'mdia', 'minf', 'stbl', 'stsd');
  // stsd: version and flags, entry count, then the first sample entry (a box); its width and height follow
  // 24 bytes of reserved fields and indexes, its own boxes (avcC) 78 bytes into it.
  const entry = stsd && boxes(buf, stsd.body + 8, stsd.end)[0];
  const avcC = entry && boxes(buf, entry.body + 78, entry.end).find((b) => b.type === 'avcC');
  let chromaFormat: number | undefined;
  let bitDepth: number | undefined;
  let profile: number | undefined;
  if (avcC) {
    profile = buf[avcC.body + 1];
    let at = avcC.body + 5;
    const sps = buf[at++]! & 0x1f;
    for (let i = 0; i < sps; i++) at += 2 + buf.readUInt16BE(at);
    const pps = buf[at++]!;
    for (let i = 0; i < pps; i++) at += 2 + buf.readUInt16BE(at);
    if (profile !== undefined && [100, 110, 122, 144].includes(profile) && at + 2 < avcC.end) {
      chromaFormat = buf[at]! & 0x03;
      bitDepth = (buf[at + 1]! & 0x07) + 8;
    } else {
      chromaFormat = 1;
      bitDepth = 8;
    }
  }
  return {
    codec: entry?.type,
    width: entry ? buf.readUInt16BE(entry.body + 24) : undefined,
    height: entry ? buf.readUInt16BE(entry.body + 26) : undefined,
    profile,
    chromaFormat,
    bitDepth,
    seconds,
    moovBeforeMdat: order.indexOf('moov') !== -1 && order.indexOf('moov') < order.indexOf('mdat'),
  };
}

/** A WebM's doc type, codec, frame size and duration, from its EBML header, segment info and first track. */
function webmInfo(buf: Buffer) {
  const MASTERS = new Set([0x1a45dfa3, 0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0xe0]);
  const info: { docType?: string; codec?: string; width?: number; height?: number; scale: number; duration?: number } = {
    scale: 1_000_000,
  };
  const vint = (at: number, keepMarker: boolean) => {
    const first = buf[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    let unknown = value === (0xff >> length);
    for (let i = 1; i < length; i++) {
      value = value * 256 + buf[at + i]!;
      if (buf[at + i] !== 0xff) unknown = false;
    }
    return { value, length, unknown: !keepMarker && unknown };
  };
  const uint = (at: number, size: number) => {
    let v = 0;
    for (let i = 0; i < size; i++) v = v * 256 + buf[at + i]!;
    return v;
  };
  const walk = (start: number, end: number) => {
    for (let at = start; at < end; ) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const body = at + id.length + size.length;
      const stop = size.unknown ? end : Math.min(end, body + size.value);
      if (id.value === 0x1f43b675) return; // the first cluster: the header is read
      if (MASTERS.has(id.value)) walk(body, stop);
      else if (id.value === 0x4282) info.docType = buf.toString('latin1', body, stop);
      else if (id.value === 0x86) info.codec ??= buf.toString('latin1', body, stop);
      else if (id.value === 0xb0) info.width ??= uint(body, size.value);
      else if (id.value === 0xba) info.height ??= uint(body, size.value);
      else if (id.value === 0x2ad7b1) info.scale = uint(body, size.value);
      else if (id.value === 0x4489) info.duration = size.value === 4 ? buf.readFloatBE(body) : buf.readDoubleBE(body);
      at = stop;
    }
  };
  walk(0, buf.length);
  return {
    docType: info.docType,
    codec: info.codec,
    width: info.width,
    height: info.height,
    seconds: info.duration === undefined ? NaN : (info.duration * info.scale) / 1e9,
  };
}

describe('the hero video', () => {
  const file = (src: string) => readFileSync(`${publicDir}${src}`);
  const { webm, mp4, poster } = landing.hero.video;

  it('is a VP9 WebM of the declared size, 6 to 8 seconds long, under 600 kB', () => {
    const info = webmInfo(file(webm));
    expect(info).toMatchObject({ docType: 'webm', codec: 'V_VP9', width: VIDEO_WIDTH, height: VIDEO_HEIGHT });
    expect(info.seconds).toBeGreaterThanOrEqual(6);
    expect(info.seconds).toBeLessThanOrEqual(8.05);
    expect(statSync(`${publicDir}${webm}`).size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
  });

  it('is an H.264 MP4 (8-bit 4:2:0, moov first for a fast start) of the same size and length, under 600 kB', () => {
    const info = mp4Info(file(mp4));
    expect(info).toMatchObject({ codec: 'avc1', width: VIDEO_WIDTH, height: VIDEO_HEIGHT, chromaFormat: 1, bitDepth: 8, moovBeforeMdat: true });
    expect(info.seconds).toBeGreaterThanOrEqual(6);
    expect(info.seconds).toBeLessThanOrEqual(8.05);
    expect(statSync(`${publicDir}${mp4}`).size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
  });

  it('has a JPEG poster of the same size, under 60 kB', () => {
    expect(jpegInfo(file(poster))).toMatchObject({ width: VIDEO_WIDTH, height: VIDEO_HEIGHT });
    expect(statSync(`${publicDir}${poster}`).size).toBeLessThanOrEqual(MAX_POSTER_BYTES);
  });

  it('reads no size out of what is not a JPEG', () => {
    expect(jpegInfo(Buffer.from('<svg/>'))).toBeNull();
    expect(mp4Info(Buffer.from('not a video'))).toMatchObject({ codec: undefined, moovBeforeMdat: false });
  });
});
