// Alumni reviews: quote cards with the salary hike, in a carousel the visitor moves (CAROUSELS.testimonials).
import { Carousel } from '../../../components/carousel/Carousel';
import type { Testimonial, TestimonialsSection as Testimonials } from '../../../content/types';
import { Avatar, SectionFrame, type SectionProps } from '../parts';

function Review({ review }: { review: Testimonial }) {
  return (
    <figure className="alumni-review">
      <p className="alumni-review__hike">
        <strong>{review.salaryHikePercent}%</strong> salary hike
      </p>
      <blockquote className="alumni-review__quote">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="alumni-review__who">
        <Avatar name={review.name} size="small" />
        <span>
          <span className="alumni-review__name">{review.name}</span>
          <span className="alumni-review__employer">{review.employer}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection({ section, tone }: SectionProps<Testimonials>) {
  return (
    <SectionFrame section={section} tone={tone} className="course-testimonials">
      <Carousel
        name="testimonials"
        title={section.heading ?? 'Alumni Reviews'}
        intro={section.subheading}
        slides={section.testimonials.map((review) => ({ key: review.name, content: <Review review={review} /> }))}
      />
    </SectionFrame>
  );
}
