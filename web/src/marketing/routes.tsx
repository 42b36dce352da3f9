// The learning-centre routes under the public layout: the landing page, the four course pages (their exact legacy
// paths) and each course's printable syllabus. The marketing code loads on demand, apart from the job portal's.
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPage, onDemand } from '../components/onDemand';
import type { CourseSlug } from '../content';
import { paths } from '../routes';
import { COURSE_ROUTES } from './courseRoutes';

const MarketingLayout = lazyPage(import.meta.glob('/src/marketing/MarketingLayout.tsx'), 'MarketingLayout');
const LandingPage = lazyPage(import.meta.glob('/src/marketing/landing/LandingPage.tsx'), 'LandingPage');
const CourseRoute = lazyPage<{ slug: CourseSlug }>(import.meta.glob('/src/marketing/course/CourseRoute.tsx'), 'CourseRoute');
const SyllabusRoute = lazyPage<{ slug: CourseSlug }>(import.meta.glob('/src/marketing/syllabus/SyllabusRoute.tsx'), 'SyllabusRoute');

export { COURSE_ROUTES } from './courseRoutes';

/** Descriptive aliases: /courses/<course slug> (e.g. /courses/machine-learning) leads to the legacy path, which stays
 * the page's one address (links from outside use it). */
export const COURSE_ALIASES = COURSE_ROUTES.map(({ path, slug }) => ({ from: `/courses/${slug}`, to: path })).filter((a) => a.from !== a.to);

/** A route's `handle` when the route only leads elsewhere: the server answers a 301 to `to` (query kept; the browser
 * keeps the #anchor), and in the browser the element moves on, keeping both. */
export interface RedirectHandle {
  permanentRedirect: string;
}

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
    ...COURSE_ALIASES.map(({ from, to }) => ({ path: relative(from), handle: { permanentRedirect: to } satisfies RedirectHandle, element: <AliasRedirect to={to} /> })),
  ],
};
