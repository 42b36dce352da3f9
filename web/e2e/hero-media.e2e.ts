// The two heroes' pictures in real Chromium against the real gateway: the job portal's home hero fills its right half
// with the drawn job board at desktop widths (its room reserved before the picture arrives) and shows only the copy
// on a phone, without anything sticking out sideways; the landing page's hero video plays, and its frames are a
// drawn scene that moves, not a flat gradient (scripts/media/hero-video.mjs makes it).
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landing } from '../src/content/landing';
import { launchBrowser, newPage } from './helpers/browser';
import { horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ART = '.hero .hero__art';

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium's screenshots are) into RGB triples. */
function decodePng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect({ depth: body[8], interlace: body[12] }).toEqual({ depth: 8, interlace: 0 });
      channels = ({ 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
      expect(channels).toBeGreaterThan(0);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rgb = new Uint8Array(width * height * 3);
  let prior = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = prior[i]!;
      const c = i >= channels ? prior[i - channels]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const add = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]!;
      row[i] = (row[i]! + add) & 0xff;
    }
    for (let x = 0; x < width; x++) rgb.set(row.subarray(x * channels, x * channels + 3), (y * width + x) * 3);
    prior = row;
  }
  return { width, height, rgb };
}

/**
 * How much a picture holds: the colours it uses (each of 512 coarse colour bins holding at least 0.1% of its pixels)
 * and its share of pixels that differ sharply from their right-hand neighbour (edges). A gradient with a line of
 * text has a dozen colours and next to no edges; a drawn scene has dozens of colours and many edges.
 */
function pictureStats({ width, height, rgb }: ReturnType<typeof decodePng>) {
  const bins = new Map<number, number>();
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const bin = ((rgb[i]! >> 5) << 6) | ((rgb[i + 1]! >> 5) << 3) | (rgb[i + 2]! >> 5);
      bins.set(bin, (bins.get(bin) ?? 0) + 1);
      if (x + 1 < width) {
        const d = Math.abs(rgb[i]! - rgb[i + 3]!) + Math.abs(rgb[i + 1]! - rgb[i + 4]!) + Math.abs(rgb[i + 2]! - rgb[i + 5]!);
        if (d > 60) edges++;
      }
    }
  }
  const pixels = width * height;
  return {
    colours: [...bins.values()].filter((count) => count >= pixels * 0.001).length,
    edgeShare: edges / pixels,
  };
}

/** The share of pixels that changed between two pictures of the same size. */
function changedShare(a: ReturnType<typeof decodePng>, b: ReturnType<typeof decodePng>): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let changed = 0;
  for (let i = 0; i < a.rgb.length; i += 3) {
    const d = Math.abs(a.rgb[i]! - b.rgb[i]!) + Math.abs(a.rgb[i + 1]! - b.rgb[i + 1]!) + Math.abs(a.rgb[i + 2]! - b.rgb[i + 2]!);
    if (d > 24) changed++;
  }
  return changed / (a.width * a.height);
}

async function box(page: Page, selector: string) {
  const rect = await page.locator(selector).boundingBox();
  expect(rect, selector).not.toBeNull();
  return rect!;
}

describe('the job portal home hero', () => {
  it('fills its right half with the job-board illustration at 1280 px, its room held before the picture arrives', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    // Hold the picture back until the page is live, to see that its box does not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/home-hero.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
    const art = page.locator(ART);
    expect(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    const before = { art: await box(page, ART), title: await box(page, '.hero__title'), search: await box(page, '.hero__search') };
    release();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    const after = { art: await box(page, ART), title: await box(page, '.hero__title'), search: await box(page, '.hero__search') };
    expect(after).toEqual(before);

    expect(await art.isVisible()).toBe(true);
    expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(520);
    expect(await art.getAttribute('alt')).toMatch(/job board/);
    expect({ width: await art.getAttribute('width'), height: await art.getAttribute('height'), loading: await art.getAttribute('loading') }).toEqual({
      width: '520',
      height: '440',
      loading: 'eager',
    });
    // Within the hero's right half, beside the copy, and not cut off by the hero.
    const hero = await box(page, '.hero');
    const copy = await box(page, '.hero__copy');
    const { art: pic } = after;
    expect(pic.x).toBeGreaterThanOrEqual(hero.x + hero.width / 2);
    expect(pic.x + pic.width).toBeLessThanOrEqual(hero.x + hero.width);
    expect(pic.y).toBeGreaterThanOrEqual(hero.y);
    expect(pic.y + pic.height).toBeLessThanOrEqual(hero.y + hero.height);
    expect(pic.x).toBeGreaterThanOrEqual(copy.x + copy.width);
    expect(pic.width).toBeGreaterThan(hero.width * 0.3);
    expect(pic.height / pic.width).toBeCloseTo(440 / 520, 2);
    // Nothing in the hero moved while the page arrived.
    const heroShifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const hero = document.querySelector('.hero')!;
          let count = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
              if (entry.sources?.some((s) => s.node && hero.contains(s.node))) count++;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(count), 300);
        }),
    );
    expect(heroShifts).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the illustration out at 375 px, and nothing sticks out sideways', async () => {
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(server.url + '/');
    expect(await page.locator(ART).count()).toBe(1);
    expect(await page.locator(ART).isVisible()).toBe(false);
    expect(await page.locator(ART).evaluate((img) => getComputedStyle(img).display)).toBe('none');
    expect(await page.locator('.hero__title').isVisible()).toBe(true);
    const hero = await box(page, '.hero');
    expect(hero.width).toBeLessThanOrEqual(375);
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the landing page hero video', () => {
  it('plays, and its frames are a drawn scene that moves, not a flat gradient', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(server.url + landing.path);
    const video = page.locator('[data-landing-section="hero"] video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight, paused: v.paused }))).toEqual({
      width: 960,
      height: 540,
      paused: false,
    });
    // Past the hero's entrance animation, so the two screenshots differ only by what the video shows.
    await page.waitForTimeout(600);
    const first = await video.screenshot();
    await page.waitForTimeout(1000);
    const second = await video.screenshot();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).not.toBe(t0);
    expect(first.equals(second)).toBe(false);
    const [a, b] = [decodePng(first), decodePng(second)];
    expect(changedShare(a, b)).toBeGreaterThan(0.01);
    for (const frame of [a, b]) {
      const stats = pictureStats(frame);
      expect(stats.colours).toBeGreaterThanOrEqual(40);
      expect(stats.edgeShare).toBeGreaterThan(0.02);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has an MP4 twin of the same picture for browsers without WebM', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(server.url + landing.path);
    const canPlay = await page.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.640020"'));
    // Chromium built without proprietary codecs cannot decode H.264: then only the file's headers are checked (by
    // landingMedia.test.ts).
    if (canPlay) {
      const size = await page.evaluate(
        (src) =>
          new Promise<{ width: number; height: number; duration: number }>((resolve, reject) => {
            const v = document.createElement('video');
            v.muted = true;
            v.preload = 'auto';
            v.onloadeddata = () => resolve({ width: v.videoWidth, height: v.videoHeight, duration: v.duration });
            v.onerror = () => reject(new Error(`cannot play ${src}`));
            v.src = src;
          }),
        landing.hero.video.mp4,
      );
      expect(size).toMatchObject({ width: 960, height: 540 });
      expect(size.duration).toBeGreaterThanOrEqual(6);
      expect(size.duration).toBeLessThanOrEqual(8.05);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
