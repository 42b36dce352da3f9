// The landing page's headline figures (placements, highest package, hiring partners) as staff wrote them in the site
// settings; an empty one is left out, and with none the strip is not drawn at all.
import type { PublicSiteSettings } from '../../public/siteSettings';

export type LandingFigureSettings = Pick<PublicSiteSettings, 'placementsFigure' | 'highestPackageFigure' | 'hiringPartnersFigure'>;

const FIGURES: { key: keyof LandingFigureSettings; label: string }[] = [
  { key: 'placementsFigure', label: 'Placements' },
  { key: 'highestPackageFigure', label: 'Highest package' },
  { key: 'hiringPartnersFigure', label: 'Hiring partners' },
];

export function LandingFigures({ settings }: { settings: LandingFigureSettings }) {
  const shown = FIGURES.map((f) => ({ ...f, value: settings[f.key].trim() })).filter((f) => f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="landing-figures" data-landing-figures="">
      {shown.map((f) => (
        <div key={f.key} className="landing-figures__item">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
