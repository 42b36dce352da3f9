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
import { isSafeImageSrc, isSafeLinkUrl } from './urls';

type Marks = Partial<Record<MarkFormat, true>>;

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

function readChildren(parent: Node, marks: Marks): Piece[] {
  const pieces: Piece[] = [];
  parent.childNodes.forEach((child) => pieces.push(...readNode(child, marks)));
  return pieces;
}

function readNode(node: Node, marks: Marks): Piece[] {
  if (node.nodeType === 3 /* text */) {
    const text = collapseWhitespace(node.textContent ?? '');
    return text === '' ? [] : [textWith(text, marks)];
  }
  if (node.nodeType !== 1 /* element */) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (SKIPPED_TAGS.has(tag)) return [];
  if (tag === 'BR') return [textWith('\n', marks)];
  const mark = MARK_TAGS[tag];
  if (mark) return readChildren(el, { ...marks, [mark]: true });
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
  if (PARAGRAPH_TAGS.has(tag)) return groupInlines(readChildren(el, marks), 'paragraph');
  return readChildren(el, marks); // span, font, label, ...: keep the content
}

function readLink(el: Element, marks: Marks): Piece[] {
  const pieces = readChildren(el, marks);
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
    const trimmed = trimRun(run);
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
    else if (piece.type === 'bulleted-list' || piece.type === 'numbered-list') items.push(...piece.children); // nested lists are flattened
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

/** Reads HTML into an editor document (never empty: at least one paragraph). */
export function deserializeHtml(html: string): RichTextDocument {
  if (html.trim() === '') return emptyDocument();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pieces = readChildren(doc.body, {});
  const blocks: BlockElement[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (trimmed.length > 0) blocks.push({ type: 'paragraph', children: normaliseInlines(trimmed) });
    run = [];
  };
  for (const piece of pieces) {
    if (isInline(piece)) run.push(piece);
    else {
      flush();
      if (piece.type === 'list-item') blocks.push({ type: 'bulleted-list', children: [piece] });
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
    case 'numbered-list': {
      const tag = node.type === 'numbered-list' ? 'ol' : 'ul';
      return `<${tag}>${node.children.map((item) => `<li>${writeInlines(item.children)}</li>`).join('')}</${tag}>`;
    }
    case 'image':
      return `<img src="${escapeAttribute(node.url)}" alt="${escapeAttribute(node.alt)}">`;
  }
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
