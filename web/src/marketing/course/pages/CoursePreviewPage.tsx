// /courses/preview/:id: staff see a course's saved draft drawn exactly as the public page (the same CoursePageView),
// before they publish it. The server sends only the frame (never cached, noindex: gateway page-cache.ts
// isNeverCachedPath); the browser reads coursePreview(id) with the admin's bearer token, so the draft never passes
// through a server render, the page cache or a visitor without a staff token.
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { readAdminToken } from '../../../api/client';
import { usePageMeta } from '../../../components/usePageMeta';
import { coursePageOf } from '../../../content/types';
import { graphql } from '../../../gql';
import { paths } from '../../../routes';
import { CoursePageView } from '../CoursePageView';
import { LeadFormProvider } from '../../leads/LeadFormProvider';

export const CoursePreviewQuery = graphql(`
  query CoursePreview($id: ID!) {
    coursePreview(id: $id) {
      slug
      path
      label
      nextBatchDate
      content
    }
  }
`);

/** Sticky at the top so the banner stays in view whatever part of the page staff look at. */
const BANNER: React.CSSProperties = { position: 'sticky', top: 0, zIndex: 50, padding: '0.6rem 1rem', background: '#fff4d6', color: '#5c3d00', borderBottom: '1px solid #e8c76a', fontSize: '0.95rem', lineHeight: 1.4 };

export const PREVIEW_SIGN_IN = 'Sign in to /admin as staff to preview drafts.';

/** The draft's title never reaches a search engine (the server says so too; this keeps it after CoursePageView's own head). */
function keepNoindex() {
  let robots = document.head.querySelector('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    document.head.append(robots);
  }
  robots.setAttribute('content', 'noindex, nofollow');
}

function PreviewNotice({ children, error = false }: { children: React.ReactNode; error?: boolean }) {
  return (
    <section className="section">
      <div className={error ? 'notice notice--error' : 'notice'} role={error ? 'alert' : 'status'}>
        {children}
      </div>
    </section>
  );
}

export function CoursePreviewPage() {
  const { id = '' } = useParams();
  usePageMeta('Course preview', 'A draft course page for staff.', { noindex: true });
  // The token lives in the browser only: the server (and the hydrating first draw) show the neutral frame.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(readAdminToken()), []);
  // One context object per token (a new one each render would ask again each render).
  const context = useMemo(() => (token ? { fetchOptions: { headers: { authorization: `Bearer ${token}` } } } : undefined), [token]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CoursePreviewQuery,
    variables: { id },
    pause: !token,
    requestPolicy: 'network-only',
    // Said here too, so the preview never depends on how the shared client sends the token.
    context,
  });
  const course = data?.coursePreview;
  useEffect(keepNoindex, [course]);

  if (token === undefined) return <PreviewNotice>Loading the preview…</PreviewNotice>;
  const code = error?.graphQLErrors[0]?.extensions?.code;
  if (!token || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
    return (
      <PreviewNotice error>
        <p>
          {PREVIEW_SIGN_IN} <a href={paths.admin.login}>Sign in</a>
        </p>
      </PreviewNotice>
    );
  }
  if (code === 'NOT_FOUND') return <PreviewNotice error><p>There is no course with this id.</p></PreviewNotice>;
  if (error && !course) {
    return (
      <PreviewNotice error>
        <p>We could not load this preview just now.</p>
        <button type="button" className="button button--outline button--small" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </button>
      </PreviewNotice>
    );
  }
  if (fetching || !course) return <PreviewNotice>Loading the preview…</PreviewNotice>;
  return (
    <LeadFormProvider>
      <div className="course-preview-banner" role="note" style={BANNER}>
        <strong>Preview of the saved draft — not published.</strong> Visitors still see the published page at {course.path}.{' '}
        <Link to={paths.admin.course(id)} reloadDocument>
          Back to the editor
        </Link>
      </div>
      <CoursePageView page={coursePageOf(course)} />
    </LeadFormProvider>
  );
}
