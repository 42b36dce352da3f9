// The rich-text allow-list (SPEC section 5): known XSS vectors never survive, the editor's own formatting does,
// and both write paths (REST and GraphQL) store only sanitised HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeRichTextForDisplay } from '../src/services/sanitize.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href'], img: ['src', 'alt'] };
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;
const SAFE_SRC = /^(https?:|data:image\/(?!svg)[a-z+.-]+[;,])/i;

/** Every tag in sanitised output (sanitize-html escapes `<` in text and attribute values, so each `<` opens a tag). */
function tagsOf(html: string): { name: string; attributes: Map<string, string> }[] {
  return [...html.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)].map(([, name, rest]) => {
    const attributes = new Map<string, string>();
    for (const [, attr, dq, sq, bare] of rest!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set(attr!.toLowerCase(), dq ?? sq ?? bare ?? '');
    }
    return { name: name!.toLowerCase(), attributes };
  });
}

/** The SPEC's invariants for anything the sanitiser returns. */
function expectSafe(output: string): void {
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/\bon\w+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:/i);
  expect(output).not.toMatch(/<(iframe|object|embed|svg|math|style|form|base|meta|link|template|noscript|textarea|input|button)\b/i);
  expect(output).not.toMatch(/style\s*=/i);
  expect(output).not.toMatch(/srcdoc/i);
  for (const tag of tagsOf(output)) {
    expect(ALLOWED_TAGS, `tag <${tag.name}> in ${output}`).toContain(tag.name);
    for (const [attr, value] of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], `attribute ${attr} on <${tag.name}> in ${output}`).toContain(attr);
      if (attr === 'href') expect(value, `href in ${output}`).toMatch(SAFE_HREF);
      if (attr === 'src') expect(value, `src in ${output}`).toMatch(SAFE_SRC);
    }
  }
  // Sanitising again changes nothing: the output is not a half-finished payload waiting for another parse.
  expect(sanitizeRichText(output)).toBe(output);
}

const SVG_B64 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>').toString('base64');
const HTML_B64 = Buffer.from('<script>alert(1)</script>').toString('base64');
const entities = (s: string) => [...s].map((ch) => `&#${ch.charCodeAt(0)};`).join('');

// [name, payload, exact expected output]. The expected output pins down what the sanitiser does with each one.
const XSS_VECTORS: [string, string, string][] = [
  ['plain script tag', '<script>alert(1)</script>', ''],
  ['upper-case script with external src', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', ''],
  ['script around text', '<p>hi<script>alert(document.cookie)</script></p>', '<p>hi</p>'],
  ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['double-open script', '<<script>alert(1)//<</script>', '&lt;'],
  ['img onerror', '<img src="https://x.example/a.png" onerror="alert(1)">', '<img src="https://x.example/a.png" />'],
  ['img onload unquoted', '<img src=https://x.example/a.png onload=alert(1)>', '<img src="https://x.example/a.png" />'],
  ['img with slash-separated handler', '<img src="https://x.example/a.png"/onerror="alert(1)">', '<img src="https://x.example/a.png" />'],
  ['body onload', '<body onload=alert(1)>text', 'text'],
  ['paragraph onclick', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['link onmouseover', '<a href="https://x.example" onmouseover="alert(1)">l</a>', '<a href="https://x.example">l</a>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>x</details>', 'x'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>', ''],
  ['video source onerror', '<video><source onerror=alert(1)></video>', ''],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['mixed-case JaVaScRiPt: href', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['leading whitespace and newline before javascript:', '<a href="  \n javascript:alert(1)">x</a>', '<a>x</a>'],
  ['tab entity inside javascript:', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['newline entity inside javascript:', '<a href="jav&#x0A;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['literal tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['NUL inside javascript:', '<a href="java\0script:alert(1)">x</a>', '<a>x</a>'],
  ['decimal-entity encoded javascript:', `<a href="${entities('javascript:')}alert(1)">x</a>`, '<a>x</a>'],
  ['hex-entity first letter', '<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['named &colon; entity', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['data:text/html href', `<a href="data:text/html;base64,${HTML_B64}">x</a>`, '<a>x</a>'],
  ['protocol-relative link', '<a href="//evil.com/phish">x</a>', '<a>x</a>'],
  ['backslash protocol-relative link', '<a href="\\\\evil.com">x</a>', '<a>x</a>'],
  ['javascript: img src', '<img src="javascript:alert(1)">', ''],
  ['vbscript: img src', '<img src="vbscript:msgbox(1)">', ''],
  ['protocol-relative img src', '<img src="//evil.com/a.png">', ''],
  ['data:image/svg+xml base64 img', `<img src="data:image/svg+xml;base64,${SVG_B64}">`, ''],
  ['data:image/svg+xml utf8 img', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
  ['data:text/html img', '<img src="data:text/html,<script>alert(1)</script>">', ''],
  ['svg onload', '<svg onload=alert(1)>', ''],
  ['svg/onload without space', '<svg/onload=alert(1)>', ''],
  ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ['svg style mXSS', '<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
  ['math mglyph style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>', ''],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['object data', '<object data="javascript:alert(1)"></object>', ''],
  ['object param', '<object><param name="src" value="javascript:alert(1)"></object>', ''],
  ['embed', '<embed src="javascript:alert(1)">', ''],
  ['style tag @import', '<style>@import "javascript:alert(1)";</style>', ''],
  ['style attribute expression()', '<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
  ['style attribute url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['style on an allowed link', '<a href="https://x.example" style="position:fixed;inset:0">l</a>', '<a href="https://x.example">l</a>'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">', ''],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['base href', '<base href="javascript:alert(1)//">', ''],
  ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>', ''],
  ['button formaction', '<form><button formaction="javascript:alert(1)">x</button></form>', 'x'],
  ['isindex action', '<isindex action=javascript:alert(1) type=image>', ''],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>', 'x'],
  ['template script', '<template><script>alert(1)</script></template>', ''],
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea>', ''],
  ['comment breakout', '<!--<img src="--><img src=https://x.example/a.png onerror=alert(1)//">', '<img src="https://x.example/a.png" />'],
  ['CDATA script', '<![CDATA[<script>alert(1)</script>]]>', ''],
  ['unclosed img with handler', '<img src="https://x.example/a.png" onerror="alert(1)"', ''],
  ['unclosed javascript: link', '<a href="javascript:alert(1)"', ''],
  ['script nested in an allowed link', '<a href="https://x.example">a<script>alert(1)</script></a>', '<a href="https://x.example">a</a>'],
  ['target and unknown attributes on a link', '<a href="https://x.example" target="_blank" data-x="1" title="t">l</a>', '<a href="https://x.example">l</a>'],
];

describe('sanitizeRichText: known XSS vectors', () => {
  it('has a corpus of at least 30 distinct vectors', () => {
    expect(new Set(XSS_VECTORS.map(([, payload]) => payload)).size).toBe(XSS_VECTORS.length);
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS)('%s: nothing executable survives', (_name, payload) => {
    expectSafe(sanitizeRichText(payload));
  });

  it.each(XSS_VECTORS)('%s: gives the expected output', (_name, payload, expected) => {
    expect(sanitizeRichText(payload)).toBe(expected);
  });

  it('all the vectors in one document come out safe', () => {
    const output = sanitizeRichText(XSS_VECTORS.map(([, payload]) => `<p>${payload}</p>`).join('\n'));
    expectSafe(output);
  });
});

// What the server-rendered pages show: the same allow-list, with the display tweaks of the browser's DOMPurify pass
// (e2e/portal-sanitizer.e2e.ts expects the same output from it).
describe('sanitizeRichTextForDisplay (server rendering)', () => {
  it('is as strict as the stored form on every known vector', () => {
    const output = sanitizeRichTextForDisplay(XSS_VECTORS.map(([, payload]) => `<p>${payload}</p>`).join('\n'));
    expect(output).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<style/i);
  });

  it('opens web links in a new tab and passes nothing on; keeps mail and phone links as they are', () => {
    expect(sanitizeRichTextForDisplay('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichTextForDisplay('<a href="mailto:a@b.example">mail</a>')).toBe('<a href="mailto:a@b.example">mail</a>');
    expect(sanitizeRichTextForDisplay('<a href="javascript:alert(1)" target="_self">x</a>')).toBe('<a>x</a>');
  });

  it('loads pictures lazily and drops unsafe ones', () => {
    expect(sanitizeRichTextForDisplay('<img src="https://x.example/a.png" alt="A">')).toBe('<img src="https://x.example/a.png" alt="A" loading="lazy" decoding="async" />');
    expect(sanitizeRichTextForDisplay('<p><img src=x onerror=alert(1)>x</p>')).toBe('<p>x</p>');
  });
});

// Browsers ignore case and strip whitespace (and tabs/newlines inside) URLs, so the data: check must too.
const DATA_URL_BYPASSES: [string, string][] = [
  ['upper-case DATA:image/svg+xml', `<img src="DATA:image/svg+xml;base64,${SVG_B64}">`],
  ['mixed-case Data:text/html', '<img src="Data:text/html,<script>alert(1)</script>">'],
  ['leading space before data:image/svg+xml', `<img src=" data:image/svg+xml;base64,${SVG_B64}">`],
  ['entity-encoded tab before data:image/svg+xml', `<img src="&#x09;data:image/svg+xml;base64,${SVG_B64}">`],
  ['tab inside the data: scheme', '<img src="da\tta:text/html,<script>alert(1)</script>">'],
];
describe('sanitizeRichText: disguised data: URLs', () => {
  it.each(DATA_URL_BYPASSES)('%s is dropped', (_name, payload) => {
    expect(sanitizeRichText(payload)).toBe('');
  });
});

describe('sanitizeRichText: the editor formatting survives', () => {
  const PNG_DOT =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  it.each([
    ['heading 1', '<h1>Main</h1>'],
    ['heading 2', '<h2>Title</h2>'],
    ['heading 3', '<h3>Sub</h3>'],
    ['paragraph with bold, italic and underline', '<p><strong>b</strong> <em>i</em> <u>u</u></p>'],
    ['b and i', '<p><b>bold</b> and <i>italic</i></p>'],
    ['ordered list', '<ol><li>a</li><li>b</li></ol>'],
    ['bullet list', '<ul><li>b</li></ul>'],
    ['https link', '<a href="https://x.example">l</a>'],
    ['http link with path and query', '<a href="http://x.example/path?q=1&amp;r=2">l</a>'],
    ['mailto link', '<a href="mailto:admissions@x.example">mail us</a>'],
    ['tel link', '<a href="tel:+91-20-1234-5678">call us</a>'],
    ['nested formatting in a list', '<ul><li><strong><em><u><a href="https://x.example">nested</a></u></em></strong></li></ul>'],
    // Indent levels 1 to 8 (SPEC section 9) are stored as lists nested in list items, as the editor writes them.
    ['indented list items: lists nested in items', '<ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li><li>d</li></ul>'],
    [
      'the deepest indent level, 8',
      '<ol><li>0' + '<ol><li>x'.repeat(8) + '</li></ol>'.repeat(8) + '</li></ol>',
    ],
    ['text that mentions javascript: is only text', '<p>Learn javascript: the basics</p>'],
  ])('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  // Void elements come back in the serialiser's self-closing form, otherwise unchanged.
  it.each([
    ['https image with alt', '<img src="https://x.example/a.png" alt="a">', '<img src="https://x.example/a.png" alt="a" />'],
    ['http image', '<img src="http://x.example/a.png">', '<img src="http://x.example/a.png" />'],
    ['small data:image/png image', `<img src="${PNG_DOT}" alt="dot">`, `<img src="${PNG_DOT}" alt="dot" />`],
    ['data:image/jpeg image', '<img src="data:image/jpeg;base64,/9j/4AAQSkZJRg==">', '<img src="data:image/jpeg;base64,/9j/4AAQSkZJRg==" />'],
    ['line break', '<p>a<br>b</p>', '<p>a<br />b</p>'],
    ['bare line break', '<br>', '<br />'],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
    expectSafe(sanitizeRichText(html));
  });

  it('keeps no other form of indentation: classes and styles on list items and paragraphs go', () => {
    const html = '<ul><li class="ql-indent-1 indent-1" style="margin-left:3em" data-indent="1">a</li></ul><p class="indent-2" style="padding-left:6em">b</p>';
    expect(sanitizeRichText(html)).toBe('<ul><li>a</li></ul><p>b</p>');
    expect(sanitizeRichTextForDisplay(html)).toBe('<ul><li>a</li></ul><p>b</p>');
    const nested = '<ul><li>a<ul><li>b</li></ul></li></ul>';
    expect(sanitizeRichTextForDisplay(nested)).toBe(nested);
  });

  it('keeps the text of formatting it does not allow, dropping only the tags', () => {
    expect(sanitizeRichText('<h4>Small</h4><div><span>plain</span></div>')).toBe('Smallplain');
  });

  it('drops a data: image that is not base64 raster data', () => {
    expect(sanitizeRichText('<img src="data:image/png,notbase64">')).toBe('');
  });
});

describe('stored rich text is sanitised on every write path', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor('ADMIN');
  });
  afterAll(() => t.close());

  const MALICIOUS =
    '<h2 onclick="alert(1)">Hello</h2>' +
    '<p style="color:red">Text<script>alert(document.cookie)</script>' +
    '<img src="https://cdn.example/a.png" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example" onmouseover="alert(4)">good</a></p>' +
    '<iframe srcdoc="<script>alert(5)</script>"></iframe>' +
    `<img src="data:image/svg+xml;base64,${SVG_B64}">`;
  const CLEAN =
    '<h2>Hello</h2><p>Text<img src="https://cdn.example/a.png" /><a>bad</a> <a href="https://ok.example">good</a></p>';

  const job = {
    title: 'Sanitiser check',
    companyname: 'Acme',
    companylogo: 'https://cdn.example.com/acme.png',
    location: 'Pune',
    salary: '500000',
  };
  const story = { title: 'A placed learner', storyImage: 'https://cdn.example.com/s.png' };

  it('the expected clean form is what the sanitiser gives', () => {
    expect(sanitizeRichText(MALICIOUS)).toBe(CLEAN);
    expectSafe(CLEAN);
  });

  it('REST create-job-post stores sanitised content', async () => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...job, content: MALICIOUS } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.job.content).toBe(CLEAN);
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: body.job._id } });
    expect(row.content).toBe(CLEAN);
  });

  it('REST create-job-post sanitises the legacy "description" name too', async () => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...job, description: MALICIOUS } });
    expect(res.status).toBe(201);
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: (await res.json()).job._id } });
    expect(row.content).toBe(CLEAN);
  });

  it('GraphQL createJobPost stores sanitised content', async () => {
    const res = await t.gql<{ createJobPost: { id: string; content: string } }>(
      'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id content } }',
      { input: { ...job, content: MALICIOUS } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createJobPost.content).toBe(CLEAN);
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: res.data!.createJobPost.id } });
    expect(row.content).toBe(CLEAN);
  });

  it('REST update-job-post and GraphQL updateJobPost store sanitised content', async () => {
    const created = await t.db.prisma.jobPost.create({ data: { ...job, content: '<p>safe</p>' } });
    const rest = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: created.id, content: `${MALICIOUS}<p>rest</p>` } });
    expect(rest.status).toBe(200);
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: created.id } })).content).toBe(`${CLEAN}<p>rest</p>`);

    const gql = await t.gql('mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id } }', { id: created.id, input: { content: `${MALICIOUS}<p>gql</p>` } }, admin);
    expect(gql.errors).toBeUndefined();
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: created.id } })).content).toBe(`${CLEAN}<p>gql</p>`);
  });

  it('GraphQL createStory stores sanitised storyContent', async () => {
    const res = await t.gql<{ createStory: { id: string; storyContent: string } }>(
      'mutation ($input: StoryInput!) { createStory(input: $input) { id storyContent } }',
      { input: { ...story, storyContent: MALICIOUS } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createStory.storyContent).toBe(CLEAN);
    const row = await t.db.prisma.story.findUniqueOrThrow({ where: { id: res.data!.createStory.id } });
    expect(row.storyContent).toBe(CLEAN);
  });

  it('REST create-story stores sanitised storyContent', async () => {
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...story, title: 'Another learner', storyContent: MALICIOUS } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.story.storyContent).toBe(CLEAN);
    const row = await t.db.prisma.story.findUniqueOrThrow({ where: { id: body.story.storyId } });
    expect(row.storyContent).toBe(CLEAN);
  });

  it('REST update-story and GraphQL updateStory store sanitised storyContent', async () => {
    const created = await t.db.prisma.story.create({ data: { ...story, slug: 'sanitise-update', storyContent: '<p>safe</p>' } });
    const rest = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: admin, json: { storyId: created.id, storyContent: `${MALICIOUS}<p>rest</p>` } });
    expect(rest.status).toBe(200);
    expect((await t.db.prisma.story.findUniqueOrThrow({ where: { id: created.id } })).storyContent).toBe(`${CLEAN}<p>rest</p>`);

    const gql = await t.gql('mutation ($id: ID!, $input: StoryUpdateInput!) { updateStory(id: $id, input: $input) { id } }', { id: created.id, input: { storyContent: `${MALICIOUS}<p>gql</p>` } }, admin);
    expect(gql.errors).toBeUndefined();
    expect((await t.db.prisma.story.findUniqueOrThrow({ where: { id: created.id } })).storyContent).toBe(`${CLEAN}<p>gql</p>`);
  });

  it('no stored row holds an unsafe fragment after all the writes above', async () => {
    const jobs = await t.db.prisma.jobPost.findMany({ select: { content: true } });
    const stories = await t.db.prisma.story.findMany({ select: { storyContent: true } });
    expect(jobs.length + stories.length).toBeGreaterThanOrEqual(7);
    for (const html of [...jobs.map((j) => j.content), ...stories.map((s) => s.storyContent)]) expectSafe(html);
  });
});
