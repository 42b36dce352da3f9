import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider } from '../ssr/RenderContext';
import { sanitizeRichTextForDisplay } from '../../../gateway/src/services/sanitize';
import { RichText } from './RichText';

describe('RichText', () => {
  it('in the browser, waits for the sanitiser (loaded when first needed) before showing the text', async () => {
    // What DOMPurify keeps is tested in Chromium (e2e/portal-sanitizer.e2e.ts): it does not work on happy-dom.
    const { container } = render(<RichText html="<p>Hello <strong>there</strong></p>" />);
    expect(container.querySelector('.rich-text')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('');
    await screen.findByText('there');
    expect(container.querySelector('.rich-text')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('on the server, uses the sanitiser it is given', () => {
    const html = renderToString(
      <ServerRenderProvider info={{ now: 0, origin: 'https://example.org' }} record={{ head: {}, status: 200, chunks: new Set() }} sanitizeRichText={(s) => s.replace(/<script>.*?<\/script>/g, '').toUpperCase()}>
        <RichText html="<p>ok<script>x</script></p>" />
      </ServerRenderProvider>,
    );
    expect(html).toContain('<P>OK</P>');
    expect(html).not.toContain('SCRIPT');
  });

  it('on the server, keeps indented list items (nested lists) as the editor writes them', () => {
    const nested = '<ul><li>one<ul><li>one.one<ol><li>deeper</li></ol></li></ul></li><li>two</li></ul>';
    const html = renderToString(
      <ServerRenderProvider info={{ now: 0, origin: 'https://example.org' }} record={{ head: {}, status: 200, chunks: new Set() }} sanitizeRichText={sanitizeRichTextForDisplay}>
        <RichText html={`${nested}<p></p><p>after</p>`} />
      </ServerRenderProvider>,
    );
    expect(html).toContain(`${nested}<p></p><p>after</p>`);
  });
});

describe('public rich-text styles', () => {
  const css = readFileSync(path.join(import.meta.dirname, '..', 'styles.css'), 'utf8');
  it('gives an empty paragraph (an empty line typed with Enter, Enter) the height of a line', () => {
    expect(css).toMatch(/\.rich-text p:empty::before \{ content: "\\00a0"; \}/);
  });
  it('sets nested lists (indented items) close under their item, each level indented by the list padding', () => {
    expect(css).toMatch(/\.rich-text li > :is\(ul, ol\) \{ margin: 0\.25rem 0 0; \}/);
    expect(css).toMatch(/\.rich-text ul, \.rich-text ol \{[^}]*padding-left: 1\.35rem;/);
  });
});
