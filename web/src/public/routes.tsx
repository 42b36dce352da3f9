// The public site's routes (job portal, placements, course pages), under the public layout. The home page and the
// jobs list are in the first download; a job page and the placements (with the HTML sanitiser) load on demand.
import type { RouteObject } from 'react-router-dom';
import { lazyPage, onDemand } from '../components/onDemand';
import { marketingRoutes } from '../marketing/routes';
import { HomePage } from './home/HomePage';
import { JobsPage } from './jobs/JobsPage';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

const JobDetailPage = lazyPage(import.meta.glob('/src/public/jobs/JobDetailPage.tsx'), 'JobDetailPage');
const PlacementsPage = lazyPage(import.meta.glob('/src/public/placements/PlacementsPage.tsx'), 'PlacementsPage');

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'jobs/:id', element: onDemand(<JobDetailPage />) },
      { path: 'success-stories', element: onDemand(<PlacementsPage />) },
      marketingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
