import { createEditor, Editor } from 'slate';
import { describe, expect, it } from 'vitest';
import { withRichText } from './commands';
import { GOOGLE_DOCS_HTML, WORD_HTML } from './clipboard.fixtures';
import { deserializeHtml, emptyDocument, serializeHtml } from './html';
import type { RichTextDocument } from './types';

/** What Slate itself would make of a document: the round trip must not depend on the editor fixing it up. */
function normalisedBySlate(doc: RichTextDocument): RichTextDocument {
  const editor = withRichText(createEditor());
  editor.children = structuredClone(doc);
  Editor.normalize(editor, { force: true });
  return editor.children;
}

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

describe('round trip of every supported format', () => {
  const cases: Record<string, string> = {
    paragraph: '<p>Plain text</p>',
    'several paragraphs': '<p>One</p><p>Two</p><p>Three</p>',
    'heading 1': '<h1>Title</h1>',
    'heading 2': '<h2>Section</h2>',
    'heading 3': '<h3>Subsection</h3>',
    bold: '<p>Some <strong>bold</strong> text</p>',
    italic: '<p>Some <em>italic</em> text</p>',
    underline: '<p>Some <u>underlined</u> text</p>',
    'bold italic underline together': '<p><strong><em><u>all three</u></em></strong></p>',
    'marks side by side': '<p><strong>bold</strong><strong><em>bold italic</em></strong><em>italic</em></p>',
    'http link': '<p>See <a href="https://example.com/jobs?a=1&amp;b=2">our jobs</a>.</p>',
    'mailto link': '<p><a href="mailto:hr@example.com">Write to us</a></p>',
    'tel link': '<p><a href="tel:+911800123456">Call us</a></p>',
    'link with formatted text': '<p><a href="https://example.com"><strong>bold</strong> link</a></p>',
    'two links in a row': '<p><a href="https://a.example">A</a><a href="https://b.example">B</a></p>',
    'bulleted list': '<ul><li>One</li><li><strong>Two</strong></li><li>Three</li></ul>',
    'numbered list': '<ol><li>First</li><li>Second</li></ol>',
    'indented list items (nested lists)': '<ul><li>One<ul><li>One.one<ul><li>One.one.one</li></ul></li><li>One.two</li></ul></li><li>Two</li></ul>',
    'indented numbered items': '<ol><li>First<ol><li>a</li><li>b</li></ol></li><li>Second</li></ol>',
    'every indent level, 1 to 8':
      '<ul><li>0<ul><li>1<ul><li>2<ul><li>3<ul><li>4<ul><li>5<ul><li>6<ul><li>7<ul><li>8</li></ul></li></ul></li></ul></li></ul></li></ul></li></ul></li></ul></li></ul></li></ul>',
    'image by URL': '<img src="https://cdn.example.com/logo.png" alt="Company logo">',
    'uploaded image': '<p>Before</p><img src="/uploads/abc123.png" alt=""><p>After</p>',
    'data image': '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    'line break': '<p>Line one<br>Line two</p>',
    'escaped characters': '<p>5 &lt; 6 &amp;&amp; "quotes" &gt; 4</p>',
    'repeated spaces': '<p>a &nbsp;b</p>',
    'non-Latin text': '<p>पुणे — ಬೆಂಗಳೂರು — 東京 ✓</p>',
    'empty paragraph between': '<p>a</p><p></p><p>b</p>',
    everything:
      '<h1>Data Analyst</h1><p>Join <strong>Acme</strong> in <em>Pune</em>. <a href="https://acme.example/apply">Apply here</a>.</p>' +
      '<h2>You will</h2><ul><li>Build <u>dashboards</u></li><li>Write SQL</li></ul><h3>Steps</h3><ol><li>Apply</li><li>Interview</li></ol>' +
      '<img src="https://acme.example/office.jpg" alt="Office"><p>Questions? <a href="mailto:jobs@acme.example">Mail us</a> or <a href="tel:+912000000000">call</a>.</p>',
  };
  for (const [name, html] of Object.entries(cases)) {
    it(`keeps ${name} unchanged`, () => {
      expect(roundTrip(html)).toBe(html);
      // Slate's own normalisation (as the editor applies it on load) changes nothing that is written.
      expect(serializeHtml(normalisedBySlate(deserializeHtml(html)))).toBe(html);
    });
  }

  it('reads what it writes a second time the same way', () => {
    const html = Object.values(cases).join('');
    expect(roundTrip(roundTrip(html))).toBe(roundTrip(html));
  });
});

describe('reading HTML', () => {
  it('gives an empty paragraph for empty input, and writes an empty document as the empty string', () => {
    expect(deserializeHtml('')).toEqual(emptyDocument());
    expect(deserializeHtml('   \n ')).toEqual(emptyDocument());
    expect(serializeHtml(emptyDocument())).toBe('');
    expect(serializeHtml([])).toBe('');
    expect(serializeHtml([{ type: 'paragraph', children: [{ text: '' }] }, { type: 'paragraph', children: [{ text: '' }] }])).toBe('');
  });

  it('reads the document model', () => {
    expect(deserializeHtml('<h2>Hi</h2><p>a <b>b</b> <a href="https://x.example">c</a></p><ol><li>one</li></ol>')).toEqual([
      { type: 'heading-two', children: [{ text: 'Hi' }] },
      {
        type: 'paragraph',
        children: [{ text: 'a ' }, { text: 'b', bold: true }, { text: ' ' }, { type: 'link', url: 'https://x.example', children: [{ text: 'c' }] }, { text: '' }],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] },
    ]);
  });

  it('writes <b> and <i> as <strong> and <em>', () => {
    expect(roundTrip('<p><b>x</b> <i>y</i></p>')).toBe('<p><strong>x</strong> <em>y</em></p>');
  });

  it('wraps loose text in paragraphs and ignores source formatting whitespace', () => {
    expect(roundTrip('Hello <b>world</b>')).toBe('<p>Hello <strong>world</strong></p>');
    expect(roundTrip('<ul>\n  <li>\n    One\n  </li>\n  <li>Two</li>\n</ul>\n<p>\n  After\n  the list\n</p>')).toBe(
      '<ul><li>One</li><li>Two</li></ul><p>After the list</p>',
    );
  });

  it('keeps only what the editor can express', () => {
    expect(roundTrip('<div><h4>Small</h4><span style="color:red">red</span></div><blockquote>q</blockquote>')).toBe('<p>Small</p><p>red</p><p>q</p>');
    expect(roundTrip('<p>ok<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>ok</p>');
    expect(roundTrip('<p>before<img src="https://x.example/i.png" alt="i">after</p>')).toBe(
      '<p>before</p><img src="https://x.example/i.png" alt="i"><p>after</p>',
    );
  });

  it('reads nested lists as indent levels of the outer list', () => {
    expect(deserializeHtml('<ul><li>a<ol><li>b<ul><li>c</li></ul></li></ol></li><li>d</li></ul>')).toEqual([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'a' }] },
          { type: 'list-item', indent: 1, children: [{ text: 'b' }] },
          { type: 'list-item', indent: 2, children: [{ text: 'c' }] },
          { type: 'list-item', children: [{ text: 'd' }] },
        ],
      },
    ]);
    // A list nested straight inside a list (as Google Docs writes it) is nested in the item before it.
    expect(roundTrip('<ol><li>a</li><ol><li>b</li></ol><li>c</li></ol>')).toBe('<ol><li>a<ol><li>b</li></ol></li><li>c</li></ol>');
    // A nested list's own type gives way to the outer list's: the editor's lists have one type at every level.
    expect(roundTrip('<ol><li>a<ul><li>b</li></ul></li></ol>')).toBe('<ol><li>a<ol><li>b</li></ol></li></ol>');
  });

  it('keeps indent levels to what lists can nest: 1 to 8, one deeper at a time, never the first item', () => {
    const deep = (levels: number) => '<ul><li>x'.repeat(levels) + '</li></ul>'.repeat(levels);
    const levels = (html: string) =>
      (deserializeHtml(html)[0] as { children: { indent?: number }[] }).children.map((item) => item.indent ?? 0);
    expect(levels(deep(12))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8]);
    expect(levels('<ul><li><ul><li><ul><li>deep first</li></ul></li></ul></li><li>b</li></ul>')).toEqual([0, 0]);
    expect(levels('<ul><li><ul><li>x</li><li><ul><li>y</li></ul></li></ul></li></ul>')).toEqual([0, 1]);
    expect(
      serializeHtml([
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', indent: 2, children: [{ text: 'a' }] },
            { type: 'list-item', indent: 3, children: [{ text: 'b' }] },
            { type: 'list-item', indent: 9, children: [{ text: 'c' }] },
          ],
        },
      ]),
    ).toBe('<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>');
  });

  it('drops the target of unsafe links but keeps their text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example', '/relative', 'ftp://x.example']) {
      expect(roundTrip(`<p><a href="${href}">click</a></p>`), href).toBe('<p>click</p>');
    }
  });

  it('drops images with unsafe sources', () => {
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,eA==', '//evil.example/x.png', '/etc/passwd', 'file:///x.png']) {
      expect(roundTrip(`<p>a</p><img src="${src}" alt="x">`), src).toBe('<p>a</p>');
    }
  });

  it('escapes text and attributes when writing', () => {
    const html = serializeHtml([
      {
        type: 'paragraph',
        children: [{ text: '<script>&' }, { type: 'link', url: 'https://x.example/?q="a"&b=<c>', children: [{ text: 'l' }] }, { text: '' }],
      },
      { type: 'image', url: 'https://x.example/a.png', alt: '" onerror="alert(1)', children: [{ text: '' }] },
    ]);
    expect(html).toBe(
      '<p>&lt;script&gt;&amp;<a href="https://x.example/?q=&quot;a&quot;&amp;b=&lt;c&gt;">l</a></p><img src="https://x.example/a.png" alt="&quot; onerror=&quot;alert(1)">',
    );
    expect(roundTrip(html)).toBe(html);
  });

  it('reads what the server stores after sanitising (self-closing images, escaped quotes)', () => {
    expect(roundTrip('<p>&quot;hi&quot;</p><img src="/uploads/a.png" alt="" />')).toBe('<p>"hi"</p><img src="/uploads/a.png" alt="">');
  });
});

describe('pasting from Google Docs', () => {
  it('keeps the real bold, italic and underline, not the bold wrapper around everything', () => {
    expect(roundTrip(GOOGLE_DOCS_HTML)).toBe(
      '<h2>Role overview</h2>' +
        '<p>We are hiring a <strong>Data Analyst</strong> in <em>Pune</em>, <u>full time</u> (<strong><em><u>all three</u></em></strong>).</p>' +
        '<p></p>' +
        '<ul><li>SQL<ul><li>Window functions<ul><li>Over <strong>partitions</strong></li></ul></li><li>Joins</li></ul></li><li><strong>Python</strong></li></ul>' +
        '<p></p>' +
        '<ol><li>Apply</li><li>Interview</li></ol>',
    );
  });

  it('reads font-weight, font-style and text-decoration on any element', () => {
    expect(roundTrip('<p><span style="font-weight: bold">a</span><span style="font-weight:600">b</span><span style="FONT-STYLE: italic">c</span><span style="text-decoration: underline dotted">d</span></p>')).toBe(
      '<p><strong>ab</strong><em>c</em><u>d</u></p>',
    );
    // Normal weight inside <b>/<strong> (Google Docs' wrapper) is not bold; Word's mso-bidi-font-weight is no weight.
    expect(roundTrip('<p><strong style="font-weight:400">a</strong><b style="font-weight:normal"><i style="font-style:normal">b</i></b><b style="mso-bidi-font-weight:normal">c</b></p>')).toBe(
      '<p>ab<strong>c</strong></p>',
    );
    // Google Docs underlines every link with a style: that is the link's look, not an underline (a <u> still is).
    expect(roundTrip('<p><a href="https://x.example" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline;">site</span></a></p>')).toBe(
      '<p><a href="https://x.example">site</a></p>',
    );
    expect(roundTrip('<p><a href="https://x.example"><u>site</u></a></p>')).toBe('<p><a href="https://x.example"><u>site</u></a></p>');
    // An inner span can make text bold again, or take the bold of an outer one away.
    expect(roundTrip('<p style="font-weight:700">x<span style="font-weight:400">y</span></p>')).toBe('<p><strong>x</strong>y</p>');
  });
});

describe('pasting from Word', () => {
  it("reads Word's list paragraphs as list items, with their levels and without the drawn markers", () => {
    expect(roundTrip(WORD_HTML)).toBe(
      '<p>Requirements for the <strong>Data Analyst</strong> role in <em>Pune</em>, <u>full time</u>:</p>' +
        '<ul><li>SQL<ul><li>Window functions</li></ul></li><li><strong>Python</strong></li></ul>' +
        '<p>Steps:</p>' +
        '<ol><li>Apply</li><li>Interview</li></ol>',
    );
  });

  it('reads markers however the browser gives them: conditional comments, or only the mso-list:Ignore span', () => {
    const item = (list: string, marker: string, text: string) =>
      `<p class=MsoListParagraph style='mso-list:${list}'><!--[if !supportLists]--><span>${marker}&nbsp;&nbsp;</span><!--[endif]-->${text}</p>`;
    expect(roundTrip(item('l0 level1 lfo1', 'a)', 'one') + item('l0 level1 lfo1', 'b)', 'two'))).toBe('<ol><li>one</li><li>two</li></ol>');
    expect(roundTrip(`<p style="mso-list:l2 level1 lfo3"><span style="mso-list:Ignore">§&nbsp;</span>only item</p>`)).toBe('<ul><li>only item</li></ul>');
    // Two different Word lists side by side stay two lists.
    expect(roundTrip(item('l0 level1 lfo1', '·', 'bullet') + '\n' + item('l1 level1 lfo2', '1.', 'number'))).toBe('<ul><li>bullet</li></ul><ol><li>number</li></ol>');
  });
});
