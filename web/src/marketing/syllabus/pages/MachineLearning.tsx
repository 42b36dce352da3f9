// The MachineLearning course's printable syllabus: its own chunk, with only this course's content.
import { machineLearningPage } from '../../../content/machineLearning';
import { SyllabusPage } from '../SyllabusPage';

export function MachineLearningSyllabus() {
  return <SyllabusPage page={machineLearningPage} />;
}
