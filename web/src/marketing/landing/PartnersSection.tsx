// Trusted by 1200+ Academic & Employment Partners: a strip of partner logos that moves by itself. The logos are
// drawn with the name under the mark, which stays legible in the narrow tiles of a phone (three to a row).
import { Carousel } from '../../components/carousel/Carousel';
import type { LandingPage } from '../../content/types';
import { pictureLoading, useNearViewport } from './useNearViewport';

export function PartnersSection({ partners }: { partners: LandingPage['partners'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="section section--tinted landing-section" id="partners" data-landing-section="partners">
      <Carousel
        name="partners"
        title={partners.heading}
        intro={partners.intro}
        slides={partners.items.map((partner) => ({
          key: partner.name,
          content: (
            <div className="partner-logo">
              <img src={partner.logo} alt={partner.name} width={120} height={96} loading={pictureLoading(near)} decoding="async" />
            </div>
          ),
        }))}
      />
    </section>
  );
}
