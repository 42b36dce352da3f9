// The route table (SPEC section 2), shared by the server renderer and the browser. The admin area is a separate chunk
// that only the browser draws: public visitors never download it.
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { publicRoutes } from './public/routes';

const AdminApp = lazy(() => import('./admin/AdminApp'));

/** Paths the server does not render: the browser draws them from the plain page shell (noindex). */
export const CLIENT_ONLY_PREFIXES = ['/admin'] as const;

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<p className="route-loading">Loading</p>}>
        <AdminApp />
      </Suspense>
    ),
  },
  ...publicRoutes,
];
