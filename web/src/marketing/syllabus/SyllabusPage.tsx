// The printable syllabus of a course (/courses/<course>/syllabus), made from the course data.
import type { CoursePage } from '../../content';

export function SyllabusPage({ page }: { page: CoursePage }) {
  return (
    <section className="section">
      <h1>{page.syllabus.course}</h1>
    </section>
  );
}
