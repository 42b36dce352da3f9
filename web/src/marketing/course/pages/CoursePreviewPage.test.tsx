import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../api/client';
import { GraphQLRefusal, renderOnServer, renderRoutes } from '../../../public/testUtils';
import { coursePages } from '../seedPages';
import { CoursePreviewPage, PREVIEW_SIGN_IN } from './CoursePreviewPage';

const ROUTES = [{ path: '/courses/preview/:id', element: <CoursePreviewPage /> }];
const { slug, path, courseLabel, nextBatchDate, ...content } = coursePages[0]!;
/** The draft as coursePreview answers it: the seed's document with a fee staff have just saved. */
const DRAFT = { ...content, sections: content.sections.map((s) => (s.kind === 'hero' ? { ...s, title: 'Data Science draft title (unpublished)' } : s)) };
const preview = () => ({ coursePreview: { __typename: 'PublicCourse', slug, path, label: courseLabel, nextBatchDate, content: DRAFT } });

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('CoursePreviewPage', () => {
  it('draws the saved draft with the course page renderer under a banner that links back to the editor, for a staff token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const { calls } = renderRoutes(ROUTES, '/courses/preview/course-1', { CoursePreview: preview });
    expect(await screen.findByText('Preview of the saved draft — not published.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Data Science draft title (unpublished)');
    expect(document.querySelector('.course-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe('/admin/courses/course-1');
    expect(calls.filter((c) => c.operationName === 'CoursePreview')).toEqual([{ operationName: 'CoursePreview', variables: { id: 'course-1' } }]);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
  });

  it('asks to sign in as staff without a token, and asks nothing of the API', async () => {
    const { calls } = renderRoutes(ROUTES, '/courses/preview/course-1', { CoursePreview: preview });
    expect((await screen.findByRole('alert')).textContent).toContain(PREVIEW_SIGN_IN);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/admin/login');
    expect(document.querySelector('.course-page')).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a learner or USER token the API refuses', 'FORBIDDEN'],
    ['a token that has expired', 'UNAUTHENTICATED'],
  ])('asks to sign in as staff for %s, showing nothing of the draft', async (_name, code) => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'not-staff');
    renderRoutes(ROUTES, '/courses/preview/course-1', { CoursePreview: () => new GraphQLRefusal('Your role does not allow this action.', code) });
    expect((await screen.findByRole('alert')).textContent).toContain(PREVIEW_SIGN_IN);
    expect(screen.queryByText(/draft title/)).toBeNull();
  });

  it('says so for an unknown course id', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    renderRoutes(ROUTES, '/courses/preview/nope', { CoursePreview: () => new GraphQLRefusal('Course not found', 'NOT_FOUND') });
    expect((await screen.findByRole('alert')).textContent).toContain('There is no course with this id.');
  });

  it('is only a loading frame in the server’s HTML (the draft is read in the browser), marked noindex', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const { root, record } = renderOnServer(<CoursePreviewPage />, '/courses/preview/course-1', { CoursePreview: preview });
    expect(root.textContent).toContain('Loading the preview');
    expect(root.querySelector('.course-page')).toBeNull();
    expect(record.head.noindex).toBe(true);
  });
});
