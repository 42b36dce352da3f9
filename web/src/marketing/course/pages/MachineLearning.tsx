// The MachineLearning course page: its own chunk, with only this course's content.
import { machineLearningPage } from '../../../content/machineLearning';
import { CoursePageView } from '../CoursePageView';

export function MachineLearningCourse() {
  return <CoursePageView page={machineLearningPage} />;
}
