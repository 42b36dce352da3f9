// The DigitalMarketing course page: its own chunk, with only this course's content.
import { digitalMarketingPage } from '../../../content/digitalMarketing';
import { CoursePageView } from '../CoursePageView';

export function DigitalMarketingCourse() {
  return <CoursePageView page={digitalMarketingPage} />;
}
