import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor, { MESSAGES, type RichTextEditorProps } from './RichTextEditor';

function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <MantineProvider>
      <RichTextEditor label="Description" initialHtml="" onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return { onChange, editor: screen.getByRole('textbox', { name: 'Description' }), toolbar: screen.getByRole('toolbar', { name: 'Description formatting' }) };
}

describe('RichTextEditor', () => {
  it('reads the HTML it is given', () => {
    const { editor } = renderEditor({ initialHtml: '<h1>Title</h1><p>Some <strong>bold</strong> and <a href="https://x.example">a link</a></p><ul><li>one</li></ul>' });
    expect(editor.querySelector('h1')?.textContent).toBe('Title');
    expect(editor.querySelector('strong')?.textContent).toBe('bold');
    expect(editor.querySelector('a')?.getAttribute('href')).toBe('https://x.example');
    expect(editor.querySelectorAll('li')).toHaveLength(1);
    expect(editor.getAttribute('aria-multiline')).toBe('true');
  });

  it('offers the toolbar of SPEC section 9', () => {
    const { toolbar } = renderEditor({ onUploadImage: async () => '/uploads/x.png' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading 1', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Underline', 'Link', 'Numbered list', 'Bulleted list', 'Outdent', 'Indent',
      'Image by URL', 'Upload image', 'Clear formatting',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('has no upload button when there is nowhere to upload to', () => {
    const { toolbar } = renderEditor();
    expect(within(toolbar).queryByRole('button', { name: 'Upload image' })).toBeNull();
  });

  it('refuses unsafe links and inserts safe ones', async () => {
    const { toolbar, onChange } = renderEditor({ initialHtml: '<p>Apply</p>' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const url = screen.getByRole('textbox', { name: 'Link URL' });
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox']) {
      fireEvent.change(url, { target: { value: unsafe } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
      expect(screen.getByText(MESSAGES.unsafeLink)).toBeTruthy();
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: 'mailto:jobs@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Apply<a href="mailto:jobs@example.com">jobs@example.com</a></p>'));
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
  });

  it('completes a typed address to https', async () => {
    const { toolbar, onChange } = renderEditor({ initialHtml: '<p>x</p>' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Link URL' }), { target: { value: 'jobs.example.com/apply' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Link URL' }), { key: 'Enter' });
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('href="https://jobs.example.com/apply"'));
  });

  it('inserts images by URL only with safe sources', async () => {
    const { toolbar, onChange } = renderEditor({ initialHtml: '<p>x</p>' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Image by URL' }));
    const url = screen.getByRole('textbox', { name: 'Image URL' });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(screen.getByText(MESSAGES.unsafeImage)).toBeTruthy();
    fireEvent.change(url, { target: { value: 'https://cdn.example/team.png' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Alternative text/ }), { target: { value: 'The team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe('<p>x</p><img src="https://cdn.example/team.png" alt="The team">'));
  });

  it('uploads png, gif, jpeg, webp, bmp and ico images (SPEC section 9: png, gif, jpeg, bmp, x-icon), and refuses other files', async () => {
    const onUploadImage = vi.fn(async () => '/uploads/abc.png');
    const { onChange } = renderEditor({ initialHtml: '<p>x</p>', onUploadImage });
    const input = screen.getByTestId('rte-upload-input') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/gif', 'image/jpeg', 'image/webp', 'image/bmp', 'image/x-icon']));
    expect(MESSAGES.imageType).toBe('Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded');

    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText(MESSAGES.imageType)).toBeTruthy();
    expect(onUploadImage).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'team.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe('<p>x</p><img src="/uploads/abc.png" alt="">'));
    expect(onUploadImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.imageType)).toBeNull();
  });

  it("shows the upload's refusal", async () => {
    renderEditor({ onUploadImage: async () => Promise.reject(new Error('Images must be at most 5 MB')) });
    fireEvent.change(screen.getByTestId('rte-upload-input'), { target: { files: [new File([new Uint8Array(8)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Images must be at most 5 MB')).toBeTruthy();
  });

  it('indents and outdents list items with the toolbar and with Tab / Shift+Tab, and lets Tab leave where nothing can move', async () => {
    const { toolbar, editor, onChange } = renderEditor({ initialHtml: '<ul><li>one</li><li>two</li></ul>' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Indent' })); // acts at the end of the text: "two"
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>one<ul><li>two</li></ul></li></ul>'));
    expect(editor.querySelector('li[data-indent="1"]')?.textContent).toBe('two');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Indent' }).hasAttribute('disabled')).toBe(true));
    expect(within(toolbar).getByRole('button', { name: 'Outdent' }).hasAttribute('disabled')).toBe(false);

    expect(fireEvent.keyDown(editor, { key: 'Tab', shiftKey: true })).toBe(false); // handled: the default is prevented
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>one</li><li>two</li></ul>'));
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>one<ul><li>two</li></ul></li></ul>'));
    const calls = onChange.mock.calls.length;
    // "two" cannot go deeper: Tab keeps its usual meaning and moves the focus on.
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(true);
    expect(onChange.mock.calls.length).toBe(calls);
  });

  it('lets Tab move the focus outside lists', () => {
    const { toolbar, editor } = renderEditor({ initialHtml: '<p>text</p>' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' })); // gives the editor a selection
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(editor, { key: 'Tab', shiftKey: true })).toBe(true);
  });
});
