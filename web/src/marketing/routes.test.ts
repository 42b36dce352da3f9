import { describe, expect, it } from 'vitest';
import { coursePages } from '../content';
import { COURSE_ROUTES } from './routes';

describe('course routes', () => {
  it('show each course page at its own path', () => {
    expect(COURSE_ROUTES.map((r) => [r.path, r.slug]).sort()).toEqual(coursePages.map((p) => [p.path, p.slug]).sort());
  });
});
