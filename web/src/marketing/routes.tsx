// The learning-centre routes under the public layout: the landing page, the four course pages (their exact legacy
// paths), each course's printable syllabus, and the enquiry page (the lead form for visitors without JavaScript). The
// marketing code loads on demand, apart from the job portal's.
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPage, onDemand } from '../components/onDemand';
import type { CourseSlug } from '../content';
import { paths } from '../routes';
import { COURSE_ROUTES } from './courseRoutes';

const MarketingLayout = lazyPage(import.meta.glob('/src/marketing/MarketingLayout.tsx'), 'MarketingLayout');
const LandingPage = lazyPage(import.meta.glob('/src/marketing/landing/LandingPage.tsx'), 'LandingPage');
const EnquiryPage = lazyPage(import.meta.glob('/src/marketing/enquiry/EnquiryPage.tsx'), 'EnquiryPage');

/** Each course's page and syllabus, each its own chunk with only that course's content. */
const COURSE_PAGES: Record<CourseSlug, { page: ComponentType; syllabus: ComponentType }> = {
  'data-science-ai-ml': {
    page: lazyPage(import.meta.glob('/src/marketing/course/pages/DataScience.tsx'), 'DataScienceCourse'),
    syllabus: lazyPage(import.meta.glob('/src/marketing/syllabus/pages/DataScience.tsx'), 'DataScienceSyllabus'),
  },
  'full-stack-development': {
    page: lazyPage(import.meta.glob('/src/marketing/course/pages/FullStack.tsx'), 'FullStackCourse'),
    syllabus: lazyPage(import.meta.glob('/src/marketing/syllabus/pages/FullStack.tsx'), 'FullStackSyllabus'),
  },
  'machine-learning': {
    page: lazyPage(import.meta.glob('/src/marketing/course/pages/MachineLearning.tsx'), 'MachineLearningCourse'),
    syllabus: lazyPage(import.meta.glob('/src/marketing/syllabus/pages/MachineLearning.tsx'), 'MachineLearningSyllabus'),
  },
  'digital-marketing': {
    page: lazyPage(import.meta.glob('/src/marketing/course/pages/DigitalMarketing.tsx'), 'DigitalMarketingCourse'),
    syllabus: lazyPage(import.meta.glob('/src/marketing/syllabus/pages/DigitalMarketing.tsx'), 'DigitalMarketingSyllabus'),
  },
};

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
    { path: relative(paths.enquire), element: onDemand(<EnquiryPage />) },
    ...COURSE_ROUTES.flatMap(({ path, slug }) => {
      const { page: CoursePage, syllabus: Syllabus } = COURSE_PAGES[slug];
      return [
        { path: relative(path), element: onDemand(<CoursePage />) },
        { path: relative(paths.syllabus(path)), element: onDemand(<Syllabus />) },
      ];
    }),
    ...COURSE_ALIASES.map(({ from, to }) => ({ path: relative(from), handle: { permanentRedirect: to } satisfies RedirectHandle, element: <AliasRedirect to={to} /> })),
  ],
};
