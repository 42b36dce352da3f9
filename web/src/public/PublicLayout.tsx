// The public site's frame: top bar, page, footer.
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../routes';

export function PublicLayout() {
  return (
    <div className="site">
      <header className="topbar">
        <Link to={paths.home} className="brand">Learning Centre Pune</Link>
        <nav>
          <Link to={paths.jobs}>Jobs</Link>
          <Link to={paths.placements}>Placements</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <footer className="footer">© {new Date().getFullYear()} Learning Centre Pune</footer>
    </div>
  );
}
