// The rich-text editor, loaded only when a form needs it (Slate stays out of every other chunk).
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '../../components/editor/RichTextEditor';

const RichTextEditor = lazy(() => import('../../components/editor/RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          {/* A label needs a role to be read: a plain div's aria-label is ignored (issue 26). */}
          <Skeleton height={230} radius="sm" role="status" aria-label={`Loading the ${props.label.toLowerCase()} editor`} />
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
