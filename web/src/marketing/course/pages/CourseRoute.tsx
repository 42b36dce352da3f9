// A course's page at its address (the course's data, redirect or not-found: courseAt.tsx).
import { CourseAt } from '../courseAt';
import { CoursePageView } from '../CoursePageView';

export function CourseRoutePage() {
  return <CourseAt syllabus={false}>{(page) => <CoursePageView page={page} />}</CourseAt>;
}
