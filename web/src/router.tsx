// The route table (SPEC section 2).
import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from './public/home/HomePage';
import { NotFoundPage } from './public/NotFoundPage';
import { PublicLayout } from './public/PublicLayout';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
