// From Learning to Earning: placed learners with their package. View Details opens the placement in a dialog, with
// the way to the placements gallery and to a counsellor.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/Carousel';
import { Modal } from '../../components/Modal';
import type { LandingPage, PlacementCard } from '../../content/types';
import { paths } from '../../routes';
import { useLeadForm } from '../leads/LeadFormProvider';
import { pictureLoading, useNearViewport } from './useNearViewport';

/** "5.5 LPA" with the abbreviation spelled out (lakh rupees per annum) for those who do not know it. */
function PackageText({ text, large = false }: { text: string; large?: boolean }) {
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

function PlacementDetails({ placement, onClose }: { placement: PlacementCard; onClose: () => void }) {
  const leadForm = useLeadForm();
  return (
    <div className="landing-detail">
      <img className="landing-detail__photo" src={placement.image} alt={`Portrait of ${placement.studentName}`} width={240} height={240} />
      <div className="landing-detail__text">
        <p className="landing-detail__role">
          {placement.role} at {placement.companyName}
        </p>
        <img className="landing-logo" src={placement.companyLogo} alt={`${placement.companyName} logo`} width={200} height={64} />
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

export function PlacementsSection({ placements }: { placements: LandingPage['placements'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const [shown, setShown] = useState<PlacementCard | null>(null);
  const close = () => setShown(null);
  return (
    <section ref={ref} className="section landing-section" id="placements" data-landing-section="placements">
      <Carousel
        name="placements"
        title={placements.heading}
        intro={placements.intro}
        slides={placements.items.map((p) => ({
          key: p.studentName,
          content: (
            <article className="landing-card placement-card">
              <img className="placement-card__photo" src={p.image} alt={`Portrait of ${p.studentName}`} width={240} height={240} loading={pictureLoading(near)} decoding="async" />
              <div className="landing-card__body">
                <h3 className="landing-card__title">{p.studentName}</h3>
                <p className="placement-card__role">{p.role}</p>
                <img className="landing-logo" src={p.companyLogo} alt={`${p.companyName} logo`} width={200} height={64} loading={pictureLoading(near)} decoding="async" />
                <PackageText text={p.placementPackage} />
                <button type="button" className="button button--outline button--small button--block" onClick={() => setShown(p)}>
                  View Details<span className="visually-hidden"> of {p.studentName}</span>
                </button>
              </div>
            </article>
          ),
        }))}
      />
      <Modal open={shown !== null} onClose={close} title={shown ? `${shown.studentName}, placed at ${shown.companyName}` : ''} size="large">
        {shown && <PlacementDetails placement={shown} onClose={close} />}
      </Modal>
    </section>
  );
}
