// Awards & Accomplishments, reachable at /courses/learnbay#Awards-&-Accomplishments.
import { Carousel } from '../../components/carousel/Carousel';
import type { LandingPage } from '../../content/types';
import { pictureLoading, useNearViewport } from './useNearViewport';

export function AwardsSection({ awards }: { awards: LandingPage['awards'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="section landing-section" id={awards.anchor} data-landing-section="awards">
      <Carousel
        name="awards"
        title={awards.heading}
        intro={awards.intro}
        slides={awards.items.map((award) => ({
          key: award.title,
          content: (
            <article className="landing-card award-card">
              <img className="award-card__image" src={award.img} alt={`${award.title} award`} width={240} height={240} loading={pictureLoading(near)} decoding="async" />
              <h3 className="landing-card__title">{award.title}</h3>
              <p className="award-card__organization">{award.organization}</p>
              <p className="landing-card__text">{award.description}</p>
            </article>
          ),
        }))}
      />
    </section>
  );
}
