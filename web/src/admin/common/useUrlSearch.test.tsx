// What the list pages' tests leave out of the shared search box: its own clear button and the server's length limit.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../gateway/src/services/limits';
import { renderAdmin } from '../testing';
import { UrlSearchInput, useUrlSearch } from './useUrlSearch';

function List() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useUrlSearch(searchParams.get('q') ?? '', (q) => setSearchParams(q ? { q } : {}, { replace: true }));
  return <UrlSearchInput placeholder="Name…" value={search} onChange={setSearch} />;
}

describe('UrlSearchInput', () => {
  it('offers “Clear search” only while it holds text, which empties the box and then the URL', async () => {
    const { router } = renderAdmin(<List />, { route: '/admin/list?q=asha', path: '/admin/list' });
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect([box.value, box.maxLength]).toEqual(['asha', LIMITS.search]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
