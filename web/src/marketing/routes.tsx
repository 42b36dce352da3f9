// The learning-centre routes under the public layout: the landing page, the four course pages (their exact legacy
// paths) and each course's printable syllabus. The marketing code loads on demand, apart from the job portal's.
import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { onDemand } from '../components/onDemand';
import { paths } from '../routes';
import { COURSE_ROUTES } from './courseRoutes';

const MarketingLayout = lazy(() => import('./MarketingLayout').then((m) => ({ default: m.MarketingLayout })));
const LandingPage = lazy(() => import('./landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const CourseRoute = lazy(() => import('./course/CourseRoute').then((m) => ({ default: m.CourseRoute })));
const SyllabusRoute = lazy(() => import('./syllabus/SyllabusRoute').then((m) => ({ default: m.SyllabusRoute })));

export { COURSE_ROUTES } from './courseRoutes';

/** Descriptive aliases: /courses/<course slug> (e.g. /courses/machine-learning) leads to the legacy path, which stays
 * the page's one address (links from outside use it). */
export const COURSE_ALIASES = COURSE_ROUTES.map(({ path, slug }) => ({ from: `/courses/${slug}`, to: path })).filter((a) => a.from !== a.to);

function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

const relative = (path: string) => path.replace(/^\//, '');

export const marketingRoutes: RouteObject = {
  element: onDemand(<MarketingLayout />),
  children: [
    { path: relative(paths.courses.landing), element: onDemand(<LandingPage />) },
    ...COURSE_ROUTES.flatMap(({ path, slug }) => [
      { path: relative(path), element: onDemand(<CourseRoute slug={slug} />) },
      { path: relative(paths.syllabus(path)), element: onDemand(<SyllabusRoute slug={slug} />) },
    ]),
    ...COURSE_ALIASES.map(({ from, to }) => ({ path: relative(from), element: <AliasRedirect to={to} /> })),
  ],
};
