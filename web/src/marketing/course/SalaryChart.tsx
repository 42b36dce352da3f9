// Salary bars (minimum, average, maximum in lakh per annum, with learner counts where given), drawn with CSS: each bar's
// height is its share of the highest figure. Screen readers get one sentence per bar instead of the drawing.
import type { SalaryBar } from '../../content/types';

/** Lakh per annum from the content's text, e.g. "3.5L" -> 3.5. */
export function lakh(text: string): number {
  const value = Number.parseFloat(text.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

export function SalaryChart({ role, bars }: { role: string; bars: SalaryBar[] }) {
  const highest = Math.max(...bars.map((b) => lakh(b.lpa)), 1);
  return (
    <figure className="salary-chart">
      <figcaption className="salary-chart__caption">Salary of a {role} (lakh per annum)</figcaption>
      <ul className="salary-chart__bars">
        {bars.map((bar) => {
          const share = Math.round((lakh(bar.lpa) / highest) * 100);
          return (
            <li key={bar.level} className={`salary-chart__bar salary-chart__bar--${bar.level.toLowerCase()}`}>
              <span className="visually-hidden">
                {bar.level}: {bar.lpa} per annum{bar.learners ? `, ${bar.learners} learners` : ''}
              </span>
              <span className="salary-chart__value" aria-hidden="true">
                {bar.lpa}
              </span>
              <span className="salary-chart__track" aria-hidden="true">
                <span className="salary-chart__fill" style={{ height: `${Math.max(share, 8)}%` }} data-share={share} />
              </span>
              <span className="salary-chart__level" aria-hidden="true">
                {bar.level}
              </span>
              {bar.learners && (
                <span className="salary-chart__learners" aria-hidden="true">
                  {bar.learners} learners
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
