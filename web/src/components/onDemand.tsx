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

/** Every on-demand page by its chunk name, so the browser can load a server-rendered page's chunks before hydrating. */
const pageLoaders = new Map<string, () => Promise<void>>();

/**
 * Loads the on-demand pages the server drew, before hydration starts: the page then hydrates in one pass, with no
 * boundary left waiting for its code (a boundary still waiting when anything above it updates would be thrown away
 * and drawn again in the browser, moving the page). Without `chunks`: every page registered so far (component tests).
 */
export async function preloadPages(chunks: readonly string[] = [...pageLoaders.keys()]): Promise<void> {
  await Promise.all(chunks.map((chunk) => pageLoaders.get(chunk)?.().catch(() => undefined)));
}

/**
 * A component drawn from one on-demand module: `lazyPage(import.meta.glob('/src/public/jobs/JobDetailPage.tsx'),
 * 'JobDetailPage')`. The glob must match exactly one file, named from the web root.
 */
export function lazyPage<P extends object = {}>(modules: ModuleLoaders, exportName: string): ComponentType<P> {
  const entries = Object.entries(modules);
  if (entries.length !== 1) throw new Error(`lazyPage(${exportName}): the glob must match exactly one module, matched ${entries.length}`);
  const [file, load] = entries[0]!;
  const chunk = file.replace(/^\//, ''); // the build manifest's key: src/public/jobs/JobDetailPage.tsx
  let loaded: ComponentType<P> | null = null;
  const loadComponent = async () => {
    const module = (await load()) as Record<string, ComponentType<P>>;
    const component = module[exportName];
    if (!component) throw new Error(`${file} has no export named ${exportName}`);
    loaded = component;
    return component;
  };
  pageLoaders.set(chunk, async () => void (await loadComponent()));
  const Page = lazy(async () => ({ default: loaded ?? (await loadComponent()) }));
  function OnDemandPage(props: P) {
    useServerRender()?.chunks.add(chunk);
    // Already loaded (preloaded for hydration, or visited before): drawn at once, without suspending.
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Page {...props} />;
  }
  OnDemandPage.displayName = `OnDemand(${exportName})`;
  OnDemandPage.chunk = chunk;
  return OnDemandPage;
}
