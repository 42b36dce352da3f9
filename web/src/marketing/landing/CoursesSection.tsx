// Exclusive Offline Courses: a card per course with View Program (its course page) and Syllabus (the lead form for
// that course, which then delivers the syllabus).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { Carousel } from '../../components/carousel/Carousel';
import { CapIcon, ClockIcon } from '../../components/icons';
import type { Cta, LandingPage } from '../../content/types';
import { graphql } from '../../gql';
import type { LandingCourseCardsQuery as LandingCourseCardsResult } from '../../gql/graphql';
import { CtaButton } from '../cta/CtaButton';
import { pictureLoading, useNearViewport } from './useNearViewport';

/** The published courses' cards, in the order staff arrange them (one query the server renders). */
export const LandingCourseCardsQuery = graphql(`
  query LandingCourseCards {
    publishedCourses {
      slug
      path
      card {
        image
        title
        duration
        certification
      }
    }
  }
`);

type CourseCardItem = LandingCourseCardsResult['publishedCourses'][number];

function CourseCardView({ course, syllabusCta, loading }: { course: CourseCardItem; syllabusCta: Cta; loading: 'eager' | 'lazy' }) {
  const titleId = useId();
  const { card } = course;
  return (
    <article className="landing-card course-card" aria-labelledby={titleId}>
      <img className="course-card__image" src={card.image} alt={`${card.title} course illustration`} width={400} height={225} loading={loading} decoding="async" />
      <div className="landing-card__body">
        <h3 id={titleId} className="landing-card__title">
          {card.title}
        </h3>
        <ul className="course-card__facts">
          <li>
            <ClockIcon size={18} />
            {card.duration}
          </li>
          <li>
            <CapIcon size={18} />
            {card.certification}
          </li>
        </ul>
        <div className="course-card__actions">
          <Link className="button button--primary button--small" to={course.path}>
            View Program<span className="visually-hidden">: {card.title}</span>
          </Link>
          <CtaButton cta={syllabusCta} course={course.slug} className="button button--outline button--small" />
        </div>
      </div>
    </article>
  );
}

/** The courses carousel; left out, heading and all, while no course is published. */
export function CoursesSection({ courses }: { courses: LandingPage['courses'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const [{ data }] = useQuery({ query: LandingCourseCardsQuery });
  const items = data?.publishedCourses ?? [];
  if (items.length === 0) return null;
  return (
    <section ref={ref} className="section section--tinted landing-section" id="courses" data-landing-section="courses">
      <Carousel
        name="courses"
        title={courses.heading}
        intro={courses.intro}
        slides={items.map((course) => ({ key: course.slug, content: <CourseCardView course={course} syllabusCta={courses.syllabusCta} loading={pictureLoading(near)} /> }))}
      />
    </section>
  );
}
