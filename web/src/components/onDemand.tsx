// A page loaded on demand, with a "Loading…" line in the page's place while its code arrives.
import { Suspense, type ReactNode } from 'react';

function PageLoading() {
  return (
    <section className="section">
      <p className="loading-text" role="status">
        Loading…
      </p>
    </section>
  );
}

export const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;
