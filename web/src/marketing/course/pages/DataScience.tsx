// The DataScience course page: its own chunk, with only this course's content.
import { dataSciencePage } from '../../../content/dataScience';
import { CoursePageView } from '../CoursePageView';

export function DataScienceCourse() {
  return <CoursePageView page={dataSciencePage} />;
}
