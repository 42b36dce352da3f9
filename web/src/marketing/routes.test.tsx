import { describe, expect, it } from 'vitest';
import { coursePages } from '../content';
import { renderRoutes } from '../public/testUtils';
import { COURSE_ALIASES, COURSE_ROUTES, marketingRoutes } from './routes';

describe('course routes', () => {
  it('show each course page at its own path', () => {
    expect(COURSE_ROUTES.map((r) => [r.path, r.slug]).sort()).toEqual(coursePages.map((p) => [p.path, p.slug]).sort());
  });

  it('lead from the descriptive aliases to the legacy paths, keeping the anchor', async () => {
    expect(COURSE_ALIASES).toEqual([
      { from: '/courses/data-science-ai-ml', to: '/courses/data-science' },
      { from: '/courses/full-stack-development', to: '/courses/basic-python' },
      { from: '/courses/machine-learning', to: '/courses/pattern-analying' },
    ]);
    const { router } = renderRoutes([{ path: '/', children: [marketingRoutes] }], '/courses/machine-learning?utm=x#course-fee', {});
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`).toBe('/courses/pattern-analying?utm=x#course-fee');
  });
});
