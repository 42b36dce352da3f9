// The browser entry: hydrates a server-rendered public page with the data it came with (nothing is fetched again),
// or draws the admin area, which the server sends as an empty shell.
import { StrictMode, Suspense, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { createApiClient } from './api/client';
import { AdminSite, isClientOnlyPath, PublicSite } from './router';
import { preloadPages } from './components/onDemand';
import { rememberLandingCampaign } from './marketing/leads/campaign';
import { LeadPostProvider } from './marketing/leads/leadPost';
import { readHydrationData } from './ssr/hydrationData';
import { ClientRenderProvider } from './ssr/RenderContext';
import './styles.css';

const serverData = readHydrationData();
// Before anything renders: the first page of a visit names the campaign that brought it (utm_* of its URL).
rememberLandingCampaign(window.location.search);
const admin = isClientOnlyPath(window.location.pathname);
const site: ReactNode = admin ? (
  <Suspense fallback={<p className="route-loading">Loading</p>}>
    <AdminSite />
  </Suspense>
) : (
  <BrowserRouter>
    <LeadPostProvider state={serverData?.leadForm}>
      <PublicSite />
    </LeadPostProvider>
  </BrowserRouter>
);
const app = (
  <StrictMode>
    <ClientRenderProvider info={{ now: serverData?.now ?? Date.now(), origin: serverData?.origin ?? window.location.origin }}>
      <UrqlProvider value={createApiClient(serverData?.urql)}>{site}</UrqlProvider>
    </ClientRenderProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;
if (serverData && !admin) {
  // The page's on-demand code first (its <link rel="modulepreload"> tags have already started fetching it), so the
  // whole page hydrates in one pass. As a transition, React hydrates in slices of a few milliseconds and lets the
  // browser answer the visitor in between (a tap on a part not yet hydrated hydrates that part first), instead of one
  // long task that blocks the main thread on a slow phone.
  void preloadPages(serverData.chunks).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
