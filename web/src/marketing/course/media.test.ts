// The course pages' pictures: every path the course data names is a small, well-formed SVG under web/public, and the
// folders drawn for the course pages hold nothing that no page uses.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagePaths } from '../../content';
import { coursePages } from './seedPages';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const fileOf = (src: string) => path.join(publicDir, src);
const used = [...new Set(coursePages.flatMap((p) => imagePaths(p)))].sort();
/** Folders only the course pages use (drawn with them). */
const COURSE_FOLDERS = ['icons', 'certificates', 'ratings', 'tools'];

/** Whether a piece of XML is well formed: every tag closed in order, every attribute quoted, no stray '<' or '&'. */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/g;
  for (const m of xml.matchAll(token)) {
    if (m[0].startsWith('<!--') || m[0].startsWith('<?')) continue;
    if (m[0] === '<') return `stray "<" at ${m.index}`;
    if (m[0] === '&') return `unescaped "&" at ${m.index}`;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> does not close the open tag at ${m.index}`;
    } else if (!selfClosing) stack.push(name!);
  }
  return stack.length ? `<${stack.at(-1)}> is never closed` : null;
}

describe('course page pictures', () => {
  it('are listed by the data (every page has some)', () => {
    for (const page of coursePages) expect(imagePaths(page).length, page.slug).toBeGreaterThan(5);
    expect(used.every((src) => src.startsWith('/media/content/'))).toBe(true);
  });

  it.each(used)('%s exists and is a small, valid SVG with its size', (src) => {
    expect(existsSync(fileOf(src)), `${src} is missing under web/public`).toBe(true);
    const svg = readFileSync(fileOf(src), 'utf8');
    const folder = src.split('/')[3]!;
    // The course pages' own drawings stay well under 3 KB; shared ones (company logos, course pictures) under 4 KB.
    expect(Buffer.byteLength(svg), src).toBeLessThan(COURSE_FOLDERS.includes(folder) ? 3000 : 4096);
    expect(svg.trimStart().startsWith('<svg')).toBe(true);
    const root = /^<svg\b[^>]*>/.exec(svg.trimStart())![0];
    expect(root).toMatch(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(root).toMatch(/\sviewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/);
    expect(root).toMatch(/\swidth="\d+"/);
    expect(root).toMatch(/\sheight="\d+"/);
    expect(xmlProblem(svg)).toBeNull();
    // Nothing that would load or run something else.
    expect(svg).not.toMatch(/<script|href="(?!#)|xlink:href="(?!#)|url\((?!#)/i);
  });

  it.each(COURSE_FOLDERS)('media/content/%s holds only pictures a course page uses', (folder) => {
    const dir = path.join(publicDir, 'media/content', folder);
    const files = readdirSync(dir).filter((f) => statSync(path.join(dir, f)).isFile());
    expect(files.map((f) => `/media/content/${folder}/${f}`).filter((src) => !used.includes(src))).toEqual([]);
  });

  it('catches malformed XML', () => {
    expect(xmlProblem('<svg><g></svg>')).toMatch(/does not close/);
    expect(xmlProblem('<svg><text>a < b</text></svg>')).toMatch(/stray/);
    expect(xmlProblem('<svg><text>R&D</text></svg>')).toMatch(/unescaped/);
    expect(xmlProblem('<svg width=10></svg>')).toMatch(/stray/);
    expect(xmlProblem('<svg viewBox="0 0 1 1"><path d="M0 0"/><title>A &amp; B</title></svg>')).toBeNull();
  });
});
