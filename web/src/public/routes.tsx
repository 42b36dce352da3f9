// The public site's routes (job portal, placements, course pages), under the public layout. Each page is its own
// chunk: a visitor downloads the layout and the page in front of them (the server names it, so it loads at once).
import type { RouteObject } from 'react-router-dom';
import { lazyPage, onDemand } from '../components/onDemand';
import { marketingRoutes } from '../marketing/routes';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

const HomePage = lazyPage(import.meta.glob('/src/public/home/HomePage.tsx'), 'HomePage');
const JobsPage = lazyPage(import.meta.glob('/src/public/jobs/JobsPage.tsx'), 'JobsPage');
const JobDetailPage = lazyPage(import.meta.glob('/src/public/jobs/JobDetailPage.tsx'), 'JobDetailPage');
const PlacementsPage = lazyPage(import.meta.glob('/src/public/placements/PlacementsPage.tsx'), 'PlacementsPage');
const accountPages = import.meta.glob('/src/public/account/AccountPages.tsx');
const AccountPage = lazyPage(accountPages, 'AccountPage');
const ResetPasswordPage = lazyPage(accountPages, 'ResetPasswordPage');
const ForgotPasswordPage = lazyPage(accountPages, 'ForgotPasswordPage');
const LinkProblemPage = lazyPage(accountPages, 'LinkProblemPage');
const ApplyPage = lazyPage(import.meta.glob('/src/public/applications/ApplyPage.tsx'), 'ApplyPage');
const MyApplicationsPage = lazyPage(import.meta.glob('/src/public/applications/MyApplicationsPage.tsx'), 'MyApplicationsPage');
const SavedJobsPage = lazyPage(import.meta.glob('/src/public/applications/SavedJobsPage.tsx'), 'SavedJobsPage');
/** Staff's preview of a course draft: drawn in the browser only, with the admin token (never cached, noindex). */
const CoursePreviewPage = lazyPage(import.meta.glob('/src/marketing/course/pages/CoursePreviewPage.tsx'), 'CoursePreviewPage');
const JobAlertStatusPage = lazyPage(import.meta.glob('/src/public/alerts/JobAlertStatusPage.tsx'), 'JobAlertStatusPage');

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: onDemand(<HomePage />) },
      { path: 'jobs', element: onDemand(<JobsPage />) },
      { path: 'jobs/:id', element: onDemand(<JobDetailPage />) },
      { path: 'jobs/:id/apply', element: onDemand(<ApplyPage />) },
      { path: 'success-stories', element: onDemand(<PlacementsPage />) },
      { path: 'account', element: onDemand(<AccountPage />) },
      { path: 'account/reset', element: onDemand(<ResetPasswordPage />) },
      { path: 'account/forgot', element: onDemand(<ForgotPasswordPage />) },
      { path: 'account/link', element: onDemand(<LinkProblemPage />) },
      { path: 'account/applications', element: onDemand(<MyApplicationsPage />) },
      { path: 'account/saved', element: onDemand(<SavedJobsPage />) },
      { path: 'alerts', element: onDemand(<JobAlertStatusPage />) },
      // Ranks above the course routes (courses/:course); the gateway refuses /courses/preview as a course's address.
      { path: 'courses/preview/:id', element: onDemand(<CoursePreviewPage />) },
      marketingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
