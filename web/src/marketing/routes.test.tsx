import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { paths } from '../routes';
import { COURSE_PAGE_ROUTE, marketingRoutes } from './routes';

const routes = [{ path: '/', children: [marketingRoutes] }];
const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('course routes', () => {
  it('show every course address (the API says which course, alias or none) on one route, its syllabus on another', () => {
    for (const path of ['/courses/data-science', '/courses/pattern-analying', '/courses/machine-learning', '/courses/a-course-staff-add']) {
      expect(routeOf(path), path).toBe(COURSE_PAGE_ROUTE);
      expect(routeOf(paths.syllabus(path)), path).toBe(paths.syllabus(COURSE_PAGE_ROUTE));
    }
  });

  it('keep the learning centre page and the enquiry page on their own routes', () => {
    expect(routeOf(paths.courses.landing)).toBe('courses/learnbay');
    expect(routeOf(paths.enquire)).toBe('enquire');
  });
});
