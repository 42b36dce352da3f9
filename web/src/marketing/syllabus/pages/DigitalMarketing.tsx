// The DigitalMarketing course's printable syllabus: its own chunk, with only this course's content.
import { digitalMarketingPage } from '../../../content/digitalMarketing';
import { SyllabusPage } from '../SyllabusPage';

export function DigitalMarketingSyllabus() {
  return <SyllabusPage page={digitalMarketingPage} />;
}
