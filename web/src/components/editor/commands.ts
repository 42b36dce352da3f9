// What the toolbar and the keyboard shortcuts do to the document, and the plugin that teaches Slate the editor's
// inline (link) and void (image) elements and how to paste HTML.
import { Editor, Element as SlateElement, Node, Range, Transforms, type Location } from 'slate';
import { deserializeHtml } from './html';
import type { HeadingType, ImageElement, LinkElement, ListType, MarkFormat, RichTextElement } from './types';
import { isSafeImageSrc, isSafeLinkUrl } from './urls';

export type BlockFormat = 'paragraph' | HeadingType | ListType;

const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

const isElementOfType = (node: Node, type: RichTextElement['type']): boolean => SlateElement.isElement(node) && node.type === type;

export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true;
}

export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format);
  else Editor.addMark(editor, format, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && n.type === format,
  });
  return !!match;
}

/** Headings and lists toggle: applying the active one again turns the blocks back into paragraphs. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const isList = LIST_TYPES.includes(format);
  const active = isBlockActive(editor, format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, {
      match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && LIST_TYPES.includes(n.type),
      split: true,
    });
    const type = active ? 'paragraph' : isList ? 'list-item' : format;
    Transforms.setNodes<RichTextElement>(
      editor,
      { type } as Partial<RichTextElement>,
      { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && n.type !== 'image' && !LIST_TYPES.includes(n.type) },
    );
    if (!active && isList) {
      Transforms.wrapNodes(editor, { type: format, children: [] } as RichTextElement, {
        match: (n) => isElementOfType(n, 'list-item'),
      });
    }
  });
}

export function activeLink(editor: Editor): LinkElement | null {
  const [match] = Editor.nodes(editor, { match: (n) => isElementOfType(n, 'link') });
  return match ? (match[0] as LinkElement) : null;
}

export function unwrapLink(editor: Editor, at?: Location): void {
  Transforms.unwrapNodes(editor, { at, match: (n) => isElementOfType(n, 'link') });
}

/**
 * Links the selected text to `url` (or inserts the URL as linked text where nothing is selected). An unsafe URL
 * is refused: returns false and changes nothing.
 */
export function insertLink(editor: Editor, url: string, at: Range | null = editor.selection): boolean {
  if (!isSafeLinkUrl(url)) return false;
  if (at) Transforms.select(editor, at);
  const { selection } = editor;
  if (!selection) return false;
  Editor.withoutNormalizing(editor, () => {
    if (activeLink(editor)) unwrapLink(editor);
    const link: LinkElement = { type: 'link', url, children: [] };
    if (Range.isCollapsed(selection)) {
      Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
    } else {
      Transforms.wrapNodes(editor, link, { split: true });
      Transforms.collapse(editor, { edge: 'end' });
    }
  });
  return true;
}

/** Inserts an image block after the current block. An unsafe source is refused: returns false. */
export function insertImage(editor: Editor, url: string, alt = '', at: Range | null = editor.selection): boolean {
  if (!isSafeImageSrc(url)) return false;
  if (at) Transforms.select(editor, at);
  const image: ImageElement = { type: 'image', url, alt, children: [{ text: '' }] };
  Editor.withoutNormalizing(editor, () => {
    Transforms.insertNodes(editor, image);
    // Leave somewhere to keep typing after the image.
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] });
  });
  return true;
}

/** "Clean": removes marks and links, and turns headings and lists back into paragraphs. Images stay. */
export function clearFormatting(editor: Editor): void {
  if (!editor.selection) return;
  Editor.withoutNormalizing(editor, () => {
    for (const format of ['bold', 'italic', 'underline'] as const) Editor.removeMark(editor, format);
    Transforms.unsetNodes(editor, ['bold', 'italic', 'underline'], { match: (n) => !SlateElement.isElement(n) && !Editor.isEditor(n), split: true });
    unwrapLink(editor);
    Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && LIST_TYPES.includes(n.type), split: true });
    Transforms.setNodes<RichTextElement>(
      editor,
      { type: 'paragraph' } as Partial<RichTextElement>,
      { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && n.type !== 'image' },
    );
  });
}

/** Teaches Slate the editor's element kinds, keeps the document in shape, and reads pasted HTML. */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, normalizeNode, insertData, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (SlateElement.isElement(node)) {
      // A list holds only list items; a list item outside a list becomes a paragraph.
      if (LIST_TYPES.includes(node.type)) {
        for (const [child, childPath] of Node.children(editor, path)) {
          if (SlateElement.isElement(child) && child.type !== 'list-item') {
            Transforms.setNodes<RichTextElement>(editor, { type: 'list-item' } as Partial<RichTextElement>, { at: childPath });
            return;
          }
        }
        if (node.children.length === 0) {
          Transforms.removeNodes(editor, { at: path });
          return;
        }
      }
      if (node.type === 'list-item' && path.length > 0) {
        const parent = Node.parent(editor, path);
        if (!SlateElement.isElement(parent) || !LIST_TYPES.includes(parent.type)) {
          Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' } as Partial<RichTextElement>, { at: path });
          return;
        }
      }
      if (node.type === 'link' && !isSafeLinkUrl(node.url)) {
        Transforms.unwrapNodes(editor, { at: path });
        return;
      }
      if (node.type === 'image' && !isSafeImageSrc(node.url)) {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
    }
    // The document always ends with a text block, so there is a place to type after a trailing image.
    if (Editor.isEditor(node)) {
      const last = node.children.at(-1);
      if (!last || (SlateElement.isElement(last) && last.type === 'image')) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [node.children.length] });
        return;
      }
    }
    normalizeNode(entry);
  };

  editor.insertBreak = () => {
    const { selection } = editor;
    const block = Editor.above(editor, { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) });
    if (selection && Range.isCollapsed(selection) && block) {
      const [node, path] = block;
      // Enter in an empty list item leaves the list, as in every word processor.
      if (SlateElement.isElement(node) && node.type === 'list-item' && Node.string(node) === '') {
        const list = Node.parent(editor, path);
        toggleBlock(editor, SlateElement.isElement(list) && list.type === 'numbered-list' ? 'numbered-list' : 'bulleted-list');
        return;
      }
      // Enter at the end of a heading continues with a paragraph.
      if (SlateElement.isElement(node) && node.type.startsWith('heading-') && Editor.isEnd(editor, selection.anchor, path)) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] });
        return;
      }
    }
    insertBreak();
  };

  // Shift+Enter: a line break inside the block (written as <br>).
  editor.insertSoftBreak = () => editor.insertText('\n');

  // Pasted HTML goes through the same reader as stored HTML: only the supported formats survive.
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, deserializeHtml(html));
      return;
    }
    insertData(data);
  };

  return editor;
}
