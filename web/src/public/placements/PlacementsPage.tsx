// Placements (SPEC "Placements gallery"): the stories' pictures in a grid; one opens in a modal with its caption,
// when it was posted, approved comments and a Leave a Comment form. The open story is in the URL (?story=slug): the
// server draws it as a section above the gallery (readable without JavaScript), script as a dialog.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { shorten, summarise, usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
// The open story's own query (StoryModal.tsx asks it with the same variables: one request, one cached answer).
import { PortalStoryDocument } from '../../gql/graphql';
import { useHttpStatus } from '../../ssr/RenderContext';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { StoryModal, StorySection } from './StoryModal';
import { useScriptReady } from '../../components/useScriptReady';
import './placements.css';
import { paths } from '../../routes';

const StoriesQuery = graphql(`
  query PortalStories($first: Int!) {
    stories(first: $first) {
      totalCount
      edges {
        node {
          id
          slug
          title
          studentName
          companyName
          role
          storyImage
          postDate
        }
      }
    }
  }
`);

/** A story's address whose story is not published: the server answers 404 (the page still shows the gallery). */
function StoryNotFoundStatus() {
  useHttpStatus(404);
  return null;
}

/** The API's largest page; more stories than this would need a "Show more". */
const STORY_LIMIT = 100;

export function PlacementsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openSlug = searchParams.get('story');
  const scriptReady = useScriptReady();
  const returnFocusTo = useRef<string | null>(null);
  const [{ data, fetching, error }] = useQuery({ query: StoriesQuery, variables: { first: STORY_LIMIT } });
  const stories = data?.stories.edges.map((e) => e.node) ?? [];
  const { siteName } = useSiteSettings();
  // A story's URL (?story=slug) is a page of its own: its title, its text as the description, its own canonical URL.
  const [{ data: storyData, fetching: storyFetching, error: storyError, operation: storyOperation }] = useQuery({
    query: PortalStoryDocument,
    variables: { slug: openSlug ?? '' },
    pause: !openSlug,
  });
  // (urql keeps the last story's answer while the next one loads: only this slug's counts.)
  const storyAnswer = openSlug && storyOperation?.variables.slug === openSlug ? storyData : undefined;
  const story = storyAnswer?.story ?? undefined;
  // A story that is not (or no longer) published: the gallery, with a notice (StorySection), answered as not found so
  // that the address is not indexed as a copy of the gallery.
  const storyMissing = storyAnswer !== undefined && !storyAnswer.story && !storyFetching && !storyError;
  usePageMeta(
    story ? pageTitle(siteName, `${story.title} | Placements`) : pageTitle(siteName, 'Placements'),
    story
      ? summarise(story.storyContent) ||
          shorten(`${story.title}: ${[story.studentName, [story.role, story.companyName].filter(Boolean).join(' at ')].filter(Boolean).join(', ')}.`)
      : 'Success stories of learners placed by the learning centre in Pune: data analysts, developers, marketers and more.',
    story
      ? { canonicalPath: `${paths.placements}?story=${encodeURIComponent(story.slug)}`, ogType: 'article', image: story.storyImage }
      : { canonicalPath: paths.placements, noindex: storyMissing },
  );

  const open = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('story', slug);
    // The page behind the story stays where it was. The entry is marked as opened here, so that closing it goes back
    // to the gallery's own entry rather than adding another (Back after × would open the story again).
    setSearchParams(next, { preventScrollReset: true, state: { storyOpenedFromGallery: true } });
  };
  const close = () => {
    if ((location.state as { storyOpenedFromGallery?: boolean } | null)?.storyOpenedFromGallery) {
      navigate(-1);
      return;
    }
    // Arrived on the story's own address (a shared link, a search result): the gallery takes its place, and Back
    // leaves for wherever the visitor came from.
    const next = new URLSearchParams(searchParams);
    next.delete('story');
    setSearchParams(next, { preventScrollReset: true, replace: true });
  };
  // Focus goes back to the story's tile once the dialog is gone, however it closed (its own close would leave focus on
  // the page's body).
  useEffect(() => {
    const slug = returnFocusTo.current;
    if (openSlug) {
      returnFocusTo.current = openSlug;
      return;
    }
    if (!slug) return;
    returnFocusTo.current = null;
    [...document.querySelectorAll<HTMLElement>('[data-story-slug]')].find((el) => el.dataset.storySlug === slug)?.focus();
  }, [openSlug]);
  const storyHref = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('story', slug);
    return `${paths.placements}?${next.toString()}`;
  };

  return (
    <div className="placements-page">
      <section className="page-header">
        <div className="page-header__inner">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to={paths.home}>Home</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">Placements</span>
          </nav>
          <p className="hero__eyebrow">Placements</p>
          <h1 className="page-header__title">Our learners, now at work</h1>
          <p className="page-header__lead">
            Real people who trained with us in Pune and moved into new roles. Open a story to read it and leave a comment.
          </p>
        </div>
      </section>

      {storyMissing && <StoryNotFoundStatus />}
      {openSlug && !scriptReady && <StorySection slug={openSlug} />}

      <section className="section" aria-label="Success stories">
        {fetching && !data ? (
          <div className="story-grid" aria-busy="true">
            <p className="loading-text" role="status">
              Loading stories…
            </p>
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className="story-tile story-tile--skeleton skeleton" aria-hidden="true" />
            ))}
          </div>
        ) : error && !data ? (
          <div className="notice notice--error" role="alert">
            <p>We could not load the stories just now. Please try again later.</p>
          </div>
        ) : stories.length === 0 ? (
          <div className="empty-state">
            <p>No placement stories yet. Check back soon!</p>
          </div>
        ) : (
          <ul className="story-grid">
            {stories.map((story, i) => (
              <li key={story.id}>
                {/* A link to the story's URL: without JavaScript the server draws the story above the gallery. */}
                <Link
                  to={storyHref(story.slug)}
                  className="story-tile"
                  data-story-slug={story.slug}
                  aria-haspopup={scriptReady ? 'dialog' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                    event.preventDefault();
                    open(story.slug);
                  }}
                >
                  <img
                    src={story.storyImage}
                    alt=""
                    width={400}
                    height={500}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <span className="story-tile__caption">
                    <strong>{story.studentName || story.title}</strong>
                    <span>{[story.role, story.companyName].filter(Boolean).join(' at ') || story.title}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {openSlug && scriptReady && <StoryModal slug={openSlug} onClose={close} />}
    </div>
  );
}
