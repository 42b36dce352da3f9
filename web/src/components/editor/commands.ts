// What the toolbar and the keyboard shortcuts do to the document, and the plugin that teaches Slate the editor's
// inline (link) and void (image) elements and how to paste HTML.
import { Editor, Element as SlateElement, Node, Path, Range, Transforms, type Location } from 'slate';
import { deserializeHtml, normaliseIndents } from './html';
import { MAX_INDENT, type HeadingType, type ImageElement, type LinkElement, type ListElement, type ListType, type MarkFormat, type RichTextElement } from './types';
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

/** The text a link inserted with nothing selected shows: the address or number of a mailto: or tel: link, not its scheme. */
export function linkText(url: string): string {
  const match = /^\s*(mailto|tel):([^?#]*)/i.exec(url);
  if (!match) return url;
  let text = match[2]!;
  try {
    text = decodeURIComponent(text);
  } catch {
    // a stray % is shown as it is
  }
  text = text.trim();
  return text === '' ? url : text;
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
      Transforms.insertNodes(editor, { ...link, children: [{ text: linkText(url) }] });
    } else {
      Transforms.wrapNodes(editor, link, { split: true });
      Transforms.collapse(editor, { edge: 'end' });
    }
  });
  return true;
}

/**
 * The list items an indent (+1) or outdent (-1) moves, or null when it cannot: the selected items of the first list
 * the selection touches, with the items nested under the last of them (they move along, keeping their places). An
 * item can go one level deeper than the item before it (so never the first item) and at most to MAX_INDENT; items
 * at the list's own level cannot be outdented.
 */
function indentTarget(editor: Editor, delta: 1 | -1): { listPath: Path; from: number; to: number; levels: number[] } | null {
  const { selection } = editor;
  if (!selection) return null;
  const items = Array.from(Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (n) => isElementOfType(n, 'list-item') }));
  if (items.length === 0) return null;
  const listPath = Path.parent(items[0]![1]);
  const list = Node.get(editor, listPath);
  if (!SlateElement.isElement(list) || !LIST_TYPES.includes(list.type)) return null;
  const inList = items.filter(([, path]) => Path.equals(Path.parent(path), listPath));
  const levels = (list as ListElement).children.map((item) => item.indent ?? 0);
  const from = inList[0]![1].at(-1)!;
  let to = inList.at(-1)![1].at(-1)!;
  const lowest = Math.min(...levels.slice(from, to + 1));
  while (to + 1 < levels.length && levels[to + 1]! > lowest) to++;
  if (delta > 0) {
    if (from === 0 || levels[from - 1]! < levels[from]! || Math.max(...levels.slice(from, to + 1)) >= MAX_INDENT) return null;
  } else if (lowest === 0) return null;
  return { listPath, from, to, levels };
}

export function canIndent(editor: Editor, delta: 1 | -1): boolean {
  return indentTarget(editor, delta) !== null;
}

/** Indents (+1) or outdents (-1) the selected list items by one level; false when they cannot move (see indentTarget). */
export function indent(editor: Editor, delta: 1 | -1): boolean {
  const target = indentTarget(editor, delta);
  if (!target) return false;
  Editor.withoutNormalizing(editor, () => {
    for (let i = target.from; i <= target.to; i++) {
      const at = [...target.listPath, i];
      const level = target.levels[i]! + delta;
      if (level > 0) Transforms.setNodes<RichTextElement>(editor, { indent: level } as Partial<RichTextElement>, { at });
      else Transforms.unsetNodes(editor, 'indent', { at });
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
        // Indent levels stay ones lists can nest (the first item at the list's level, one deeper at most at a time).
        const items = (node as ListElement).children;
        const levelled = normaliseIndents(items);
        const changed = levelled.findIndex((item, i) => item !== items[i]);
        if (changed >= 0) {
          const level = levelled[changed]!.indent;
          if (level) Transforms.setNodes<RichTextElement>(editor, { indent: level } as Partial<RichTextElement>, { at: [...path, changed] });
          else Transforms.unsetNodes(editor, 'indent', { at: [...path, changed] });
          return;
        }
      }
      // Only list items are indented: a list item turned into another block loses its level.
      if (node.type !== 'list-item' && 'indent' in node) {
        Transforms.unsetNodes(editor, 'indent', { at: path });
        return;
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
      // Enter in an empty list item outdents it, and at the list's own level leaves the list, as in every word processor.
      if (SlateElement.isElement(node) && node.type === 'list-item' && Node.string(node) === '') {
        if (indent(editor, -1)) return;
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
