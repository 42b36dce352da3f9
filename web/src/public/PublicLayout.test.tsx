// The public frame names the site as the site settings say, and links the job portal and the course pages both ways;
// its header follows the learner session, also when it ended in another tab.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyApplicationsPage } from './applications/MyApplicationsPage';
import { PublicLayout } from './PublicLayout';
import { DEFAULT_SITE_NAME } from './site';
import { GraphQLRefusal, renderRoutes, sampleLearner, type OperationHandler } from './testUtils';
import { NotFoundPage } from './NotFoundPage';

const settings = (siteName?: string): Record<string, OperationHandler> => ({
  PortalSiteSettings: () => ({
    siteSettings: {
      __typename: 'SiteSettings',
      ...(siteName ? { siteName } : {}),
      supportEmail: 'help@centre.example',
      tollFreeNumber: '1800-210-2020',
      mobileNumber: '+91 98765 43210',
      address: 'Office 402',
      city: 'Pune, Maharashtra',
      facebookUrl: '',
      instagramUrl: '',
      linkedinUrl: '',
      youtubeUrl: '',
      twitterUrl: '',
    },
  }),
});

function renderLayout(handlers: Record<string, OperationHandler>, url = '/no-such-page') {
  return renderRoutes([{ path: '/', element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }], url, handlers);
}

const COURSES = [
  ['All courses at the centre', '/courses/learnbay'],
  ['Data Science and AI-ML', '/courses/data-science'],
  ['Full Stack Development', '/courses/basic-python'],
  ['Machine Learning', '/courses/pattern-analying'],
  ['Digital Marketing', '/courses/digital-marketing'],
];

describe('the site’s name', () => {
  it('comes from the site settings: header brand, footer and page title', async () => {
    renderLayout(settings('Pune Skills Hub'));
    await screen.findByRole('link', { name: 'Pune Skills Hub · Jobs & Placements' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Pune Skills Hub is an offline learning centre');
    expect(footer.textContent).toMatch(/© \d{4} Pune Skills Hub\. All rights reserved\./);
    await waitFor(() => expect(document.title).toBe('Page not found | Pune Skills Hub'));
    expect(document.body.textContent).not.toMatch(/Learnbay|Learning Centre Pune/);
  });

  it('is "Learning Centre Pune" until the settings answer', async () => {
    renderLayout({});
    expect(screen.getByRole('link', { name: `${DEFAULT_SITE_NAME} · Jobs & Placements` })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Page not found | ${DEFAULT_SITE_NAME}`));
  });
});

describe('the way between the job portal and the courses', () => {
  it('offers Courses in the top bar: a link to the learning centre and a list of every course page', async () => {
    renderLayout(settings(), '/jobs');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses/learnbay');
    const toggle = within(main).getByRole('button', { name: 'Course pages' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(COURSES);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('lists the courses in the mobile menu and in the footer, beside the jobs', async () => {
    renderLayout(settings(), '/courses/no-such-course');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs');
    const courses = within(mobile).getByRole('link', { name: 'Courses' });
    expect(courses.getAttribute('href')).toBe('/courses/learnbay');
    // On a course address Courses is the current section.
    expect(courses.className).toContain('active');
    expect(within(within(mobile).getByRole('list', { name: 'Course pages' })).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      COURSES.slice(1).map(([, href]) => href),
    );
    const footerCourses = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Courses' });
    expect(within(footerCourses).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(COURSES);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('closes the mobile menu on Escape, from its button or from a link in it, and gives the focus back to the button', async () => {
    renderLayout(settings(), '/jobs');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    for (const from of ['the button', 'a link'] as const) {
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded'), from).toBe('true');
      expect(menu.hidden, from).toBe(false);
      const focused = from === 'the button' ? toggle : within(menu).getByRole('link', { name: 'Placements' });
      focused.focus();
      fireEvent.keyDown(focused, { key: 'Escape' });
      expect(toggle.getAttribute('aria-expanded'), from).toBe('false');
      expect(menu.hidden, from).toBe(true);
      expect(document.activeElement, from).toBe(toggle);
    }
  });
});

describe('the header and the learner session', () => {
  afterEach(() => {
    document.cookie = 'lc_signed_in=; path=/; max-age=0';
  });

  it('a learner signed out in another tab: the first refused request turns My account back into Login', async () => {
    document.cookie = 'lc_signed_in=1; path=/';
    let signedIn = true;
    const learner = sampleLearner({ phone: '' });
    const { calls } = renderRoutes([{ path: '/', element: <PublicLayout />, children: [{ path: 'account/applications', element: <MyApplicationsPage /> }] }], '/account/applications', {
      ...settings(),
      CurrentLearner: () => ({ currentLearner: signedIn ? learner : null }),
      MyApplications: () => {
        // Tab B signed out before this page asked.
        signedIn = false;
        return new GraphQLRefusal('Sign in to your learner account to do this.', 'UNAUTHENTICATED');
      },
    });
    // Signed in as the page loaded (the first answer), asked again after the refusal: signed out (the second).
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'CurrentLearner')).toHaveLength(2));
    expect(await screen.findByText('Sign in to see your applications.')).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(main).queryByRole('link', { name: /My account/ })).toBeNull();
  });

  it('while the session is asked for, a browser marked signed in shows My account, not Login; signed out, Login at once', async () => {
    document.cookie = 'lc_signed_in=1; path=/';
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const learner = sampleLearner();
    const { calls } = renderRoutes([{ path: '/', element: <PublicLayout />, children: [] }], '/', { ...settings(), CurrentLearner: () => pending });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'CurrentLearner')).toBe(true));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(within(main).queryByRole('link', { name: 'Login' })).toBeNull();
    answer({ currentLearner: learner });
    // The answer: the learner's own My account (with their name), still no Login.
    await waitFor(() => expect(main.querySelector(`a[title="Signed in as ${learner.name}"]`)?.getAttribute('href')).toBe('/account'));
    expect(within(main).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('a browser without the mark shows Login and asks nothing', async () => {
    const { calls } = renderRoutes([{ path: '/', element: <PublicLayout />, children: [] }], '/', settings());
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'CurrentLearner')).toBe(false);
  });
});
