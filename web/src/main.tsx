import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { createApiClient } from './api/client';
import { router } from './router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UrqlProvider value={createApiClient()}>
      <RouterProvider router={router} />
    </UrqlProvider>
  </StrictMode>,
);
