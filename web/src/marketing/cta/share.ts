// Sharing a page: the Web Share API where the browser has it (phones), otherwise the link copied to the clipboard.
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function sharePage(title: string, url: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function shareMessage(outcome: ShareOutcome, url: string): string {
  if (outcome === 'copied') return 'Link copied';
  if (outcome === 'failed') return `Copy this link: ${url}`;
  return '';
}
