// Pages loaded on demand. `lazyPage` names the page's module (through import.meta.glob, so Vite checks the path and
// the server can find the module's CSS and JavaScript in the build manifest): the server reports every such page it
// draws, and sends their stylesheets and preloads with the HTML, so a server-rendered page never waits for its CSS.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useServerRender } from '../ssr/RenderContext';

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

type ModuleLoaders = Record<string, () => Promise<unknown>>;

/**
 * A component drawn from one on-demand module: `lazyPage(import.meta.glob('/src/public/jobs/JobDetailPage.tsx'),
 * 'JobDetailPage')`. The glob must match exactly one file, named from the web root.
 */
export function lazyPage<P extends object = {}>(modules: ModuleLoaders, exportName: string): ComponentType<P> {
  const entries = Object.entries(modules);
  if (entries.length !== 1) throw new Error(`lazyPage(${exportName}): the glob must match exactly one module, matched ${entries.length}`);
  const [file, load] = entries[0]!;
  const chunk = file.replace(/^\//, ''); // the build manifest's key: src/public/jobs/JobDetailPage.tsx
  const Page = lazy(async () => {
    const module = (await load()) as Record<string, ComponentType<P>>;
    const component = module[exportName];
    if (!component) throw new Error(`${file} has no export named ${exportName}`);
    return { default: component };
  });
  function OnDemandPage(props: P) {
    useServerRender()?.chunks.add(chunk);
    return <Page {...props} />;
  }
  OnDemandPage.displayName = `OnDemand(${exportName})`;
  OnDemandPage.chunk = chunk;
  return OnDemandPage;
}
