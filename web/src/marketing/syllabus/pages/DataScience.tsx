// The DataScience course's printable syllabus: its own chunk, with only this course's content.
import { dataSciencePage } from '../../../content/dataScience';
import { SyllabusPage } from '../SyllabusPage';

export function DataScienceSyllabus() {
  return <SyllabusPage page={dataSciencePage} />;
}
