// The rich-text editor (Slate): reads HTML, edits it with the toolbar of SPEC section 9, and reports HTML back.
// Lazy-loaded by the admin forms (default export), so the public pages never download it.
import { ActionIcon, Button, Group, Input, Loader, TextInput, Tooltip } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createEditor, Editor, Range, Transforms, type Descendant } from 'slate';
import {
  Editable,
  ReactEditor,
  Slate,
  useFocused,
  useSelected,
  useSlate,
  useSlateStatic,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import {
  activeLink,
  canIndent,
  clearFormatting,
  indent,
  insertImage,
  insertLink,
  isBlockActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
  unwrapLink,
  withRichText,
  type BlockFormat,
} from './commands';
import { withTimedHistory } from './history';
import { deserializeHtml, serializeHtml } from './html';
import {
  BoldIcon,
  BulletedListIcon,
  ClearFormattingIcon,
  HeadingIcon,
  ImageIcon,
  IndentIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  OutdentIcon,
  UnderlineIcon,
  UploadIcon,
} from './icons';
import type { ImageElement, MarkFormat } from './types';
import { completeLinkUrl, IMAGE_MIME_TYPES, isSafeImageSrc, isSafeLinkUrl } from './urls';
import './editor.css';
import { IMAGE_TOO_LARGE, IMAGE_UPLOAD_REFUSED, LIMITS } from '../../../../gateway/src/services/limits';

export const MESSAGES = {
  unsafeLink: 'Links must start with http://, https://, mailto: or tel:',
  unsafeImage: 'Image addresses must start with http:// or https:// (or be an uploaded image)',
  imageType: IMAGE_UPLOAD_REFUSED,
  imageSize: IMAGE_TOO_LARGE,
} as const;

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from. Read once: remount the editor (a new `key`) to load another document. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Stores an image and answers its URL; without it the toolbar offers images by URL only. */
  onUploadImage?: (file: File) => Promise<string>;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

type Panel = { kind: 'link'; url: string } | { kind: 'image'; url: string; alt: string } | null;

export default function RichTextEditor({ label, initialHtml, onChange, onUploadImage, placeholder, description, error, required }: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withTimedHistory(withReact(createEditor()))), []);
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(initialHtml));
  const [panel, setPanel] = useState<Panel>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const [uploadState, setUploadState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const savedSelection = useRef<Range | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;

  const focusEditor = useCallback(() => {
    ReactEditor.focus(editor);
    if (savedSelection.current) Transforms.select(editor, savedSelection.current);
  }, [editor]);

  const openPanel = (next: NonNullable<Panel>) => {
    syncSelectionFromDom(editor);
    savedSelection.current = editor.selection;
    setPanelError(null);
    setPanel(next);
  };
  const closePanel = () => {
    setPanel(null);
    setPanelError(null);
    focusEditor();
  };

  const applyPanel = () => {
    if (!panel) return;
    if (panel.kind === 'link') {
      const url = completeLinkUrl(panel.url);
      if (!isSafeLinkUrl(url)) return setPanelError(MESSAGES.unsafeLink);
      insertLink(editor, url, savedSelection.current ?? endOfDocument(editor));
    } else {
      const url = panel.url.trim();
      if (!isSafeImageSrc(url)) return setPanelError(MESSAGES.unsafeImage);
      insertImage(editor, url, panel.alt.trim(), savedSelection.current ?? endOfDocument(editor));
    }
    savedSelection.current = editor.selection;
    closePanel();
  };

  const uploadFile = async (file: File) => {
    if (!onUploadImage) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setUploadState({ busy: false, error: MESSAGES.imageType });
    if (file.size > LIMITS.imageBytes) return setUploadState({ busy: false, error: MESSAGES.imageSize });
    const at = editor.selection ?? endOfDocument(editor);
    setUploadState({ busy: true, error: null });
    try {
      const url = await onUploadImage(file);
      if (!insertImage(editor, url, '', at)) throw new Error(MESSAGES.unsafeImage);
      setUploadState({ busy: false, error: null });
      ReactEditor.focus(editor);
    } catch (err) {
      setUploadState({ busy: false, error: err instanceof Error ? err.message : String(err) });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab and Shift+Tab indent and outdent list items. Where the item cannot move (the first item of a list, level 8,
    // the list's own level) and outside lists they move the focus as usual: keyboard users can always leave.
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (indent(editor, event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const mark: MarkFormat | undefined = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'u' ? 'underline' : undefined;
    if (mark && !event.shiftKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if (key === 'k' && !event.shiftKey) {
      event.preventDefault();
      const link = activeLink(editor);
      openPanel({ kind: 'link', url: link?.url ?? '' });
    }
  };

  const errorMessage = error ?? uploadState.error;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={description}
      error={errorMessage}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <div className="rte" data-invalid={errorMessage ? true : undefined}>
        <Slate
          editor={editor}
          initialValue={initialValue}
          onChange={(value) => {
            if (editor.operations.some((op) => op.type !== 'set_selection')) onChange(serializeHtml(value));
          }}
        >
          <Toolbar
            label={label}
            onLink={() => {
              const link = activeLink(editor);
              openPanel({ kind: 'link', url: link?.url ?? '' });
            }}
            onImage={() => openPanel({ kind: 'image', url: '', alt: '' })}
            onUpload={onUploadImage ? () => fileInput.current?.click() : undefined}
            uploading={uploadState.busy}
          />
          {panel && (
            <div className="rte-panel" role="group" aria-label={panel.kind === 'link' ? 'Link' : 'Image by URL'}>
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  className="rte-panel-input"
                  label={panel.kind === 'link' ? 'Link URL' : 'Image URL'}
                  placeholder={panel.kind === 'link' ? 'https://… , mailto:… or tel:…' : 'https://…'}
                  value={panel.url}
                  error={panelError}
                  data-autofocus
                  autoFocus
                  onChange={(e) => {
                    const url = e.currentTarget.value;
                    setPanel((p) => (p ? { ...p, url } : p));
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      applyPanel();
                    } else if (e.key === 'Escape') {
                      e.preventDefault();
                      e.stopPropagation();
                      closePanel();
                    }
                  }}
                />
                {panel.kind === 'image' && (
                  <TextInput
                    className="rte-panel-input"
                    label="Alternative text"
                    description="What the image shows, for people who cannot see it"
                    value={panel.alt}
                    onChange={(e) => {
                      const alt = e.currentTarget.value;
                      setPanel((p) => (p && p.kind === 'image' ? { ...p, alt } : p));
                    }}
                  />
                )}
                <Group gap="xs">
                  <Button size="sm" onClick={applyPanel}>
                    {panel.kind === 'link' ? 'Apply link' : 'Insert image'}
                  </Button>
                  {panel.kind === 'link' && activeLinkAt(editor, savedSelection.current) && (
                    <Button
                      size="sm"
                      variant="light"
                      color="red"
                      onClick={() => {
                        if (savedSelection.current) Transforms.select(editor, savedSelection.current);
                        unwrapLink(editor);
                        savedSelection.current = editor.selection;
                        closePanel();
                      }}
                    >
                      Remove link
                    </Button>
                  )}
                  <Button size="sm" variant="default" onClick={closePanel}>
                    Cancel
                  </Button>
                </Group>
              </Group>
            </div>
          )}
          <Editable
            className="rte-content"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={errorMessage ? true : undefined}
            aria-required={required || undefined}
            aria-multiline
            placeholder={placeholder}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={onKeyDown}
            // Slate sets its own min-height (the placeholder's) inline; the editor box should be taller.
            style={{ minHeight: 180 }}
            spellCheck
          />
        </Slate>
        {onUploadImage && (
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-testid="rte-upload-input"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void uploadFile(file);
            }}
          />
        )}
      </div>
    </Input.Wrapper>
  );
}

/**
 * Slate learns of selection changes from the browser a moment later (it throttles them); a toolbar command right
 * after a keyboard selection must act on what is selected now.
 */
function syncSelectionFromDom(editor: Editor): void {
  if (!ReactEditor.isFocused(editor)) return;
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range && (!editor.selection || !Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

function endOfDocument(editor: Editor): Range {
  const end = Editor.end(editor, []);
  return { anchor: end, focus: end };
}

function activeLinkAt(editor: Editor, at: Range | null): boolean {
  if (!at) return false;
  const [match] = Editor.nodes(editor, { at, match: (n) => 'type' in n && n.type === 'link' });
  return !!match;
}

interface ToolbarProps {
  label: string;
  onLink: () => void;
  onImage: () => void;
  onUpload?: () => void;
  uploading: boolean;
}

function Toolbar({ label, onLink, onImage, onUpload, uploading }: ToolbarProps) {
  const editor = useSlate();
  const mark = (format: MarkFormat, name: string, shortcut: string, icon: ReactNode) => (
    <ToolbarButton name={name} hint={`${name} (${shortcut})`} active={isMarkActive(editor, format)} onClick={() => toggleMark(editor, format)}>
      {icon}
    </ToolbarButton>
  );
  const block = (format: BlockFormat, name: string, icon: ReactNode) => (
    <ToolbarButton name={name} active={isBlockActive(editor, format)} onClick={() => toggleBlock(editor, format)}>
      {icon}
    </ToolbarButton>
  );
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      <div className="rte-group">
        {block('heading-one', 'Heading 1', <HeadingIcon level={1} />)}
        {block('heading-two', 'Heading 2', <HeadingIcon level={2} />)}
        {block('heading-three', 'Heading 3', <HeadingIcon level={3} />)}
      </div>
      <div className="rte-group">
        {mark('bold', 'Bold', 'Ctrl+B', <BoldIcon />)}
        {mark('italic', 'Italic', 'Ctrl+I', <ItalicIcon />)}
        {mark('underline', 'Underline', 'Ctrl+U', <UnderlineIcon />)}
        <ToolbarButton name="Link" hint="Link (Ctrl+K)" active={activeLink(editor) !== null} onClick={onLink} keepFocus={false}>
          <LinkIcon />
        </ToolbarButton>
      </div>
      <div className="rte-group">
        {block('numbered-list', 'Numbered list', <NumberedListIcon />)}
        {block('bulleted-list', 'Bulleted list', <BulletedListIcon />)}
        {/* Offered where they can act (with no selection yet, a button acts at the end of the text, as the others do). */}
        <ToolbarButton name="Outdent" hint="Outdent list item (Shift+Tab)" disabled={editor.selection !== null && !canIndent(editor, -1)} onClick={() => indent(editor, -1)}>
          <OutdentIcon />
        </ToolbarButton>
        <ToolbarButton name="Indent" hint="Indent list item (Tab)" disabled={editor.selection !== null && !canIndent(editor, 1)} onClick={() => indent(editor, 1)}>
          <IndentIcon />
        </ToolbarButton>
      </div>
      <div className="rte-group">
        <ToolbarButton name="Image by URL" onClick={onImage} keepFocus={false}>
          <ImageIcon />
        </ToolbarButton>
        {onUpload && (
          <ToolbarButton name="Upload image" hint="Upload image (PNG, JPEG, GIF, WebP, BMP or ICO, up to 5 MB)" onClick={onUpload} keepFocus={false} busy={uploading}>
            <UploadIcon />
          </ToolbarButton>
        )}
        <ToolbarButton name="Clear formatting" onClick={() => clearFormatting(editor)}>
          <ClearFormattingIcon />
        </ToolbarButton>
      </div>
    </div>
  );
}

interface ToolbarButtonProps {
  name: string;
  hint?: string;
  active?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** Most commands act on the editor's selection and give focus back to it; dialogs take the focus instead. */
  keepFocus?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ name, hint, active, busy, disabled, keepFocus = true, onClick, children }: ToolbarButtonProps) {
  const editor = useSlateStatic();
  return (
    <Tooltip label={hint ?? name} openDelay={400} withinPortal>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'blue' : 'gray'}
        size="lg"
        aria-label={name}
        aria-pressed={active === undefined ? undefined : active}
        loading={busy}
        disabled={disabled}
        // Keep the editor's selection: the mouse press must not move the focus away first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          syncSelectionFromDom(editor);
          if (keepFocus && !editor.selection) Transforms.select(editor, Editor.end(editor, []));
          onClick();
          if (keepFocus) ReactEditor.focus(editor);
        }}
      >
        {busy ? <Loader size="xs" /> : children}
      </ActionIcon>
    </Tooltip>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-one':
      return <h1 {...attributes}>{children}</h1>;
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      // Indented items are drawn where the public page's nested lists put them (editor.css, by data-indent).
      return (
        <li {...attributes} data-indent={element.indent || undefined}>
          {children}
        </li>
      );
    case 'link':
      return (
        <a {...attributes} href={element.url} title={element.url} rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'image':
      return <ImageBlock attributes={attributes} element={element}>{children}</ImageBlock>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function ImageBlock({ attributes, children, element }: { attributes: RenderElementProps['attributes']; element: ImageElement; children: ReactNode }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false} className="rte-image" data-selected={selected && focused ? true : undefined}>
        <img src={element.url} alt={element.alt} />
        <button
          type="button"
          className="rte-image-remove"
          aria-label={`Remove image${element.alt ? ` ${element.alt}` : ''}`}
          onClick={() => Transforms.removeNodes(editor, { at: ReactEditor.findPath(editor, element) })}
        >
          ×
        </button>
      </div>
      {children}
    </div>
  );
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}
