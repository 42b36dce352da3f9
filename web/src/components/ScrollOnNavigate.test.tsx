// Moves between public pages: a new page starts at the top (or at its anchor, which the page scrolls to itself), and
// Back returns to where the visitor was.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollOnNavigate } from './ScrollOnNavigate';

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});
afterEach(() => vi.restoreAllMocks());

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <ScrollOnNavigate />
          </>
        ),
        children: [
          { index: true, element: <Link to="/jobs">Jobs</Link> },
          { path: 'jobs', element: <p>Jobs</p> },
          { path: 'courses', element: <p>Courses</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollOnNavigate', () => {
  it('leaves the first page where the browser put it', () => {
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, and Back returns to the place on the page left', async () => {
    const router = renderSite();
    act(() => scrollBy(900));
    await act(() => router.navigate('/jobs'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollBy(300));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('does not scroll to the top when the address names an anchor (the page scrolls to it)', async () => {
    const router = renderSite();
    act(() => scrollBy(500));
    await act(() => router.navigate('/courses#fees'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
