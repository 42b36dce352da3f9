// The FullStack course page: its own chunk, with only this course's content.
import { fullStackPage } from '../../../content/fullStack';
import { CoursePageView } from '../CoursePageView';

export function FullStackCourse() {
  return <CoursePageView page={fullStackPage} />;
}
