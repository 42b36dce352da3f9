// While the editor's code loads, its placeholder is announced: an aria-label needs a role to count (issue 26: the
// label sat on a plain div, which axe reports and screen readers skip).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { LazyRichTextEditor } from './LazyRichTextEditor';

describe('LazyRichTextEditor', () => {
  it('shows a loading placeholder with a role that carries its label, then the editor', async () => {
    renderAdmin(<LazyRichTextEditor label="Story" initialHtml="" onChange={() => {}} />);
    const placeholder = screen.getByRole('status', { name: 'Loading the story editor' });
    expect(placeholder.tagName).toBe('DIV');
    expect(await screen.findByRole('toolbar', { name: 'Story formatting' })).toBeTruthy();
  });
});
