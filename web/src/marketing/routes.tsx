// The learning-centre routes under the public layout: the landing page, the course pages (from the API, at the
// addresses staff give them), each course's printable syllabus, and the enquiry page (the lead form for visitors
// without JavaScript). The marketing code loads on demand, apart from the job portal's.
import type { RouteObject } from 'react-router-dom';
import { lazyPage, onDemand } from '../components/onDemand';
import { paths } from '../routes';

const MarketingLayout = lazyPage(import.meta.glob('/src/marketing/MarketingLayout.tsx'), 'MarketingLayout');
const LandingPage = lazyPage(import.meta.glob('/src/marketing/landing/LandingPage.tsx'), 'LandingPage');
const EnquiryPage = lazyPage(import.meta.glob('/src/marketing/enquiry/EnquiryPage.tsx'), 'EnquiryPage');

/** Every course page and its syllabus, whichever course: the page reads the course of its address from the API. */
const CourseRoutePage = lazyPage(import.meta.glob('/src/marketing/course/pages/CourseRoute.tsx'), 'CourseRoutePage');
const CourseSyllabusRoutePage = lazyPage(import.meta.glob('/src/marketing/course/pages/CourseSyllabusRoute.tsx'), 'CourseSyllabusRoutePage');

/** The route of a course's page: any /courses/<name> (the landing page's own route ranks first). */
export const COURSE_PAGE_ROUTE = 'courses/:course';

const relative = (path: string) => path.replace(/^\//, '');

export const marketingRoutes: RouteObject = {
  element: onDemand(<MarketingLayout />),
  children: [
    { path: relative(paths.courses.landing), element: onDemand(<LandingPage />) },
    { path: relative(paths.enquire), element: onDemand(<EnquiryPage />) },
    // A course's page, its alias (a 301 once the API names the course's address) or a 404, and its syllabus.
    { path: COURSE_PAGE_ROUTE, element: onDemand(<CourseRoutePage />) },
    { path: paths.syllabus(COURSE_PAGE_ROUTE), element: onDemand(<CourseSyllabusRoutePage />) },
  ],
};
