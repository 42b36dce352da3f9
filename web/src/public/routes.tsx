// The public site's routes (job portal, placements, course pages), under the public layout.
import type { RouteObject } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
