// The FullStack course's printable syllabus: its own chunk, with only this course's content.
import { fullStackPage } from '../../../content/fullStack';
import { SyllabusPage } from '../SyllabusPage';

export function FullStackSyllabus() {
  return <SyllabusPage page={fullStackPage} />;
}
