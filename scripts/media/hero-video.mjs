#!/usr/bin/env node
// Makes the landing page's hero video (web/public/media/hero.webm, hero.mp4) and its poster (hero-poster.jpg) from
// the drawn classroom in hero-scene.mjs: an 8 s seamless loop at 24 fps.
//
//   node scripts/media/hero-video.mjs                 # render every frame, encode, write the three files
//   node scripts/media/hero-video.mjs --preview 0,0.4 # only write /tmp/hero-preview-<phase>.png, to look at a frame
//
// Needs Chromium (CHROMIUM_PATH, or /usr/bin/chromium: `apt-get install chromium`), driven by playwright-core (a
// devDependency), and ffmpeg with libvpx-vp9 and libx264 (`apt-get install ffmpeg`). Each frame is the SVG of
// scene(i / FRAMES) drawn at 1280×720 and screenshotted; ffmpeg scales to 960×540 (the size LandingHero.tsx
// declares) and encodes VP9 (WebM) and H.264 (MP4, yuv420p, +faststart); the poster is frame 0 (the chart complete),
// as a progressive JPEG. landingMedia.test.ts checks the files' codecs, sizes and dimensions.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { HEIGHT, WIDTH, scene } from './hero-scene.mjs';

const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const OUT_WIDTH = 960;
const OUT_HEIGHT = 540;
const mediaDir = path.resolve(import.meta.dirname, '../../web/public/media');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status ?? result.error})`);
}

async function render(phases, file) {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent('<body style="margin:0;overflow:hidden;background:#fff"><div id="stage"></div></body>');
    for (const [i, u] of phases.entries()) {
      await page.evaluate((svg) => {
        document.getElementById('stage').innerHTML = svg;
      }, scene(u));
      await page.screenshot({ path: file(i, u), type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
      if (phases.length > 1 && i % 24 === 0) process.stdout.write(`frame ${i}/${phases.length}\n`);
    }
  } finally {
    await browser.close();
  }
}

const previewAt = process.argv.indexOf('--preview');
if (previewAt !== -1) {
  const phases = (process.argv[previewAt + 1] ?? '0').split(',').map(Number);
  await render(phases, (_, u) => `/tmp/hero-preview-${u}.png`);
  console.log(phases.map((u) => `/tmp/hero-preview-${u}.png`).join('\n'));
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'hero-frames-'));
  try {
    const frame = (i) => path.join(dir, `f${String(i).padStart(4, '0')}.png`);
    await render(Array.from({ length: FRAMES }, (_, i) => i / FRAMES), frame);
    const input = ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png')];
    const scale = `scale=${OUT_WIDTH}:${OUT_HEIGHT}:flags=lanczos,format=yuv420p`;
    run('ffmpeg', [
      ...input, '-vf', scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '37', '-deadline', 'good', '-cpu-used', '1',
      '-row-mt', '1', '-g', String(FRAMES), '-an', path.join(mediaDir, 'hero.webm'),
    ]);
    run('ffmpeg', [
      ...input, '-vf', scale, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '27', '-tune', 'animation',
      '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FRAMES), '-movflags', '+faststart', '-an',
      path.join(mediaDir, 'hero.mp4'),
    ]);
    run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', frame(0), '-vf', `scale=${OUT_WIDTH}:${OUT_HEIGHT}:flags=lanczos`,
      '-q:v', '10', path.join(mediaDir, 'hero-poster.jpg'),
    ]);
    for (const name of ['hero.webm', 'hero.mp4', 'hero-poster.jpg']) {
      console.log(`${name}: ${statSync(path.join(mediaDir, name)).size} bytes`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
