// The pictures the landing page (and the course pages' company logos) point at are drawn, small, well-formed SVGs.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coursePages, imagePaths, landing, landingImages } from '../../content';

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
    expect(landingImages.length).toBeGreaterThanOrEqual(4 + 3 + 5 + 8 + 3 + 1);
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
