import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider } from '../ssr/RenderContext';
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
});
