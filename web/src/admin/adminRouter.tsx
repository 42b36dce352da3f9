// The admin area's router (React Router's data router, for useBlocker), in the admin chunk: the browser entry loads
// it for /admin paths only. Any other path reached from here loads as a whole page, drawn by the server. The admin
// code has its own copy of React Router in the browser build (vite.config.ts, adminRouterCopy), so the data router's
// code is not added to the copy every public page loads; nothing under src/admin may share router state with code
// outside it (none does: the admin's links and navigation all stay under /admin).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoadWholePage } from '../components/LoadWholePage';
import AdminApp from './AdminApp';

let router: ReturnType<typeof createBrowserRouter> | undefined;

export default function AdminRouter() {
  router ??= createBrowserRouter([
    { path: '/admin/*', element: <AdminApp /> },
    { path: '*', element: <LoadWholePage /> },
  ]);
  return <RouterProvider router={router} />;
}
