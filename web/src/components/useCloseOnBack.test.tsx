// Back closes an open dialog and stays on the page; a dialog closed otherwise leaves no entry of its own behind; a
// link followed from inside a dialog is not undone. Under the public site's router (BrowserRouter on the window's
// history) and React's StrictMode, as in the browser (main.tsx).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './useCloseOnBack';

function Dialog({ name, onClose, children }: { name: string; onClose: () => void; children?: ReactNode }) {
  useCloseOnBack(true, onClose);
  return (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={onClose}>
        Close {name}
      </button>
      <Link to="/elsewhere" onClick={onClose}>
        Elsewhere from {name}
      </Link>
      {children}
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState<'none' | 'one' | 'two' | 'other'>('none');
  const navigate = useNavigate();
  return (
    <>
      <h1>The page</h1>
      <button type="button" onClick={() => setOpen('one')}>
        Open
      </button>
      {(open === 'one' || open === 'two') && (
        <Dialog name="first" onClose={() => setOpen('none')}>
          <button type="button" onClick={() => setOpen('two')}>
            Open another
          </button>
          <button type="button" onClick={() => setOpen('other')}>
            Replace
          </button>
          {/* Closed and sent elsewhere by one click, the navigation first. */}
          <button
            type="button"
            onClick={() => {
              navigate('/elsewhere');
              setOpen('none');
            }}
          >
            Navigate then close
          </button>
        </Dialog>
      )}
      {open === 'two' && <Dialog name="second" onClose={() => setOpen('one')} />}
      {open === 'other' && <Dialog name="other" onClose={() => setOpen('none')} />}
    </>
  );
}

function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/before" element={<Link to="/page">To the page</Link>} />
          <Route path="/page" element={<Page />} />
          <Route path="/elsewhere" element={<p>Elsewhere</p>} />
        </Routes>
      </BrowserRouter>
    </StrictMode>
  );
}

/** The app on /page, arrived at from /before by a link (so that Back from /page has somewhere to go). */
async function start() {
  window.history.replaceState(null, '', '/before');
  const view = render(<App />);
  fireEvent.click(screen.getByRole('link', { name: 'To the page' }));
  await screen.findByRole('heading', { name: 'The page' });
  return view;
}

/** What the browser and React do after an event: microtasks, a popstate, the renders they cause. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

const back = async () => {
  await act(async () => window.history.back());
  await settle();
};

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const openDialogs = () => (window.history.state as { openDialogs?: string[] } | null)?.openDialogs ?? [];

describe('useCloseOnBack', () => {
  it('an open dialog has a history entry at the same address, and Back closes it and stays on the page', async () => {
    await start();
    const { length } = window.history;
    const { key, idx } = window.history.state as { key: string; idx: number };
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog('first')).toBeTruthy();
    await settle();
    // One entry, under StrictMode's double effects too, carrying the router's own state (same key and index).
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/page');
    expect(window.history.state).toMatchObject({ key, idx });
    expect(openDialogs()).toHaveLength(1);

    await back();
    expect(dialog('first')).toBeNull();
    expect(window.location.pathname).toBe('/page');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(window.history.state).toMatchObject({ key, idx });
    expect(openDialogs()).toEqual([]);

    // Back again does what it did before the dialog opened.
    await back();
    expect(window.location.pathname).toBe('/before');
    expect(screen.getByRole('link', { name: 'To the page' })).toBeTruthy();
  });

  it('a dialog closed by its button takes its entry away: Back afterwards leaves the page, as before it opened', async () => {
    await start();
    const { key } = window.history.state as { key: string };
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(openDialogs()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close first' }));
    await settle();
    expect(dialog('first')).toBeNull();
    expect(window.location.pathname).toBe('/page');
    // In front again: the page's own entry.
    expect(window.history.state).toMatchObject({ key });
    expect(openDialogs()).toEqual([]);

    await back();
    expect(window.location.pathname).toBe('/before');
    expect(screen.getByRole('link', { name: 'To the page' })).toBeTruthy();
  });

  it('a link followed from inside the dialog is not undone when the dialog closes, whichever comes first', async () => {
    for (const control of [() => screen.getByRole('link', { name: 'Elsewhere from first' }), () => screen.getByRole('button', { name: 'Navigate then close' })]) {
      const view = await start();
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      await settle();
      const { length } = window.history;
      fireEvent.click(control());
      await settle();
      expect(window.location.pathname).toBe('/elsewhere');
      expect(screen.getByText('Elsewhere')).toBeTruthy();
      expect(window.history.length).toBe(length + 1);

      // Back from there shows the page again, without the dialog.
      await back();
      expect(window.location.pathname).toBe('/page');
      expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
      expect(dialog('first')).toBeNull();
      view.unmount();
    }
  });

  it('a dialog opened over another: Back closes the one in front, then the one behind', async () => {
    await start();
    const { length } = window.history;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Open another' }));
    await settle();
    expect(window.history.length).toBe(length + 2);

    await back();
    expect(dialog('second')).toBeNull();
    expect(dialog('first')).toBeTruthy();
    await back();
    expect(dialog('first')).toBeNull();
    expect(window.location.pathname).toBe('/page');

    // Closing the one in front by its button leaves the one behind open, with its entry.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Open another' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close second' }));
    await settle();
    expect(dialog('second')).toBeNull();
    expect(dialog('first')).toBeTruthy();
    expect(openDialogs()).toHaveLength(1);
    await back();
    expect(dialog('first')).toBeNull();
    expect(window.location.pathname).toBe('/page');
  });

  it('a dialog drawn in place of another takes over its entry', async () => {
    await start();
    const { length } = window.history;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await settle();
    expect(dialog('first')).toBeNull();
    expect(dialog('other')).toBeTruthy();
    expect(window.history.length).toBe(length + 1);
    expect(openDialogs()).toHaveLength(1);
    await back();
    expect(dialog('other')).toBeNull();
    expect(window.location.pathname).toBe('/page');
    await back();
    expect(window.location.pathname).toBe('/before');
  });

  it('a dialog opened before the last one’s entry is gone (Back is answered later in a browser) gets an entry of its own', async () => {
    await start();
    // As in a browser, history.back() moves (and says so with a popstate) a moment later.
    const goBack = window.history.back.bind(window.history);
    const later = vi.spyOn(window.history, 'back').mockImplementation(() => void setTimeout(goBack, 30));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Close first' }));
      // The entry is being taken away (the close's check has run) when the next dialog opens.
      await act(async () => {});
      expect(later).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
      expect(dialog('first')).toBeTruthy();
      expect(openDialogs()).toHaveLength(1);
    } finally {
      later.mockRestore();
    }
    await back();
    expect(dialog('first')).toBeNull();
    expect(window.location.pathname).toBe('/page');
    await back();
    expect(window.location.pathname).toBe('/before');
  });
});
