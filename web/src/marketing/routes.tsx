// The learning-centre routes under the public layout: the landing page, the four course pages (their exact legacy
// paths) and each course's printable syllabus. The marketing code loads on demand, apart from the job portal's.
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../routes';
import { COURSE_ROUTES } from './courseRoutes';

const MarketingLayout = lazy(() => import('./MarketingLayout').then((m) => ({ default: m.MarketingLayout })));
const LandingPage = lazy(() => import('./landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const CourseRoute = lazy(() => import('./course/CourseRoute').then((m) => ({ default: m.CourseRoute })));
const SyllabusRoute = lazy(() => import('./syllabus/SyllabusRoute').then((m) => ({ default: m.SyllabusRoute })));

export { COURSE_ROUTES } from './courseRoutes';

function PageLoading() {
  return (
    <section className="section">
      <p className="loading-text" role="status">
        Loading…
      </p>
    </section>
  );
}

const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;
const relative = (path: string) => path.replace(/^\//, '');

export const marketingRoutes: RouteObject = {
  element: onDemand(<MarketingLayout />),
  children: [
    { path: relative(paths.courses.landing), element: onDemand(<LandingPage />) },
    ...COURSE_ROUTES.flatMap(({ path, slug }) => [
      { path: relative(path), element: onDemand(<CourseRoute slug={slug} />) },
      { path: relative(paths.syllabus(path)), element: onDemand(<SyllabusRoute slug={slug} />) },
    ]),
  ],
};
