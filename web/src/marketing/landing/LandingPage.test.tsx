import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'urql';
import { landing } from '../../content/landing';
import { DEFAULT_SITE_NAME, withSiteName } from '../../public/site';
import { mockApiClient, renderOnServer, type OperationHandler } from '../../public/testUtils';
import { paths } from '../../routes';
import { LandingPage } from './LandingPage';
import { featureExcerpt, storyExcerpt } from './truncate';

// The lead form is the lead engineer's; here only the requests the page makes of it count.
const { open } = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('../leads/LeadFormProvider', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../leads/LeadFormProvider')>()),
  useLeadForm: () => ({ open }),
}));

const node = (n: Record<string, string>) => ({ node: { __typename: 'Story', title: '', companyLogo: '', ...n } as Record<string, string> });
const PLACEMENTS = [
  ['Aarti Wagh', 'Deccan Softworks', 'Data Analyst', '₹5.5 LPA'],
  ['Nikhil Bhosale', 'Konkan AI Labs', 'Machine Learning Engineer', '₹8.2 LPA'],
  ['Shruti Gokhale', 'Mula Capital', 'Business Analyst', '₹6.8 LPA'],
  ['Omkar Jadhav', 'Chakan Precision', 'Full Stack Developer', '₹6 LPA'],
  ['Pooja More', 'Lonavala Media', 'Digital Marketing Executive', '₹4.8 LPA'],
].map(([studentName, companyName, role, placementPackage], i) =>
  node({ id: `p${i}`, slug: `p${i}`, studentName: studentName!, companyName: companyName!, role: role!, placementPackage: placementPackage!, storyImage: `/media/content/placements/p${i}.svg`, companyLogo: i === 4 ? '' : `/media/content/companies/c${i}.svg` }),
);
const NEHA =
  'After four years in bank operations I wanted work that used data, not just spreadsheets. My mentor at the Pune centre helped me pick a BFSI project on loan default risk & rehearsed three mock interviews with me.';
const STORIES = [
  node({ id: 's0', slug: 's0', studentName: 'Rahul Kale', companyName: 'Konkan AI Labs', role: 'Data Scientist', storyImage: '/s0.svg', storyContent: '<p>I was a mechanical engineer testing gearboxes in Chakan and had never written a line of Python, until the weekend batches.</p>' }),
  node({ id: 's1', slug: 's1', studentName: 'Neha Pawar', companyName: 'Mula Capital', role: 'Senior Business Analyst', storyImage: '/s1.svg', companyLogo: '/logo.svg', storyContent: `<p>${NEHA.replace('&', '&amp;')}</p>` }),
  node({ id: 's2', slug: 's2', studentName: '', title: 'A story without a name', companyName: '', role: 'Full Stack Developer', storyImage: '/s2.svg', storyContent: '<p>Short.</p>' }),
];
/** The published stories as the API answers the landing page's query. */
const landingStories = (placements = PLACEMENTS, told = STORIES) => () => ({
  placements: { __typename: 'StoryConnection', edges: placements.map((e) => ({ __typename: 'StoryEdge', ...e })) },
  told: { __typename: 'StoryConnection', edges: told.map((e) => ({ __typename: 'StoryEdge', ...e })) },
});

/**
 * The page with a mock API answering the stories: without a PortalSiteSettings handler the site settings cannot be
 * read, so the default site name shows and no figures.
 */
function renderLanding(url: string = paths.courses.landing, handlers: Record<string, OperationHandler> = { LandingStories: landingStories() }) {
  const router = createMemoryRouter(
    [
      { path: paths.courses.landing, element: <LandingPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [url] },
  );
  const { client, calls } = mockApiClient(handlers);
  return {
    calls,
    ...render(
      <Provider value={client}>
        <RouterProvider router={router} />
      </Provider>,
    ),
    router,
  };
}

/** Answers `(prefers-reduced-motion: reduce)` as the visitor's setting says. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => open.mockClear());
afterEach(() => vi.restoreAllMocks());

describe('LandingPage', () => {
  it('draws the seven sections in the SPEC order with their headings', async () => {
    const { container } = renderLanding();
    await screen.findByText('Aarti Wagh');
    const order = Array.from(container.querySelectorAll('[data-landing-section]')).map((s) => s.getAttribute('data-landing-section'));
    expect(order).toEqual(['hero', 'features', 'courses', 'placements', 'partners', 'awards', 'stories']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take Your Career To New Height');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      withSiteName(landing.intro.heading, DEFAULT_SITE_NAME),
      'Exclusive Offline Courses',
      'From Learning to Earning',
      'Trusted by 1200+ Academic & Employment Partners',
      'Awards & Accomplishments',
      'From Learning to Leading',
    ]);
    expect(screen.getByText(landing.hero.tagline)).toBeTruthy();
    expect(screen.getByText(landing.hero.location)).toBeTruthy();
    expect(document.title).toBe(withSiteName(landing.title, DEFAULT_SITE_NAME));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(landing.metaDescription);
  });

  it('names the site with the name in the site settings: the hero’s eyebrow, the intro heading and the title', async () => {
    const { container } = renderLanding(paths.courses.landing, {
      PortalSiteSettings: () => ({ siteSettings: { __typename: 'SiteSettings', siteName: 'Pune Skills Hub' } }),
      LandingStories: landingStories(),
    });
    await waitFor(() => expect(container.querySelector('.landing-hero__eyebrow')?.textContent).toBe('Pune Skills Hub · Offline classroom courses'));
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Pune Skills Hub' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Pune Skills Hub — Offline Data Science, AI, Full Stack and Digital Marketing Courses'));
    expect(container.textContent).not.toMatch(/Learnbay|\{siteName\}/);
  });

  it('shows every card: four features, four courses, the placements and stories published, seven partners, eight awards', async () => {
    const { container, calls } = renderLanding();
    await screen.findByText('Aarti Wagh');
    expect(calls.find((c) => c.operationName === 'LandingStories')?.variables).toEqual({ first: 12 });
    const count = (section: string) => container.querySelectorAll(`[data-landing-section="${section}"] .swiper-slide`).length;
    expect([count('features'), count('courses'), count('placements'), count('partners'), count('awards'), count('stories')]).toEqual([4, 4, 5, 7, 8, 3]);
    for (const p of PLACEMENTS) expect(screen.getAllByText(p.node.placementPackage!.replace(' LPA', ''), { exact: false }).length).toBeGreaterThan(0);
    const placements = container.querySelector('[data-landing-section="placements"]')!;
    expect(within(placements as HTMLElement).getByRole('img', { name: 'Deccan Softworks logo' }).getAttribute('src')).toBe('/media/content/companies/c0.svg');
    expect(within(placements as HTMLElement).getByRole('img', { name: 'Portrait of Aarti Wagh' }).getAttribute('src')).toBe('/media/content/placements/p0.svg');
    // No logo given: no picture, the company named beside the role instead.
    expect(within(placements as HTMLElement).queryByRole('img', { name: 'Lonavala Media logo' })).toBeNull();
    expect(within(placements as HTMLElement).getByText('Digital Marketing Executive at Lonavala Media')).toBeTruthy();
    // A story without the learner's name is headed by its title.
    expect(screen.getByRole('heading', { level: 3, name: 'A story without a name' })).toBeTruthy();
    for (const partner of landing.partners.items) expect(screen.getByRole('img', { name: partner.name })).toBeTruthy();
  });

  it('gives the awards section the anchor id Awards-&-Accomplishments', () => {
    renderLanding();
    const section = document.getElementById('Awards-&-Accomplishments')!;
    expect(section.getAttribute('data-landing-section')).toBe('awards');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Awards & Accomplishments');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(landing.awards.items.map((a) => a.title));
  });

  it('scrolls to the section the address names', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    renderLanding(`${paths.courses.landing}#Awards-&-Accomplishments`);
    await waitFor(() => expect(scrolled).toEqual(['Awards-&-Accomplishments']));
  });

  it('opens the lead form from Get Started and Enroll Now', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ course: 'general', sourceButton: 'Get Started' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ course: 'general', sourceButton: 'Enroll Now' }));
    expect(open.mock.calls.every(([request]) => !request.wantsSyllabus)).toBe(true);
  });

  it('links each course card to its course page, and Syllabus asks for that course syllabus', () => {
    const { container } = renderLanding();
    const cards = Array.from(container.querySelectorAll<HTMLElement>('[data-landing-section="courses"] .course-card'));
    const expected = [
      { link: '/courses/data-science', course: 'data-science-ai-ml' },
      { link: '/courses/basic-python', course: 'full-stack-development' },
      { link: '/courses/pattern-analying', course: 'machine-learning' },
      { link: '/courses/digital-marketing', course: 'digital-marketing' },
    ];
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      expect(within(card).getByRole('link', { name: /^View Program/ }).getAttribute('href')).toBe(expected[i]!.link);
      fireEvent.click(within(card).getByRole('button', { name: 'Syllabus' }));
      expect(open).toHaveBeenLastCalledWith({ course: expected[i]!.course, sourceButton: 'Syllabus', wantsSyllabus: true });
    });
  });

  it('without JavaScript, Get Started and Enroll Now lead to the enquiry page, and each card’s Syllabus to its syllabus', () => {
    const { root } = renderOnServer(<LandingPage />, paths.courses.landing);
    const linkIn = (scope: ParentNode, label: string) => Array.from(scope.querySelectorAll('a')).filter((a) => a.textContent === label);
    const hero = root.querySelector('[data-landing-section="hero"]')!;
    expect(hero.querySelectorAll('button.landing-hero__cta')).toHaveLength(0);
    expect(linkIn(hero, 'Get Started').map((a) => a.getAttribute('href'))).toEqual(['/enquire?course=general&from=Get+Started']);
    expect(linkIn(hero, 'Enroll Now').map((a) => a.getAttribute('href'))).toEqual(['/enquire?course=general&from=Enroll+Now']);
    const courses = root.querySelector('[data-landing-section="courses"]')!;
    expect(linkIn(courses, 'Syllabus').map((a) => a.getAttribute('href'))).toEqual([
      '/courses/data-science/syllabus',
      '/courses/basic-python/syllabus',
      '/courses/pattern-analying/syllabus',
      '/courses/digital-marketing/syllabus',
    ]);
  });

  it('View Program goes to the course page', async () => {
    const { router } = renderLanding();
    fireEvent.click(screen.getByRole('link', { name: /^View Program\s*: Machine Learning Course in Pune$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/pattern-analying'));
  });

  it('cuts feature descriptions at 100 characters plus two dots', () => {
    renderLanding();
    for (const f of landing.features.items) {
      const shown = featureExcerpt(f.description);
      expect(shown).toMatch(/\.\.$/);
      expect(screen.getByText(shown)).toBeTruthy();
      expect(screen.queryByText(f.description)).toBeNull();
    }
  });

  it('cuts stories at 130 characters plus an ellipsis; Read More opens the whole story', async () => {
    renderLanding();
    const story = { studentName: 'Neha Pawar', role: 'Senior Business Analyst', companyName: 'Mula Capital', story: NEHA };
    expect(await screen.findByText(storyExcerpt(story.story))).toBeTruthy();
    expect(screen.queryByText(story.story)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Read More\\s*: ${story.studentName}'s story$`) }));
    const dialog = screen.getByRole('dialog', { name: `${story.studentName}'s story` });
    expect(within(dialog).getByText(story.story)).toBeTruthy();
    expect(within(dialog).getByText(`${story.role} at ${story.companyName}`)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'More success stories' }).getAttribute('href')).toBe(paths.placements);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(story.story)).toBeNull();
  });

  it('View Details opens the placement, with the gallery and a counsellor one click away', async () => {
    renderLanding();
    const placement = PLACEMENTS[0]!.node;
    fireEvent.click(await screen.findByRole('button', { name: `View Details of ${placement.studentName}` }));
    const dialog = screen.getByRole('dialog', { name: `${placement.studentName}, placed at ${placement.companyName}` });
    expect(within(dialog).getByText('5.5', { exact: false }).textContent).toBe('₹5.5 LPA');
    expect(within(dialog).getByRole('link', { name: 'See all placements' }).getAttribute('href')).toBe(paths.placements);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talk to a counsellor' }));
    expect(open).toHaveBeenLastCalledWith({ course: 'general', sourceButton: 'Talk to a counsellor' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out the placements and stories sections, headings and all, when no published story fills them', async () => {
    const { container, calls } = renderLanding(paths.courses.landing, { LandingStories: landingStories([], []) });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'LandingStories')).toBe(true));
    await screen.findByRole('heading', { level: 2, name: 'Awards & Accomplishments' });
    const order = Array.from(container.querySelectorAll('[data-landing-section]')).map((s) => s.getAttribute('data-landing-section'));
    expect(order).toEqual(['hero', 'features', 'courses', 'partners', 'awards']);
    expect(screen.queryByText('From Learning to Earning')).toBeNull();
    expect(screen.queryByText('From Learning to Leading')).toBeNull();
  });

  it('shows only the placements when no story is told, and only the stories when none has a package', async () => {
    const first = renderLanding(paths.courses.landing, { LandingStories: landingStories(PLACEMENTS, []) });
    await screen.findByText('Aarti Wagh');
    expect(first.container.querySelector('[data-landing-section="stories"]')).toBeNull();
    first.unmount();
    const second = renderLanding(paths.courses.landing, { LandingStories: landingStories([], STORIES) });
    await screen.findByText('Rahul Kale');
    expect(second.container.querySelector('[data-landing-section="placements"]')).toBeNull();
  });

  it('shows the headline figures staff set, each hidden when empty, and none before the settings are read', async () => {
    const settings = (figures: Record<string, string>) => () => ({ siteSettings: { __typename: 'SiteSettings', siteName: 'Pune Skills Hub', ...figures } });
    const strip = (container: HTMLElement) => container.querySelector('[data-landing-figures]');
    const none = renderLanding();
    await screen.findByText('Aarti Wagh');
    expect(strip(none.container)).toBeNull();
    none.unmount();

    const some = renderLanding(paths.courses.landing, { LandingStories: landingStories(), PortalSiteSettings: settings({ placementsFigure: '1,200+', highestPackageFigure: '', hiringPartnersFigure: '150+' }) });
    await waitFor(() => expect(strip(some.container)).not.toBeNull());
    const terms = Array.from(strip(some.container)!.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Placements', '1,200+'],
      ['Hiring partners', '150+'],
    ]);
    expect(some.container.querySelector('[data-landing-section="hero"] [data-landing-figures]')).not.toBeNull();
    some.unmount();

    const empty = renderLanding(paths.courses.landing, { LandingStories: landingStories(), PortalSiteSettings: settings({ placementsFigure: '', highestPackageFigure: ' ', hiringPartnersFigure: '' }) });
    await waitFor(() => expect(empty.container.querySelector('.landing-hero__eyebrow')?.textContent).toMatch(/^Pune Skills Hub/));
    expect(strip(empty.container)).toBeNull();
  });

  it('plays a muted, looping video with a poster beside the headline', () => {
    preferReducedMotion(false);
    const { container } = renderLanding();
    const video = container.querySelector('video')!;
    expect(video).toBeTruthy();
    expect({ muted: video.muted, loop: video.loop, autoplay: video.autoplay, playsInline: video.hasAttribute('playsinline') }).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
    });
    expect(video.getAttribute('poster')).toBe('/media/hero-poster.jpg');
    expect(Array.from(video.querySelectorAll('source')).map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/hero.webm', 'video/webm'],
      ['/media/hero.mp4', 'video/mp4'],
    ]);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: landing.hero.videoAlt })).toBeNull();
  });

  it('shows the still poster instead of the video to visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { container } = renderLanding();
    expect(container.querySelector('video')).toBeNull();
    const still = screen.getByRole('img', { name: landing.hero.videoAlt });
    expect(still.getAttribute('src')).toBe('/media/hero-poster.jpg');
    expect([still.getAttribute('width'), still.getAttribute('height')]).toEqual(['960', '540']);
  });

  it('swaps the video for the still when the visitor turns reduced motion on', () => {
    let reduce = false;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return reduce && query.includes('reduce');
          },
          media: query,
          addEventListener: (_: string, l: () => void) => listeners.add(l),
          removeEventListener: (_: string, l: () => void) => listeners.delete(l),
        }) as unknown as MediaQueryList,
    );
    const { container } = renderLanding();
    expect(container.querySelector('video')).toBeTruthy();
    act(() => {
      reduce = true;
      listeners.forEach((l) => l());
    });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: landing.hero.videoAlt })).toBeTruthy();
  });

  it('gives every picture its size and alt text, and loads those below the hero lazily', () => {
    const { container } = renderLanding();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) {
      expect(img.getAttribute('alt'), img.src).toBeTruthy();
      expect(Number(img.getAttribute('width')), img.src).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.src).toBeGreaterThan(0);
      if (!img.closest('[data-landing-section="hero"]')) expect(img.getAttribute('loading'), img.src).toBe('lazy');
    }
  });

  it('loads all of a carousel\'s pictures once its section comes near the screen, slides hidden sideways included', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      const { container } = renderLanding();
      await screen.findByText('Rahul Kale');
      const awards = document.getElementById('Awards-&-Accomplishments')!;
      const loading = (section: string) =>
        new Set(Array.from(container.querySelectorAll(`[data-landing-section="${section}"] img`)).map((img) => img.getAttribute('loading')));
      expect(loading('awards')).toEqual(new Set(['lazy']));
      const observer = observers.find((o) => o.targets.includes(awards))!;
      act(() => observer.callback([{ isIntersecting: true, target: awards } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
      expect(loading('awards')).toEqual(new Set(['eager']));
      // The other sections wait for their own turn.
      expect(loading('stories')).toEqual(new Set(['lazy']));
      // A section drawn once its stories arrived is watched too.
      const stories = container.querySelector('[data-landing-section="stories"]')!;
      const storiesObserver = observers.find((o) => o.targets.includes(stories))!;
      act(() => storiesObserver.callback([{ isIntersecting: true, target: stories } as unknown as IntersectionObserverEntry], storiesObserver as unknown as IntersectionObserver));
      expect(loading('stories')).toEqual(new Set(['eager']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
