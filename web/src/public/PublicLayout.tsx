// The public site's frame (SPEC "Public layout"): top bar with search, links, Free Courses and Login; a mobile menu;
// the footer with contact details from the site settings.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { CloseIcon, ExternalIcon, MailIcon, MapPinIcon, MenuIcon, PhoneIcon, SearchIcon } from '../components/icons';
import { paths } from '../routes';
import { jobsHref } from './jobs/jobsUrlState';
import { LoginModal } from './LoginModal';
import { FREE_COURSES_URL, SITE_NAME } from './site';
import { telHref, useSiteSettings } from './siteSettings';
import './layout.css';
import { useNow } from '../ssr/RenderContext';

function Logo() {
  return (
    // No aria-label: the visible words are the link's name ("Learning Centre Pune · Jobs & Placements"), so a visitor
    // using speech input can say what they see. On a phone the second line is only visually hidden (layout.css).
    <Link to={paths.home} className="brand">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="36" height="36">
        <rect width="64" height="64" rx="14" fill="#1d3f8f" />
        <path d="M14 40 32 16l18 24h-9l-9-12-9 12z" fill="#f5b301" />
        <rect x="18" y="44" width="28" height="6" rx="3" fill="#fff" />
      </svg>
      <span className="brand__text">
        <span className="brand__name">Learning Centre</span>{' '}
        <span className="brand__place">Pune · Jobs &amp; Placements</span>
      </span>
    </Link>
  );
}

function TopSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const currentQ = location.pathname === paths.jobs ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [q, setQ] = useState(currentQ);
  useEffect(() => setQ(currentQ), [currentQ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(jobsHref({ q }));
  };
  return (
    <form className="topbar__search" role="search" aria-label="Search jobs" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search jobs
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Explore more..."
        maxLength={200}
        enterKeyHint="search"
      />
      <button type="submit" className="topbar__search-button" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

function Footer() {
  const settings = useSiteSettings();
  const year = useNow().getFullYear();
  const socials = [
    ['Facebook', settings.facebookUrl],
    ['Instagram', settings.instagramUrl],
    ['LinkedIn', settings.linkedinUrl],
    ['YouTube', settings.youtubeUrl],
    ['X (Twitter)', settings.twitterUrl],
  ].filter(([, url]) => url);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__col footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about">About Us</h2>
          <p>
            {SITE_NAME} is an offline learning centre offering the courses of an online education provider: Data Science,
            AI and ML, Full-Stack Development and Digital Marketing, with classroom teaching and placement support in{' '}
            {settings.city}.
          </p>
          {socials.length > 0 && (
            <ul className="footer__socials">
              {socials.map(([label, url]) => (
                <li key={label}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav className="footer__col" aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.jobs}>Jobs</Link>
            </li>
            <li>
              <Link to={paths.placements}>Placements</Link>
            </li>
            <li>
              <Link to={paths.courses.landing}>Pune Learning Centre</Link>
            </li>
            <li>
              <a href={FREE_COURSES_URL} target="_blank" rel="noopener">
                Free Courses
              </a>
            </li>
          </ul>
        </nav>
        <section className="footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="footer__contact">
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </li>
            <li>
              <PhoneIcon size={16} />
              <span>
                <a href={telHref(settings.tollFreeNumber)}>{settings.tollFreeNumber}</a> (toll-free)
              </span>
            </li>
            <li>
              <PhoneIcon size={16} />
              <a href={telHref(settings.mobileNumber)}>{settings.mobileNumber}</a>
            </li>
            <li>
              <MapPinIcon size={16} />
              <span>
                {settings.address}, {settings.city}
              </span>
            </li>
          </ul>
          <p className="footer__support">Learner support 24/7</p>
        </section>
      </div>
      <p className="footer__bottom">
        © {year} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}

export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // The mobile menu closes when the visitor goes somewhere.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const openLogin = () => {
    setMenuOpen(false);
    setLoginOpen(true);
  };

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <Logo />
          <TopSearch />
          <nav className="topbar__nav" aria-label="Main">
            <NavLink to={paths.jobs} className="topbar__link">
              Jobs
            </NavLink>
            <NavLink to={paths.placements} className="topbar__link">
              Placements
            </NavLink>
            <a className="button button--accent button--small" href={FREE_COURSES_URL} target="_blank" rel="noopener">
              Free Courses
              <ExternalIcon size={14} />
            </a>
            <button type="button" className="button button--primary button--small" onClick={openLogin}>
              Login
            </button>
          </nav>
          <button
            type="button"
            className="topbar__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Menu'}</span>
          </button>
        </div>
        <nav id={menuId} className="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
          <ul>
            <li>
              <NavLink to={paths.home} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.jobs}>Jobs</NavLink>
            </li>
            <li>
              <NavLink to={paths.placements}>Placements</NavLink>
            </li>
            <li>
              <button type="button" onClick={openLogin}>
                Login
              </button>
            </li>
            <li>
              <a href={FREE_COURSES_URL} target="_blank" rel="noopener">
                Free Courses
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
      <ScrollRestoration />
    </div>
  );
}
