// A course landing page: the page's sections, in order, each drawn by its section component.
import type { CoursePage } from '../../content';

export function CoursePageView({ page }: { page: CoursePage }) {
  return (
    <section className="section">
      <h1>{page.title}</h1>
    </section>
  );
}
