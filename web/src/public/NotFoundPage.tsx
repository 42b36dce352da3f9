import { Link } from 'react-router-dom';
import { paths } from '../routes';

export function NotFoundPage() {
  return (
    <section className="section">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link to={paths.home}>Back to the home page</Link>
    </section>
  );
}
