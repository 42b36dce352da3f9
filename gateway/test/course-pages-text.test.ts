// The acceptance test of courses as data (issue 29, item 1): the server-rendered text of the four course pages and
// their syllabus pages, section by section, is what it was while the pages were TypeScript (the fixture was captured
// from that build), except the batch cards, which are now drawn from their dates. Needs the built web app.
// Re-capture (only ever from a build of the TypeScript pages): CAPTURE_COURSE_PAGES=1 npx vitest run ... this file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

const distDir = path.resolve(import.meta.dirname, '../../web/dist');
const built = existsSync(path.join(distDir, 'server', 'entry-server.js')) && existsSync(path.join(distDir, 'client', '.vite', 'manifest.json'));
if (!built && process.env.CI) throw new Error('web/dist is not built: run `npm run build --workspace web` (npm test does it first)');
const FIXTURE = path.resolve(import.meta.dirname, 'fixtures/course-pages-before.json');
const CAPTURE = process.env.CAPTURE_COURSE_PAGES === '1';

/** The course pages and their syllabus pages, at the addresses they have always had. */
const COURSE_PATHS = ['/courses/data-science', '/courses/basic-python', '/courses/pattern-analying', '/courses/digital-marketing'];
const PAGES = COURSE_PATHS.flatMap((p) => [p, `${p}/syllabus`]);

export interface PageText {
  title: string;
  /** The site's header (top bar and menus) and footer: they name the courses too. */
  header: string;
  footer: string;
  /** Each course section's visible text, in order, keyed "<index> <kind>"; a syllabus page's article as "syllabus". */
  sections: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees in an HTML fragment: no scripts or styles, tags as spaces, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The whole element that starts at `start` (an opening tag of `tag`), its nested elements of the same tag included. */
function element(html: string, start: number, tag: string): string {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`<${tag}> at ${start} is not closed`);
}

function firstElement(html: string, tag: string, attribute = ''): string {
  const at = html.search(new RegExp(`<${tag}\\b[^>]*${attribute}`, 'i'));
  return at < 0 ? '' : element(html, at, tag);
}

/** The batch cards are drawn from their dates now: their list is left out of the comparison, the rest of the section is not. */
function withoutBatchCards(sectionHtml: string): string {
  const at = sectionHtml.search(/<ul\b[^>]*class="[^"]*\bbatch-grid\b/);
  return at < 0 ? sectionHtml : sectionHtml.replace(element(sectionHtml, at, 'ul'), '');
}

export function pageText(html: string): PageText {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  const sections: Record<string, string> = {};
  const sectionStart = /<section\b[^>]*data-section="([a-zA-Z]+)"/g;
  let index = 0;
  for (let m = sectionStart.exec(root); m; m = sectionStart.exec(root)) {
    const sectionHtml = element(root, m.index, 'section');
    sections[`${String(index++).padStart(2, '0')} ${m[1]}`] = visibleText(m[1] === 'batches' ? withoutBatchCards(sectionHtml) : sectionHtml);
    sectionStart.lastIndex = m.index + sectionHtml.length;
  }
  const syllabus = firstElement(root, 'article', 'class="[^"]*\\bsyllabus\\b');
  if (syllabus) sections.syllabus = visibleText(syllabus);
  return {
    title: visibleText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    header: visibleText(firstElement(root, 'header')),
    footer: visibleText(firstElement(root, 'footer')),
    sections,
  };
}

describe.skipIf(!built || (!CAPTURE && !existsSync(FIXTURE)))('course pages: the same text as when they were TypeScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webDistDir: distDir, publicUrl: 'https://www.learning-centre.example' });
  });
  afterAll(() => t?.close());

  it('renders every course page and syllabus page, section by section, as before (batch cards aside)', async () => {
    const now: Record<string, PageText> = {};
    for (const url of PAGES) {
      const res = await t.fetch(url, { redirect: 'manual' });
      expect(res.status, url).toBe(200);
      now[url] = pageText(await res.text());
    }
    if (CAPTURE) {
      writeFileSync(FIXTURE, `${JSON.stringify(now, null, 2)}\n`);
      return;
    }
    const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageText>;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    for (const url of PAGES) {
      expect(now[url]!.title, `${url}: title`).toBe(before[url]!.title);
      expect(now[url]!.header, `${url}: header`).toBe(before[url]!.header);
      expect(now[url]!.footer, `${url}: footer`).toBe(before[url]!.footer);
      expect(Object.keys(now[url]!.sections), `${url}: the sections in order`).toEqual(Object.keys(before[url]!.sections));
      for (const [key, text] of Object.entries(before[url]!.sections)) expect(now[url]!.sections[key], `${url}: section ${key}`).toBe(text);
    }
  });

  it('finds every course section of the pages (the fixture is not empty)', () => {
    const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageText>;
    for (const url of COURSE_PATHS) expect(Object.keys(before[url]!.sections).length, url).toBeGreaterThan(10);
    for (const url of COURSE_PATHS) expect(before[`${url}/syllabus`]!.sections.syllabus, url).toMatch(/Module 1/);
  });
});
