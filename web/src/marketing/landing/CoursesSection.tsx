// Exclusive Offline Courses: a card per course with View Program (its course page) and Syllabus (the lead form for
// that course, which then delivers the syllabus).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/Carousel';
import { CapIcon, ClockIcon } from '../../components/icons';
import type { CourseCard, Cta, LandingPage } from '../../content/types';
import { usePublishedCourses, type CourseRoute, type LeadCourse } from '../courseRoutes';
import { CtaButton } from '../cta/CtaButton';
import { pictureLoading, useNearViewport } from './useNearViewport';

/** The lead-form course of a card, from the course page it links to. */
export function courseOfCard(card: CourseCard, courses: readonly CourseRoute[]): LeadCourse {
  return courses.find((route) => route.path === card.link)?.slug ?? 'general';
}

function CourseCardView({ card, syllabusCta, loading }: { card: CourseCard; syllabusCta: Cta; loading: 'eager' | 'lazy' }) {
  const titleId = useId();
  const courses = usePublishedCourses();
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
          <Link className="button button--primary button--small" to={card.link}>
            View Program<span className="visually-hidden">: {card.title}</span>
          </Link>
          <CtaButton cta={syllabusCta} course={courseOfCard(card, courses)} className="button button--outline button--small" />
        </div>
      </div>
    </article>
  );
}

export function CoursesSection({ courses }: { courses: LandingPage['courses'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="section section--tinted landing-section" id="courses" data-landing-section="courses">
      <Carousel
        name="courses"
        title={courses.heading}
        intro={courses.intro}
        slides={courses.items.map((card) => ({ key: card.link, content: <CourseCardView card={card} syllabusCta={courses.syllabusCta} loading={pictureLoading(near)} /> }))}
      />
    </section>
  );
}
