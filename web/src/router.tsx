// The route table (SPEC section 2). The admin area is a separate chunk: public visitors never download it.
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { publicRoutes } from './public/routes';

const AdminApp = lazy(() => import('./admin/AdminApp'));

export const router = createBrowserRouter([
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<p className="route-loading">Loading</p>}>
        <AdminApp />
      </Suspense>
    ),
  },
  ...publicRoutes,
]);
