// Ratings on review sites: logo, score out of five (with stars) and the number of reviews.
import type { RatingsSection as Ratings } from '../../../content/types';
import { ContentImage, HeadedSection, type SectionProps } from '../parts';

/** The filled share of five stars for a score such as "4.8/5". */
export function starShare(score: string): number {
  const [value, out] = score.split('/').map(Number);
  if (!value || !out) return 0;
  return Math.min(100, Math.round((value / out) * 100));
}

export function RatingsSection({ section, tone }: SectionProps<Ratings>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-ratings">
      <ul className="course-grid course-grid--3">
        {section.ratings.map((rating) => (
          <li key={rating.site} className="rating-card">
            <ContentImage src={rating.logo} alt={rating.site} width={140} height={40} className="rating-card__logo" />
            <p className="rating-card__score">
              <span className="visually-hidden">Rated </span>
              {rating.score}
            </p>
            <span className="rating-stars" aria-hidden="true" style={{ ['--stars' as string]: `${starShare(rating.score)}%` }} />
            <p className="rating-card__reviews">{rating.reviews} reviews</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
