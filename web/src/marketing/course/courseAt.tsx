// The course of a page's address, for a course page or its syllabus, whatever the course's address: the page reads `coursePage(path)` (server-rendered:
// the server waits for the query), draws the published document, answers 404 for an unknown or draft course, and
// 301 for an alias (the server sends the redirect; in the browser the page moves on, keeping query and #anchor).
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../public/NotFoundPage';
import { usePermanentRedirect, useServerRender } from '../../ssr/RenderContext';
import { coursePageOf, type CoursePage } from '../../content/types';
import { paths } from '../../routes';

export const CoursePageQuery = graphql(`
  query PublicCoursePage($path: String!) {
    coursePage(path: $path) {
      redirectTo
      course {
        slug
        path
        label
        nextBatchDate
        content
      }
    }
  }
`);

const SYLLABUS = /\/syllabus$/;

/** The server answers 301 itself (and a <Navigate> is an error on its StaticRouter): it draws nothing. The browser moves on. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  usePermanentRedirect(to);
  if (useServerRender()) return null;
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

function CourseLoadError({ retry }: { retry: () => void }) {
  return (
    <section className="section">
      <div className="notice notice--error" role="alert">
        <p>We could not load this course just now.</p>
        <button type="button" className="button button--outline button--small" onClick={retry}>
          Try again
        </button>
      </div>
    </section>
  );
}

/** The course of this address (or its redirect, or not found); `syllabus` pages are the course's path + /syllabus. */
export function CourseAt({ syllabus, children }: { syllabus: boolean; children: (page: CoursePage) => React.ReactNode }) {
  const { pathname } = useLocation();
  const path = syllabus ? pathname.replace(SYLLABUS, '') : pathname.replace(/\/$/, '');
  const [{ data: result, error, operation }, reexecute] = useQuery({ query: CoursePageQuery, variables: { path } });
  const data = !operation || operation.variables.path === path ? result : undefined;
  if (error && !data) return <CourseLoadError retry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!data) return <section className="section" aria-busy="true" />;
  const found = data?.coursePage;
  if (found?.redirectTo) return <AliasRedirect to={syllabus ? paths.syllabus(found.redirectTo) : found.redirectTo} />;
  if (!found?.course) return <NotFoundPage />;
  return <>{children(coursePageOf(found.course))}</>;
}

