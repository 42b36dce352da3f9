// HTML <-> editor document. Reading accepts any HTML and keeps only what the editor can express (unknown tags are
// unwrapped, unsafe links lose their target, unsafe images are dropped); writing produces one canonical form, so that
// reading what was written gives the same document back.
import type {
  BlockElement,
  FormattedText,
  HeadingType,
  ImageElement,
  InlineNode,
  LinkElement,
  ListElement,
  ListItemElement,
  ListType,
  MarkFormat,
  RichTextDocument,
  TextBlockType,
} from './types';
import { MAX_INDENT } from './types';
import { isSafeImageSrc, isSafeLinkUrl } from './urls';

/** Marks in force while reading, and whether the text is inside a link (`link` is no mark of its own). */
type Marks = Partial<Record<MarkFormat | 'link', true>>;

/** A piece read from the DOM before it is grouped into blocks. */
type Piece = InlineNode | BlockElement | ListItemElement;

const HEADING_TAGS: Record<string, HeadingType> = { H1: 'heading-one', H2: 'heading-two', H3: 'heading-three' };
const HEADING_TAG_OF: Record<HeadingType, string> = { 'heading-one': 'h1', 'heading-two': 'h2', 'heading-three': 'h3' };
const MARK_TAGS: Record<string, MarkFormat> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', U: 'underline' };
/** Block containers the editor has no own type for: read as paragraphs. */
const PARAGRAPH_TAGS = new Set([
  'P', 'DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'ASIDE', 'MAIN', 'NAV', 'BLOCKQUOTE', 'PRE', 'H4', 'H5', 'H6',
  'ADDRESS', 'FIGURE', 'FIGCAPTION', 'DL', 'DT', 'DD', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH', 'CAPTION', 'HR',
]);
/** Elements whose content is never text for the reader. */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'TITLE', 'HEAD', 'TEXTAREA', 'SELECT', 'BUTTON', 'INPUT']);

export const emptyDocument = (): RichTextDocument => [{ type: 'paragraph', children: [{ text: '' }] }];

const isText = (node: Piece): node is FormattedText => !('type' in node);
const isInline = (node: Piece): node is InlineNode => isText(node) || node.type === 'link';

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;
}

function textWith(text: string, marks: Marks): FormattedText {
  const node: FormattedText = { text };
  if (marks.bold) node.bold = true;
  if (marks.italic) node.italic = true;
  if (marks.underline) node.underline = true;
  return node;
}

/**
 * Inline children as Slate keeps them: adjacent texts with the same marks merged, empty texts dropped, and a text
 * at both ends and between two links (Slate's rule for inline elements).
 */
export function normaliseInlines(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if ('type' in node) {
      const children = normaliseTexts(node.children);
      if (children.every((c) => c.text === '')) continue; // a link without text cannot be seen or clicked
      const last = out.at(-1);
      if (!last || 'type' in last) out.push({ text: '' });
      out.push({ ...node, children });
      continue;
    }
    if (node.text === '') continue;
    const last = out.at(-1);
    if (last && !('type' in last) && sameMarks(last, node)) out[out.length - 1] = { ...last, text: last.text + node.text };
    else out.push(node);
  }
  const last = out.at(-1);
  if (!last || 'type' in last) out.push({ text: '' });
  return out;
}

function normaliseTexts(nodes: FormattedText[]): FormattedText[] {
  const merged = normaliseInlines(nodes).filter((n): n is FormattedText => !('type' in n));
  const nonEmpty = merged.filter((n) => n.text !== '');
  return nonEmpty.length > 0 ? nonEmpty : [{ text: '' }];
}

/** Whitespace as HTML renders it: runs that include a line break (source formatting) collapse to one space. */
function collapseWhitespace(text: string): string {
  return text.replace(/[ \t\f]*[\r\n][\s]*/g, ' ').replace(/[\t\f]+/g, ' ');
}

/**
 * Marks set or cleared by an element's inline style, as Google Docs (`<span style="font-weight:700">`, everything in
 * `<b style="font-weight:normal">`) and Word write them. Only the three properties themselves count
 * (Word's `mso-bidi-font-weight` does not); `text-decoration:none` clears nothing, as in the browser, where an
 * underline drawn by an outer element shows through. An underline style inside a link is the link's own look
 * (Google Docs writes one on every link), not an underline mark.
 */
function withStyleMarks(el: Element, marks: Marks): Marks {
  const style = el.getAttribute('style');
  if (!style) return marks;
  const next: Marks = { ...marks };
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!\s*important/i, '').trim().toLowerCase();
    if (property === 'font-weight') {
      const weight = value === 'bold' || value === 'bolder' ? 700 : value === 'normal' || value === 'lighter' ? 400 : Number.parseInt(value, 10);
      if (Number.isNaN(weight)) continue;
      if (weight >= 600) next.bold = true;
      else delete next.bold;
    } else if (property === 'font-style') {
      if (value === 'italic' || value.startsWith('oblique')) next.italic = true;
      else if (value === 'normal') delete next.italic;
    } else if ((property === 'text-decoration' || property === 'text-decoration-line') && /\bunderline\b/.test(value) && !marks.link) {
      next.underline = true;
    }
  }
  return next;
}

// ---- Word's lists ----
// Word writes a list as paragraphs: <p style='mso-list:l0 level2 lfo1'><![if !supportLists]><span
// style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span><![endif]>Text</p>. The marker ("·", "o", "§", "1.",
// "a)") is drawn text, not content; the level is levelN.

/** Lists read from Word's paragraphs (one item each), which join the Word list before them; and each one's Word list id. */
const wordLists = new WeakMap<ListElement, string>();
const WORD_LIST_STYLE = /(?:^|;)\s*mso-list\s*:\s*(l\d+)\s+level(\d+)/i;
const WORD_MARKER_STYLE = /mso-list\s*:\s*ignore/i;
const isCommentNode = (node: Node, text: RegExp) => node.nodeType === 8 /* comment */ && text.test((node.textContent ?? '').trim());
const SUPPORT_LISTS_START = /^\[if !supportLists\]$/i;
const CONDITIONAL_END = /^\[endif\]$/i;

function wordListMarker(el: Element): string {
  let marker = '';
  let inMarker = false;
  for (const child of Array.from(el.childNodes)) {
    if (isCommentNode(child, SUPPORT_LISTS_START)) inMarker = true;
    else if (isCommentNode(child, CONDITIONAL_END)) inMarker = false;
    else if (inMarker) marker += child.textContent ?? '';
  }
  if (marker === '') {
    const ignored = Array.from(el.querySelectorAll('[style]')).find((n) => WORD_MARKER_STYLE.test(n.getAttribute('style') ?? ''));
    marker = ignored?.textContent ?? '';
  }
  return marker.replace(/[\s\u00a0]+/g, '');
}

function readWordListParagraph(el: Element, match: RegExpExecArray, marks: Marks): Piece[] {
  const numbered = /^\(?([0-9]+|[a-z]{1,4})[.)]$/i.test(wordListMarker(el));
  const item: ListItemElement = { type: 'list-item', children: [] };
  const indent = Math.min(MAX_INDENT, Number(match[2]) - 1);
  if (indent > 0) item.indent = indent;
  const rest: Piece[] = [];
  for (const piece of groupInlines(readChildren(el, marks), 'list-item')) {
    if (!isText(piece) && piece.type === 'list-item' && item.children.length === 0) item.children = piece.children;
    else rest.push(piece); // an image in the item follows the list
  }
  if (item.children.length === 0) item.children = [{ text: '' }];
  const list: ListElement = { type: numbered ? 'numbered-list' : 'bulleted-list', children: [item] };
  wordLists.set(list, match[1]!);
  return [list, ...rest];
}

/** Whether Word's one-item `next` continues the Word list `previous`: a deeper item always does (it nests in it). */
function continuesWordList(previous: Piece | undefined, next: ListElement): previous is ListElement {
  if (!previous || isText(previous) || (previous.type !== 'bulleted-list' && previous.type !== 'numbered-list') || !wordLists.has(previous)) return false;
  return (next.children[0]!.indent ?? 0) > 0 || (previous.type === next.type && wordLists.get(previous) === wordLists.get(next));
}

function readChildren(parent: Node, marks: Marks): Piece[] {
  const pieces: Piece[] = [];
  let inWordMarker = false;
  parent.childNodes.forEach((child) => {
    // Word's list markers sit between <![if !supportLists]> and <![endif]> (comments once parsed).
    if (isCommentNode(child, SUPPORT_LISTS_START)) inWordMarker = true;
    else if (isCommentNode(child, CONDITIONAL_END)) inWordMarker = false;
    if (inWordMarker) return;
    for (const piece of readNode(child, marks)) {
      if (!isText(piece) && (piece.type === 'bulleted-list' || piece.type === 'numbered-list') && wordLists.has(piece)) {
        // Word's list paragraphs, one list item each, join into one list (across the whitespace between them).
        let last = pieces.length;
        while (last > 0 && isBlankText(pieces[last - 1]!)) last--;
        const previous = pieces[last - 1];
        if (continuesWordList(previous, piece)) {
          pieces.length = last;
          previous.children.push(...piece.children);
          continue;
        }
      }
      pieces.push(piece);
    }
  });
  return pieces;
}

const isBlankText = (piece: Piece) => isText(piece) && piece.text.trim() === '';

function readNode(node: Node, marks: Marks): Piece[] {
  if (node.nodeType === 3 /* text */) {
    const text = collapseWhitespace(node.textContent ?? '');
    return text === '' ? [] : [textWith(text, marks)];
  }
  if (node.nodeType !== 1 /* element */) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (SKIPPED_TAGS.has(tag)) return [];
  if (tag === 'BR') return el.classList.contains('Apple-interchange-newline') ? [] : [textWith('\n', marks)]; // Chrome's copy adds it
  const style = el.getAttribute('style') ?? '';
  if (WORD_MARKER_STYLE.test(style)) return []; // Word's list marker ("·", "1.")
  const mark = MARK_TAGS[tag];
  marks = withStyleMarks(el, mark ? { ...marks, [mark]: true } : marks);
  if (mark) return readChildren(el, marks);
  if (tag === 'A') return readLink(el, marks);
  if (tag === 'IMG') {
    const src = el.getAttribute('src') ?? '';
    if (!isSafeImageSrc(src)) return [];
    const image: ImageElement = { type: 'image', url: src.trim(), alt: el.getAttribute('alt') ?? '', children: [{ text: '' }] };
    return [image];
  }
  const heading = HEADING_TAGS[tag];
  if (heading) return groupInlines(readChildren(el, marks), heading);
  if (tag === 'UL' || tag === 'OL') return readList(el, tag === 'OL' ? 'numbered-list' : 'bulleted-list', marks);
  if (tag === 'LI') return groupInlines(readChildren(el, marks), 'list-item');
  if (tag === 'P') {
    const wordList = WORD_LIST_STYLE.exec(style);
    if (wordList) return readWordListParagraph(el, wordList, marks);
  }
  if (PARAGRAPH_TAGS.has(tag)) return groupInlines(readChildren(el, marks), 'paragraph');
  return readChildren(el, marks); // span, font, label, ...: keep the content
}

function readLink(el: Element, marks: Marks): Piece[] {
  const pieces = readChildren(el, { ...marks, link: true });
  const href = el.getAttribute('href')?.trim() ?? '';
  if (!isSafeLinkUrl(href)) return pieces; // an unsafe target is dropped; its text stays
  const out: Piece[] = [];
  let texts: FormattedText[] = [];
  const flush = () => {
    if (texts.length > 0) out.push({ type: 'link', url: href, children: texts } satisfies LinkElement);
    texts = [];
  };
  for (const piece of pieces) {
    if (isText(piece)) texts.push(piece);
    else if (piece.type === 'link') texts.push(...piece.children); // links cannot nest
    else {
      flush();
      out.push(piece); // a block inside a link is lifted out of it
    }
  }
  flush();
  return out;
}

/** Runs of inline pieces become blocks of `type`; blocks among them (an image inside a paragraph) are lifted out. */
function groupInlines(pieces: Piece[], type: TextBlockType): Piece[] {
  const out: Piece[] = [];
  let run: InlineNode[] = [];
  const flush = (force: boolean) => {
    const trimmed = withoutLoneBreak(trimRun(run));
    if (trimmed.length > 0 || force) out.push({ type, children: normaliseInlines(trimmed) } as Piece);
    run = [];
  };
  for (const piece of pieces) {
    if (isInline(piece)) run.push(piece);
    else {
      flush(false);
      out.push(piece);
    }
  }
  flush(out.length === 0); // an empty element still gives an (empty) block
  return out;
}

/** Spaces that only indent the source at a block's edges are not content. */
function trimRun(run: InlineNode[]): InlineNode[] {
  const out = [...run];
  const first = out[0];
  if (first && isText(first)) out[0] = { ...first, text: first.text.replace(/^ +/, '') };
  const lastIndex = out.length - 1;
  const last = out[lastIndex];
  if (last && isText(last)) out[lastIndex] = { ...last, text: last.text.replace(/ +$/, '') };
  return out.filter((n) => !isText(n) || n.text !== '');
}

/**
 * A block holding nothing but one line break (`<p><br></p>`, or Google Docs' `<br>` between two blocks for an empty
 * line) is an empty line: an empty paragraph, as the editor writes it.
 */
function withoutLoneBreak(run: InlineNode[]): InlineNode[] {
  return run.length === 1 && isText(run[0]!) && run[0].text === '\n' ? [] : run;
}

function readList(el: Element, type: ListType, marks: Marks): Piece[] {
  const out: Piece[] = [];
  let items: ListItemElement[] = [];
  const flush = () => {
    if (items.length > 0) out.push({ type, children: items } satisfies ListElement);
    items = [];
  };
  for (const piece of readChildren(el, marks)) {
    if (isInline(piece)) {
      // Text directly inside <ul> (usually formatting whitespace) is not an item unless it has content.
      const trimmed = trimRun([piece]);
      if (trimmed.length > 0) items.push({ type: 'list-item', children: normaliseInlines(trimmed) });
    } else if (piece.type === 'list-item') items.push(piece);
    else if (piece.type === 'bulleted-list' || piece.type === 'numbered-list') {
      // A nested list (inside an item, or straight inside the list as Google Docs writes it): its items one level
      // deeper, in this list's type (the editor's lists hold one type at every level).
      items.push(...piece.children.map((item) => withIndent(item, (item.indent ?? 0) + 1)));
    }
    else if (piece.type === 'paragraph' || piece.type === 'heading-one' || piece.type === 'heading-two' || piece.type === 'heading-three') {
      items.push({ type: 'list-item', children: piece.children });
    } else {
      flush();
      out.push(piece); // an image inside a list splits the list around it
    }
  }
  flush();
  return out;
}

function withIndent(item: ListItemElement, indent: number): ListItemElement {
  const { indent: _old, ...rest } = item;
  return indent > 0 ? { ...rest, indent: Math.min(MAX_INDENT, indent) } : rest;
}

/**
 * Indent levels as lists can nest them: the first item at the list's own level, and each item at most one level
 * deeper than the one before it (there is no item to nest it in otherwise), never deeper than MAX_INDENT.
 */
export function normaliseIndents(items: readonly ListItemElement[]): ListItemElement[] {
  let previous = -1;
  return items.map((item) => {
    const wanted = Number.isInteger(item.indent) && item.indent! > 0 ? item.indent! : 0;
    const indent = Math.min(wanted, previous + 1, MAX_INDENT);
    previous = indent;
    return indent === item.indent || (indent === 0 && item.indent === undefined) ? item : withIndent(item, indent);
  });
}

/** Reads HTML into an editor document (never empty: at least one paragraph). */
export function deserializeHtml(html: string): RichTextDocument {
  if (html.trim() === '') return emptyDocument();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pieces = readChildren(doc.body, {});
  const blocks: BlockElement[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (trimmed.length > 0) blocks.push({ type: 'paragraph', children: normaliseInlines(withoutLoneBreak(trimmed)) });
    run = [];
  };
  for (const piece of pieces) {
    if (isInline(piece)) run.push(piece);
    else {
      flush();
      if (piece.type === 'list-item') blocks.push({ type: 'bulleted-list', children: normaliseIndents([piece]) });
      else if (piece.type === 'bulleted-list' || piece.type === 'numbered-list') blocks.push({ type: piece.type, children: normaliseIndents(piece.children) });
      else blocks.push(piece);
    }
  }
  flush();
  return blocks.length > 0 ? blocks : emptyDocument();
}

// ---- Writing ----

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function writeText(node: FormattedText): string {
  if (node.text === '') return '';
  // Two spaces in a row would collapse to one when shown: keep the second as a non-breaking space.
  let html = node.text
    .split('\n')
    .map((line) => escapeText(line.replace(/ {2}/g, ' \u00a0')))
    .join('<br>');
  if (node.underline) html = `<u>${html}</u>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function writeInlines(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => ('type' in node ? `<a href="${escapeAttribute(node.url)}">${node.children.map(writeText).join('')}</a>` : writeText(node)))
    .join('');
}

function writeBlock(node: BlockElement): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${writeInlines(node.children)}</p>`;
    case 'heading-one':
    case 'heading-two':
    case 'heading-three': {
      const tag = HEADING_TAG_OF[node.type];
      return `<${tag}>${writeInlines(node.children)}</${tag}>`;
    }
    case 'bulleted-list':
    case 'numbered-list':
      return writeList(node.type === 'numbered-list' ? 'ol' : 'ul', node.children);
    case 'image':
      return `<img src="${escapeAttribute(node.url)}" alt="${escapeAttribute(node.alt)}">`;
  }
}

/**
 * A list with indented items as nested lists: an item one level deeper than the one before it starts a list inside
 * that item (`<ul><li>a<ul><li>b</li></ul></li></ul>`), of the same type.
 */
function writeList(tag: 'ul' | 'ol', items: readonly ListItemElement[]): string {
  let html = '';
  let depth = -1;
  for (const item of normaliseIndents(items)) {
    const level = item.indent ?? 0;
    if (level > depth) html += `<${tag}>`; // level is depth + 1: the list opens inside the item still open above
    else {
      html += '</li>';
      for (; depth > level; depth--) html += `</${tag}></li>`;
    }
    html += `<li>${writeInlines(item.children)}`;
    depth = level;
  }
  html += '</li>';
  for (; depth > 0; depth--) html += `</${tag}></li>`;
  return `${html}</${tag}>`;
}

const isEmptyParagraph = (node: BlockElement) =>
  node.type === 'paragraph' && node.children.every((child) => !('type' in child) && child.text === '');

/**
 * Writes an editor document as HTML; a document with nothing in it is the empty string. Empty paragraphs at the end
 * (the editor keeps one after a trailing image, to type into) are left out.
 */
export function serializeHtml(nodes: RichTextDocument): string {
  const blocks = [...(nodes as BlockElement[])];
  while (blocks.length > 0 && isEmptyParagraph(blocks[blocks.length - 1]!)) blocks.pop();
  return blocks.map(writeBlock).join('');
}
