import { createEditor, Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { clearFormatting, insertImage, insertLink, isBlockActive, isMarkActive, toggleBlock, toggleMark, withRichText } from './commands';
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

  it('inserts the URL as the link text where nothing is selected', () => {
    const editor = editorWith('<p>Mail</p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(': ');
    expect(insertLink(editor, 'mailto:hr@example.com')).toBe(true);
    expect(html(editor)).toBe('<p>Mail: <a href="mailto:hr@example.com">mailto:hr@example.com</a></p>');
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
});
