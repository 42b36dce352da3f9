// A story's own address (/success-stories?story=slug) is a page of its own for search engines: its title, its text as
// the description and itself as canonical; a slug with no published story is the gallery, not found (404, noindex).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider, type ServerRenderRecord } from '../../ssr/RenderContext';
import { renderRoutes } from '../testUtils';
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
});
