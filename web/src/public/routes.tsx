// The public site's routes (job portal, placements, course pages), under the public layout. The home page and the
// jobs list are in the first download; a job page and the placements (with the HTML sanitiser) load on demand.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { onDemand } from '../components/onDemand';
import { HomePage } from './home/HomePage';
import { JobsPage } from './jobs/JobsPage';
import { marketingRoutes } from '../marketing/routes';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

const JobDetailPage = lazy(() => import('./jobs/JobDetailPage').then((m) => ({ default: m.JobDetailPage })));
const PlacementsPage = lazy(() => import('./placements/PlacementsPage').then((m) => ({ default: m.PlacementsPage })));


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
