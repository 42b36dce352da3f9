import { Link } from 'react-router-dom';
import { usePageMeta } from '../components/usePageMeta';
import { paths } from '../routes';
import { pageTitle } from './site';
import { useSiteSettings } from './siteSettings';
import { useHttpStatus } from '../ssr/RenderContext';

export function NotFoundPage() {
  const { siteName } = useSiteSettings();
  usePageMeta(pageTitle(siteName, 'Page not found'), 'The page you asked for does not exist.', { noindex: true });
  useHttpStatus(404);
  return (
    <section className="section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <div className="button-row">
        <Link className="button button--primary" to={paths.home}>
          Back to the home page
        </Link>
        <Link className="button button--outline" to={paths.jobs}>
          Browse jobs
        </Link>
      </div>
    </section>
  );
}
