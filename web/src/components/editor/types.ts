// The editor's document model: the blocks, inlines and marks the toolbar can produce (SPEC section 9), which are
// exactly what the server's rich-text allow-list keeps.
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type MarkFormat = 'bold' | 'italic' | 'underline';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

export type HeadingType = 'heading-one' | 'heading-two' | 'heading-three';
export type ListType = 'bulleted-list' | 'numbered-list';
/** Blocks that hold text directly. */
export type TextBlockType = 'paragraph' | HeadingType | 'list-item';

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export interface ParagraphElement {
  type: 'paragraph';
  children: InlineNode[];
}
export interface HeadingElement {
  type: HeadingType;
  children: InlineNode[];
}
/** How deep a list item may be indented below the list's own level (SPEC: indent levels 1 to 8). */
export const MAX_INDENT = 8;

export interface ListItemElement {
  type: 'list-item';
  /** Indent level 1 to MAX_INDENT (absent: the list's own level); written as lists nested in the item above. */
  indent?: number;
  children: InlineNode[];
}
export interface ListElement {
  type: ListType;
  children: ListItemElement[];
}
export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: [FormattedText];
}

export type BlockElement = ParagraphElement | HeadingElement | ListElement | ImageElement;
export type RichTextElement = BlockElement | ListItemElement | LinkElement;
export type RichTextEditorInstance = BaseEditor & ReactEditor & HistoryEditor;
export type RichTextDocument = Descendant[];

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditorInstance;
    Element: RichTextElement;
    Text: FormattedText;
  }
}
