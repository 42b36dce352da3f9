// The learning centre's landing page (/courses/learnbay).
import { landing } from '../../content';

export function LandingPage() {
  return (
    <section className="section">
      <h1>{landing.hero.headline}</h1>
    </section>
  );
}
