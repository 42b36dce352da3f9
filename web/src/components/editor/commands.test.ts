import { createEditor, Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { canIndent, clearFormatting, indent, insertImage, insertLink, isBlockActive, isMarkActive, linkText, toggleBlock, toggleMark, withRichText } from './commands';
import { GOOGLE_DOCS_HTML, WORD_HTML } from './clipboard.fixtures';
import { deserializeHtml, serializeHtml } from './html';

function editorWith(html: string) {
  const editor = withRichText(createEditor());
  editor.children = deserializeHtml(html);
  Editor.normalize(editor, { force: true });
  return editor;
}
const html = (editor: Editor) => serializeHtml(editor.children);
/** Selects the first occurrence of `text` in the document. */
function selectText(editor: Editor, text: string) {
  for (const [node, path] of Editor.nodes(editor, { at: [], match: (n) => 'text' in n })) {
    const offset = (node as { text: string }).text.indexOf(text);
    if (offset >= 0) {
      Transforms.select(editor, { anchor: { path, offset }, focus: { path, offset: offset + text.length } });
      return;
    }
  }
  throw new Error(`"${text}" not found`);
}

describe('editor commands', () => {
  it('toggles marks on the selection', () => {
    const editor = editorWith('<p>make this bold</p>');
    selectText(editor, 'this');
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    toggleMark(editor, 'underline');
    expect(html(editor)).toBe('<p>make <strong><u>this</u></strong> bold</p>');
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p>make <u>this</u> bold</p>');
  });

  it('turns blocks into headings and lists and back', () => {
    const editor = editorWith('<p>Title</p><p>one</p><p>two</p>');
    selectText(editor, 'Title');
    toggleBlock(editor, 'heading-two');
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    Transforms.select(editor, { anchor: Editor.start(editor, [1]), focus: Editor.end(editor, [2]) });
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<h2>Title</h2><ol><li>one</li><li>two</li></ol>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<h2>Title</h2><ul><li>one</li><li>two</li></ul>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<h2>Title</h2><p>one</p><p>two</p>');
  });

  it('links the selected text to a safe URL and refuses anything else', () => {
    const editor = editorWith('<p>apply here today</p>');
    selectText(editor, 'here');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', '/local', '']) {
      expect(insertLink(editor, url), url).toBe(false);
    }
    expect(html(editor)).toBe('<p>apply here today</p>');
    expect(insertLink(editor, 'https://jobs.example/apply')).toBe(true);
    expect(html(editor)).toBe('<p>apply <a href="https://jobs.example/apply">here</a> today</p>');
  });

  it('inserts the URL as the link text where nothing is selected, without the mailto: or tel: scheme', () => {
    const editor = editorWith('<p>Mail</p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(': ');
    expect(insertLink(editor, 'mailto:hr@example.com')).toBe(true);
    expect(html(editor)).toBe('<p>Mail: <a href="mailto:hr@example.com">hr@example.com</a></p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(' or ');
    expect(insertLink(editor, 'tel:+91-1800-123-456')).toBe(true);
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(' or ');
    expect(insertLink(editor, 'https://jobs.example/apply')).toBe(true);
    expect(html(editor)).toBe(
      '<p>Mail: <a href="mailto:hr@example.com">hr@example.com</a> or <a href="tel:+91-1800-123-456">+91-1800-123-456</a> or <a href="https://jobs.example/apply">https://jobs.example/apply</a></p>',
    );
  });

  it('shows the address of a mailto: link without its query, decoded', () => {
    expect(linkText('mailto:hr%40example.com?subject=Job')).toBe('hr@example.com');
    expect(linkText('MAILTO:a@b.example')).toBe('a@b.example');
    expect(linkText('tel:%2B911800')).toBe('+911800');
    expect(linkText('mailto:?subject=x')).toBe('mailto:?subject=x'); // no address to show: the URL stays
    expect(linkText('mailto:100%')).toBe('100%');
  });

  it('inserts images with safe sources only', () => {
    const editor = editorWith('<p>text</p>');
    Transforms.select(editor, Editor.end(editor, []));
    expect(insertImage(editor, 'javascript:alert(1)')).toBe(false);
    expect(insertImage(editor, 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(insertImage(editor, '/uploads/abc.png', 'Team photo')).toBe(true);
    expect(html(editor)).toBe('<p>text</p><img src="/uploads/abc.png" alt="Team photo">');
  });

  it('clears formatting: marks, links, headings and lists', () => {
    const editor = editorWith('<h1><strong>Big</strong></h1><ul><li><a href="https://x.example"><em>link</em></a></li></ul><img src="https://x.example/a.png" alt="">');
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    clearFormatting(editor);
    expect(html(editor)).toBe('<p>Big</p><p>link</p><img src="https://x.example/a.png" alt="">');
  });

  it('leaves a list on Enter in an empty item and continues a heading with a paragraph', () => {
    const editor = editorWith('<ul><li>one</li></ul>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('after');
    expect(html(editor)).toBe('<ul><li>one</li></ul><p>after</p>');

    const heading = editorWith('<h1>Title</h1>');
    Transforms.select(heading, Editor.end(heading, []));
    heading.insertBreak();
    heading.insertText('body');
    expect(html(heading)).toBe('<h1>Title</h1><p>body</p>');
  });

  it('writes Shift+Enter as a line break', () => {
    const editor = editorWith('<p>one</p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertSoftBreak();
    editor.insertText('two');
    expect(html(editor)).toBe('<p>one<br>two</p>');
  });

  describe('indent levels', () => {
    const list = '<ul><li>one</li><li>two</li><li>three</li></ul>';
    const selectItems = (editor: Editor, first: string, last = first) => {
      selectText(editor, last);
      const focus = editor.selection!.focus;
      selectText(editor, first);
      Transforms.select(editor, { anchor: editor.selection!.anchor, focus });
    };

    it('indents a list item under the one before it, and outdents it back', () => {
      const editor = editorWith(list);
      selectText(editor, 'two');
      expect(indent(editor, 1)).toBe(true);
      expect(html(editor)).toBe('<ul><li>one<ul><li>two</li></ul></li><li>three</li></ul>');
      selectText(editor, 'three');
      expect(indent(editor, 1)).toBe(true);
      expect(indent(editor, 1)).toBe(true);
      expect(html(editor)).toBe('<ul><li>one<ul><li>two<ul><li>three</li></ul></li></ul></li></ul>');
      expect(indent(editor, 1)).toBe(false); // no deeper than one below the item before it
      expect(indent(editor, -1)).toBe(true);
      expect(indent(editor, -1)).toBe(true);
      expect(indent(editor, -1)).toBe(false); // already at the list's own level
      expect(html(editor)).toBe('<ul><li>one<ul><li>two</li></ul></li><li>three</li></ul>');
    });

    it('never indents the first item, nor anything outside a list', () => {
      const editor = editorWith(`<p>text</p>${list}`);
      selectText(editor, 'one');
      expect(canIndent(editor, 1)).toBe(false);
      expect(indent(editor, 1)).toBe(false);
      selectText(editor, 'text');
      expect(canIndent(editor, 1)).toBe(false);
      expect(canIndent(editor, -1)).toBe(false);
      expect(html(editor)).toBe(`<p>text</p>${list}`);
    });

    it('goes from level 1 to level 8 and no further', () => {
      const items = Array.from({ length: 10 }, (_, i) => `<li>i${i}</li>`).join('');
      const editor = editorWith(`<ol>${items}</ol>`);
      for (let i = 1; i < 10; i++) {
        selectText(editor, `i${i}`);
        while (indent(editor, 1));
      }
      const levels = (editor.children[0] as { children: { indent?: number }[] }).children.map((item) => item.indent ?? 0);
      expect(levels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8]);
      expect(canIndent(editor, 1)).toBe(false);
      expect(serializeHtml(deserializeHtml(html(editor)))).toBe(html(editor));
    });

    it('moves the items nested under an item with it, and every selected item', () => {
      const editor = editorWith('<ul><li>a</li><li>b<ul><li>b1</li></ul></li><li>c</li></ul>');
      selectText(editor, 'b');
      expect(indent(editor, 1)).toBe(true);
      expect(html(editor)).toBe('<ul><li>a<ul><li>b<ul><li>b1</li></ul></li></ul></li><li>c</li></ul>');
      selectItems(editor, 'b', 'c');
      expect(indent(editor, -1)).toBe(false); // c is at the list's own level
      selectText(editor, 'b');
      expect(indent(editor, -1)).toBe(true);
      expect(html(editor)).toBe('<ul><li>a</li><li>b<ul><li>b1</li></ul></li><li>c</li></ul>');
      selectItems(editor, 'b', 'c');
      expect(indent(editor, 1)).toBe(true);
      expect(html(editor)).toBe('<ul><li>a<ul><li>b<ul><li>b1</li></ul></li><li>c</li></ul></li></ul>');
    });

    it('keeps the level of a new item made with Enter, outdents an empty indented item on Enter, and keeps levels when the list changes type', () => {
      const editor = editorWith('<ul><li>one<ul><li>two</li></ul></li></ul>');
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertBreak();
      editor.insertText('three');
      expect(html(editor)).toBe('<ul><li>one<ul><li>two</li><li>three</li></ul></li></ul>');
      editor.insertBreak();
      editor.insertBreak(); // the empty item goes up a level instead of leaving the list
      editor.insertText('four');
      expect(html(editor)).toBe('<ul><li>one<ul><li>two</li><li>three</li></ul></li><li>four</li></ul>');
      Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
      toggleBlock(editor, 'numbered-list');
      expect(html(editor)).toBe('<ol><li>one<ol><li>two</li><li>three</li></ol></li><li>four</li></ol>');
    });

    it('drops the level of an item that leaves the list, and keeps the levels left valid', () => {
      const editor = editorWith('<ul><li>one<ul><li>two<ul><li>three</li></ul></li></ul></li></ul>');
      selectText(editor, 'two');
      toggleBlock(editor, 'bulleted-list');
      expect(editor.children[1]).toEqual({ type: 'paragraph', children: [{ text: 'two' }] });
      // "three" now starts a list of its own: at that list's level, in the document as the editor shows it too.
      expect(html(editor)).toBe('<ul><li>one</li></ul><p>two</p><ul><li>three</li></ul>');
      expect(editor.children[2]).toEqual({ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'three' }] }] });
      const cleared = editorWith('<ul><li>one<ul><li>two</li></ul></li></ul>');
      Transforms.select(cleared, { anchor: Editor.start(cleared, []), focus: Editor.end(cleared, []) });
      clearFormatting(cleared);
      expect(cleared.children).toEqual([
        { type: 'paragraph', children: [{ text: 'one' }] },
        { type: 'paragraph', children: [{ text: 'two' }] },
      ]);
    });
  });

  it('pastes Google Docs and Word HTML with its marks and nested lists', () => {
    const paste = (clipboard: string) => {
      const editor = editorWith('<p></p>');
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertData({ types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? clipboard : 'plain') } as unknown as DataTransfer);
      return html(editor);
    };
    const gdocs = paste(GOOGLE_DOCS_HTML);
    expect(gdocs).toContain('<p>We are hiring a <strong>Data Analyst</strong> in <em>Pune</em>, <u>full time</u>');
    expect(gdocs).toContain('<ul><li>SQL<ul><li>Window functions<ul><li>Over <strong>partitions</strong></li></ul></li><li>Joins</li></ul></li><li><strong>Python</strong></li></ul>');
    const word = paste(WORD_HTML);
    expect(word).toContain('<ul><li>SQL<ul><li>Window functions</li></ul></li><li><strong>Python</strong></li></ul><p>Steps:</p><ol><li>Apply</li><li>Interview</li></ol>');
    expect(word).not.toMatch(/·|\u00a0|&nbsp;/);
  });
});
