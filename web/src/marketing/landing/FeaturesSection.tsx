// Explore the learning centre: the four features, each description cut to 100 characters plus "..".
import { Carousel } from '../../components/carousel/Carousel';
import type { LandingPage } from '../../content/types';
import { featureExcerpt } from './truncate';
import { pictureLoading, useNearViewport } from './useNearViewport';

export function FeaturesSection({ intro, features }: { intro: LandingPage['intro']; features: LandingPage['features'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="section landing-section" id="learning-centre" data-landing-section="features">
      <p className="landing-eyebrow">{features.eyebrow}</p>
      <Carousel
        name="learningCentre"
        title={intro.heading}
        intro={intro.text}
        slides={features.items.map((feature) => ({
          key: feature.title,
          content: (
            <article className="landing-card feature-card">
              <img className="feature-card__image" src={feature.image} alt={`${feature.title} at the centre`} width={400} height={260} loading={pictureLoading(near)} decoding="async" />
              <div className="landing-card__body">
                <h3 className="landing-card__title">{feature.title}</h3>
                <p className="landing-card__text">{featureExcerpt(feature.description)}</p>
              </div>
            </article>
          ),
        }))}
      />
    </section>
  );
}
