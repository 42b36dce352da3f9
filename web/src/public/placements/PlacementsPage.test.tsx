// A story's own address (/success-stories?story=slug) is a page of its own for search engines: its title, its text as
// the description and itself as canonical; a slug with no published story is the gallery, not found (404, noindex).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider, type ServerRenderRecord } from '../../ssr/RenderContext';
import { mockApiClient, renderRoutes } from '../testUtils';
import { PlacementsPage } from './PlacementsPage';

const ORIGIN = 'https://www.learning-centre.example';

const story = {
  __typename: 'Story',
  id: 'story-1',
  slug: 'priya',
  title: 'From commerce graduate to data analyst',
  studentName: 'Priya Deshmukh',
  companyName: 'Sahyadri Analytics',
  role: 'Data Analyst',
  storyImage: '/images/placements/priya-deshmukh.svg',
  storyContent: '<p>Priya finished her B.Com. &amp; learnt SQL &lt;fast&gt;.</p>',
  postDate: '2025-06-01T00:00:00.000Z',
  comments: [],
};

const gallery = {
  stories: {
    __typename: 'QueryStoriesConnection',
    totalCount: 1,
    edges: [{ __typename: 'QueryStoriesConnectionEdge', node: { ...story, storyContent: undefined, comments: undefined } }],
  },
};

/** The page at `url` with what it reports to the server renderer (head, status) recorded. */
function renderPage(url: string, storyOf: (slug: string) => unknown = (slug) => (slug === 'priya' ? story : null)) {
  const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
  const view = renderRoutes(
    [
      {
        path: '/success-stories',
        element: (
          <ServerRenderProvider info={{ now: 0, origin: ORIGIN }} record={record} sanitizeRichText={(html) => html}>
            <PlacementsPage />
          </ServerRenderProvider>
        ),
      },
    ],
    url,
    {
      PortalStories: () => gallery,
      PortalStory: (v) => ({ story: storyOf(String(v.slug)) }),
    },
  );
  return { ...view, record };
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('PlacementsPage', () => {
  it('gives a story its own title, description and canonical URL', async () => {
    const { record, unmount } = renderPage('/success-stories?story=priya&utm_source=x');
    await waitFor(() => expect(record.head.title).toMatch(/^From commerce graduate to data analyst \| Placements \| /));
    expect(record.head).toMatchObject({
      description: 'Priya finished her B.Com. & learnt SQL <fast>.',
      canonicalPath: '/success-stories?story=priya',
    });
    expect(record.head.noindex).toBeFalsy();
    expect(record.status).toBe(200);
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/success-stories?story=priya`));
    expect(document.title).toMatch(/^From commerce graduate to data analyst \| Placements/);
    expect(description()).toBe('Priya finished her B.Com. & learnt SQL <fast>.');
    expect(robots()).toBeNull();
    unmount();
  });

  it('describes a story without text by its learner', async () => {
    const { record, unmount } = renderPage('/success-stories?story=priya', () => ({ ...story, storyContent: '  ' }));
    await waitFor(() => expect(record.head.description).toBe('From commerce graduate to data analyst: Priya Deshmukh, Data Analyst at Sahyadri Analytics.'));
    unmount();
  });

  it('keeps the gallery as the page of the list', async () => {
    const { record, unmount } = renderPage('/success-stories');
    await screen.findByText('Priya Deshmukh');
    expect(record.head.canonicalPath).toBe('/success-stories');
    expect(record.head.noindex).toBeFalsy();
    expect(record.head.title).toMatch(/^Placements \| /);
    expect(record.status).toBe(200);
    unmount();
  });

  it('answers an unknown story as not found: the gallery, a notice, 404 and noindex', async () => {
    const { record } = renderPage('/success-stories?story=nope');
    await screen.findByText('This story is no longer available.');
    await waitFor(() => expect(record.status).toBe(404));
    expect(record.head).toMatchObject({ canonicalPath: '/success-stories', noindex: true });
    expect(record.head.title).toMatch(/^Placements \| /);
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(screen.getByText('Priya Deshmukh')).toBeTruthy();
  });

  // The open story is an entry of the window's history (?story=slug, pushed by the router): a phone's Back closes it
  // and stays on the gallery, with no entry of a dialog's own (the dialog does not use useCloseOnBack).
  it('a phone’s Back closes an open story and stays on the gallery', async () => {
    window.history.replaceState(null, '', '/success-stories');
    const { client } = mockApiClient({ PortalStories: () => gallery, PortalStory: () => ({ story }) });
    const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
    render(
      <StrictMode>
        <Provider value={client}>
          <ServerRenderProvider info={{ now: 0, origin: ORIGIN }} record={record} sanitizeRichText={(html) => html}>
            <BrowserRouter>
              <Routes>
                <Route path="/success-stories" element={<PlacementsPage />} />
              </Routes>
            </BrowserRouter>
          </ServerRenderProvider>
        </Provider>
      </StrictMode>,
    );
    const { length } = window.history;
    fireEvent.click(await screen.findByText('Priya Deshmukh'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(window.location.search).toBe('?story=priya');
    expect(window.history.length).toBe(length + 1);

    await act(async () => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/success-stories');
    expect(window.location.search).toBe('');
    expect(screen.getByText('Priya Deshmukh')).toBeTruthy();
  });

  /** The gallery in a real (happy-dom) history, starting at `url`, with an entry before it (the page the visitor came from). */
  function renderInHistory(url: string) {
    window.history.replaceState(null, '', '/before');
    window.history.pushState(null, '', url);
    const { client } = mockApiClient({ PortalStories: () => gallery, PortalStory: () => ({ story }) });
    const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
    render(
      <Provider value={client}>
        <ServerRenderProvider info={{ now: 0, origin: ORIGIN }} record={record} sanitizeRichText={(html) => html}>
          <BrowserRouter>
            <Routes>
              <Route path="/success-stories" element={<PlacementsPage />} />
              <Route path="/before" element={<p>the page before</p>} />
            </Routes>
          </BrowserRouter>
        </ServerRenderProvider>
      </Provider>,
    );
  }

  it('a story opened from the gallery and closed with × leaves no entry behind: Back then leaves the gallery', async () => {
    renderInHistory('/success-stories');
    const { length } = window.history;
    fireEvent.click(await screen.findByText('Priya Deshmukh'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.location.search).toBe(''));
    await act(async () => window.history.back());
    // Not the story again: the page the visitor came from.
    expect(await screen.findByText('the page before')).toBeTruthy();
    expect(window.history.length).toBe(length + 1);
  });

  it('a story reached at its own address and closed with × is replaced by the gallery: Back leaves for the page before', async () => {
    renderInHistory('/success-stories?story=priya');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    await act(async () => window.history.back());
    expect(await screen.findByText('the page before')).toBeTruthy();
  });
});
