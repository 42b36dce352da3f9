// The printable syllabus of a course (/courses/<course>/syllabus), made from the course data: the lead form delivers
// it, and Print / Save as PDF turns it into a document (the print stylesheet drops the site's chrome).
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import type { CoursePage } from '../../content/types';
import { paths } from '../../routes';
import { useSiteSettings } from '../../public/siteSettings';
import './syllabus.css';

export function totalHours(page: CoursePage): number {
  return page.syllabus.modules.reduce((sum, m) => sum + (m.hours ?? 0), 0);
}

export function SyllabusPage({ page }: { page: CoursePage }) {
  const { syllabus } = page;
  const { siteName } = useSiteSettings();
  usePageMeta(`${syllabus.course} — Syllabus`, syllabus.summary, { canonicalPath: paths.syllabus(page.path) });
  const hours = totalHours(page);
  return (
    <article className="section syllabus" aria-labelledby="syllabus-title">
      <div className="syllabus__actions">
        <Link className="button button--ghost button--small" to={page.path}>
          ← Back to the course
        </Link>
        <button type="button" className="button button--primary button--small" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </div>
      <header className="syllabus__header">
        <p className="syllabus__eyebrow">{siteName} · Course syllabus</p>
        <h1 id="syllabus-title">{syllabus.course}</h1>
        <p className="syllabus__summary">{syllabus.summary}</p>
        <dl className="syllabus__facts">
          <div>
            <dt>Modules</dt>
            <dd>{syllabus.modules.length}</dd>
          </div>
          {hours > 0 && (
            <div>
              <dt>Classroom hours in the modules</dt>
              <dd>{hours}</dd>
            </div>
          )}
        </dl>
      </header>
      <ol className="syllabus__modules">
        {syllabus.modules.map((module, index) => (
          <li key={module.title} className="syllabus__module">
            <h2>
              <span className="syllabus__number">Module {index + 1}</span> {module.title}
              {module.hours ? <span className="syllabus__hours">{module.hours} hours</span> : null}
            </h2>
            <ul>
              {module.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="syllabus__footnote muted">
        The syllabus is reviewed every quarter with our hiring partners; your batch follows the version current when it starts.
      </p>
    </article>
  );
}
