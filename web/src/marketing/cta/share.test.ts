import { describe, expect, it, vi } from 'vitest';
import { shareMessage, sharePage } from './share';

const nav = (over: Partial<Navigator>) => ({ clipboard: { writeText: vi.fn(async () => {}) }, ...over }) as unknown as Navigator;

describe('sharing a page', () => {
  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(async () => {});
    const n = nav({ share });
    expect(await sharePage('Course', 'https://x.example/courses/a', n)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Course', url: 'https://x.example/courses/a' });
    expect(n.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const n = nav({ share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))) });
    expect(await sharePage('Course', 'https://x.example/', n)).toBe('cancelled');
    expect(shareMessage('cancelled', 'u')).toBe('');
  });

  it('copies the link without the Web Share API, or when sharing fails', async () => {
    expect(await sharePage('Course', 'https://x.example/', nav({}))).toBe('copied');
    expect(await sharePage('Course', 'https://x.example/', nav({ share: vi.fn(async () => Promise.reject(new Error('not allowed'))) }))).toBe('copied');
    expect(shareMessage('copied', 'u')).toBe('Link copied');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const n = { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } } as unknown as Navigator;
    expect(await sharePage('Course', 'https://x.example/a', n)).toBe('failed');
    expect(shareMessage('failed', 'https://x.example/a')).toBe('Copy this link: https://x.example/a');
  });
});
