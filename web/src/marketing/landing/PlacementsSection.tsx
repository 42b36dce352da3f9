// From Learning to Earning: placed learners with their package, from the published success stories that have one
// (landingStories.ts). View Details opens the placement in a dialog, with the way to the placements gallery and to a
// counsellor. No such story: no section.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/Carousel';
import { Modal } from '../../components/Modal';
import type { LandingPage } from '../../content/types';
import { paths } from '../../routes';
import { useLeadForm } from '../leads/LeadFormProvider';
import { personName, roleAt, type PlacementStory } from './landingStories';
import { pictureLoading, useNearViewport } from './useNearViewport';

/** "₹5.5 LPA" with the abbreviation spelled out (lakh rupees per annum) for those who do not know it. */
export function PackageText({ text, large = false }: { text: string; large?: boolean }) {
  const amount = text.replace(/\s*LPA$/, '');
  return (
    <p className={large ? 'placement-package placement-package--large' : 'placement-package'}>
      <span>Package</span>{' '}
      <strong>
        {amount === text ? text : <>{amount} <abbr title="lakh rupees per annum">LPA</abbr></>}
      </strong>
    </p>
  );
}

/** The employer's logo, when staff gave one. */
export function CompanyLogoImage({ story, near }: { story: { companyLogo: string; companyName: string }; near?: boolean }) {
  if (!story.companyLogo) return null;
  const lazy = near === undefined ? {} : { loading: pictureLoading(near), decoding: 'async' as const };
  return <img className="landing-logo" src={story.companyLogo} alt={story.companyName ? `${story.companyName} logo` : 'Company logo'} width={200} height={64} {...lazy} />;
}

function PlacementDetails({ placement, onClose }: { placement: PlacementStory; onClose: () => void }) {
  const leadForm = useLeadForm();
  const name = personName(placement);
  return (
    <div className="landing-detail">
      <img className="landing-detail__photo" src={placement.storyImage} alt={`Portrait of ${name}`} width={240} height={240} />
      <div className="landing-detail__text">
        <p className="landing-detail__role">{roleAt(placement)}</p>
        <CompanyLogoImage story={placement} />
        <PackageText text={placement.placementPackage} large />
        <p>
          Trained in our Pune classroom and placed through the centre&apos;s placement cell: mock interviews, resume reviews
          and a mentor until the offer.
        </p>
        <div className="landing-detail__actions">
          <Link className="button button--primary" to={paths.placements}>
            See all placements
          </Link>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              onClose();
              leadForm.open({ course: 'general', sourceButton: 'Talk to a counsellor' });
            }}
          >
            Talk to a counsellor
          </button>
        </div>
      </div>
    </div>
  );
}

export function PlacementsSection({ placements, items }: { placements: LandingPage['placements']; items: PlacementStory[] }) {
  // Its own component, so that the section's nearness is watched from when it is first drawn (the stories may arrive
  // after the page).
  return items.length === 0 ? null : <PlacementsSectionCarousel placements={placements} items={items} />;
}

function PlacementsSectionCarousel({ placements, items }: { placements: LandingPage['placements']; items: PlacementStory[] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const [shown, setShown] = useState<PlacementStory | null>(null);
  const close = () => setShown(null);
  return (
    <section ref={ref} className="section landing-section" id="placements" data-landing-section="placements">
      <Carousel
        name="placements"
        title={placements.heading}
        intro={placements.intro}
        slides={items.map((p) => ({
          key: p.id,
          content: (
            <article className="landing-card placement-card">
              <img className="placement-card__photo" src={p.storyImage} alt={`Portrait of ${personName(p)}`} width={240} height={240} loading={pictureLoading(near)} decoding="async" />
              <div className="landing-card__body">
                <h3 className="landing-card__title">{personName(p)}</h3>
                <p className="placement-card__role">{p.companyLogo ? p.role : roleAt(p)}</p>
                <CompanyLogoImage story={p} near={near} />
                <PackageText text={p.placementPackage} />
                <button type="button" className="button button--outline button--small button--block" onClick={() => setShown(p)}>
                  View Details<span className="visually-hidden"> of {personName(p)}</span>
                </button>
              </div>
            </article>
          ),
        }))}
      />
      <Modal open={shown !== null} onClose={close} title={shown ? (shown.companyName ? `${personName(shown)}, placed at ${shown.companyName}` : personName(shown)) : ''} size="large">
        {shown && <PlacementDetails placement={shown} onClose={close} />}
      </Modal>
    </section>
  );
}
