// The route tables (SPEC section 2). The public site is drawn by the server and hydrated in the browser with React
// Router's declarative router (<StaticRouter>/<BrowserRouter> and useRoutes: 15 kB gzipped, against 33 kB for the data
// router, issue 10's budget per page). The admin area is a separate chunk with the data router it needs (useBlocker
// for unsaved changes) that only the browser draws: public visitors never download it. A move from one half to the
// other loads the new page whole (each half's router knows only its own routes).
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadWholePage } from './components/LoadWholePage';
import { publicRoutes } from './public/routes';

/** Paths the server does not render: the browser draws them from the plain page shell (noindex). */
export const CLIENT_ONLY_PREFIXES = ['/admin'] as const;

export function isClientOnlyPath(pathname: string): boolean {
  return CLIENT_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The public site's routes, as the server renders them and the browser hydrates them. */
export const publicSiteRoutes: RouteObject[] = [{ path: '/admin/*', element: <LoadWholePage /> }, ...publicRoutes];

/** The public site under a declarative router (<StaticRouter> on the server, <BrowserRouter> in the browser). */
export function PublicSite() {
  return useRoutes(publicSiteRoutes);
}

/** The admin area with its own router (admin/adminRouter.tsx), loaded on demand. */
export const AdminSite = lazy(() => import('./admin/adminRouter'));
