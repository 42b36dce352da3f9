// The public site's frame (SPEC "Public layout"): top bar with search, links (jobs, placements, the courses), Free
// Courses and Login; a mobile menu; the footer with the courses and the contact details. The site's name and contact
// details come from the site settings. The same frame holds the job portal and the learning centre's course pages, so
// each half of the site is one click from the other.
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ScrollOnNavigate } from '../components/ScrollOnNavigate';
import { CloseIcon, ExternalIcon, MailIcon, MapPinIcon, MenuIcon, PhoneIcon, SearchIcon } from '../components/icons';
import { usePublishedCourses } from '../marketing/courseRoutes';
import { paths } from '../routes';
import { jobsHref } from './jobs/jobsUrlState';
import { FREE_COURSES_URL } from './site';
import { telHref, useSiteSettings } from './siteSettings';
import './layout.css';
import { useNow } from '../ssr/RenderContext';

import { hasSignedInMark, LearnerSessionProvider, useLearnerSession, type LoginOptions } from './account/LearnerSession';
import type { LoginView } from './LoginModal';
import { LIMITS } from '../../../gateway/src/services/limits';

const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

/** The learning centre's overview page, then each published course's page (the top bar's menu, the mobile menu, the
 * footer), from the API. */
function useCourseLinks(): { to: string; label: string }[] {
  const courses = usePublishedCourses();
  return [{ to: paths.courses.landing, label: 'All courses at the centre' }, ...courses.map((course) => ({ to: course.path, label: course.label }))];
}

const isCoursePath = (pathname: string) => pathname.startsWith('/courses/');

function Logo() {
  const { siteName } = useSiteSettings();
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
        <span className="brand__name">{siteName}</span>
        <span className="brand__place">
          <span className="visually-hidden"> · </span>Jobs &amp; Placements
        </span>
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
  // A plain GET form to the jobs list: without JavaScript the browser goes to /jobs?q=… itself.
  return (
    <form className="topbar__search" role="search" aria-label="Search jobs" method="get" action={paths.jobs} onSubmit={submit}>
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
        maxLength={LIMITS.search}
        enterKeyHint="search"
      />
      <button type="submit" className="topbar__search-button" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

/**
 * While a menu is open, Escape (wherever the focus is) closes it and gives the focus back to the button that toggles
 * it: the top bar's disclosures and the mobile menu alike.
 */
function useEscapeCloses(open: boolean, close: () => void, toggle: { current: HTMLElement | null }) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggle]);
}

/** A top-bar link with a button beside it that opens a list of pages: a disclosure (Escape, a click elsewhere or
 * moving focus away closes it; so does going to another page). Without JavaScript the link still leads somewhere. */
function TopbarDisclosure({
  className,
  link,
  toggleLabel,
  menuClassName,
  items,
}: {
  className: string;
  link: ReactNode;
  toggleLabel: string;
  menuClassName: string;
  items: readonly { to: string; label: string; end?: boolean }[];
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEscapeCloses(open, () => setOpen(false), toggle);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button ref={toggle} type="button" className="topbar__courses-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <ul id={menuId} className={menuClassName} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Courses" in the top bar: a link to the learning centre's page, and beside it a button that opens the list of the
 * course pages. Without JavaScript the link still leads to the page that lists every course.
 */
function CoursesMenu() {
  const { pathname } = useLocation();
  const courseLinks = useCourseLinks();
  return (
    <TopbarDisclosure
      className="topbar__courses"
      link={
        <Link to={paths.courses.landing} className={isCoursePath(pathname) ? 'topbar__link active' : 'topbar__link'}>
          Courses
        </Link>
      }
      toggleLabel="Course pages"
      menuClassName="topbar__courses-menu"
      items={courseLinks.map((link) => ({ ...link, end: true }))}
    />
  );
}

function Footer() {
  const courseLinks = useCourseLinks();
  const settings = useSiteSettings();
  const { siteName } = settings;
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
            {siteName} is an offline learning centre offering the courses of an online education provider: Data Science,
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
        <nav className="footer__col" aria-labelledby="footer-courses">
          <h2 id="footer-courses">Courses</h2>
          <ul>
            {courseLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
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
        © {year} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}

/** The mobile menu's id: without JavaScript the Menu link's #site-menu shows it (:target in layout.css). */
const MOBILE_MENU_ID = 'site-menu';

export function PublicLayout() {
  const courses = usePublishedCourses();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLAnchorElement>(null);
  // The button that opened the Login dialog gets focus back when it closes.
  const loginOpener = useRef<HTMLElement | null>(null);

  // The mobile menu closes when the visitor goes somewhere, and on Escape (focus back on its button).
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useEscapeCloses(menuOpen, () => setMenuOpen(false), menuButton);

  const [loginView, setLoginView] = useState<LoginView>('signin');
  const [loginOptions, setLoginOptions] = useState<LoginOptions>({});
  const openLogin = (view: LoginView = 'signin', options: LoginOptions = {}) => {
    setLoginView(view);
    setLoginOptions(options);
    const opener = document.activeElement;
    // The mobile menu's Login closes the menu with it: focus goes back to the Menu button then.
    loginOpener.current = opener instanceof HTMLElement && opener.closest(`#${MOBILE_MENU_ID}`) ? menuButton.current : (opener as HTMLElement | null);
    setMenuOpen(false);
    setLoginOpen(true);
  };
  // Once the dialog is gone (its own close would leave focus on the page's body).
  useEffect(() => {
    const opener = loginOpener.current;
    if (loginOpen || !opener) return;
    loginOpener.current = null;
    if (opener.isConnected) opener.focus();
  }, [loginOpen]);

  return (
    <LearnerSessionProvider openLogin={openLogin}>
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
            <CoursesMenu />
            <a className="button button--accent button--small" href={FREE_COURSES_URL} target="_blank" rel="noopener">
              Free Courses
              <ExternalIcon size={14} />
            </a>
            <AccountLink className="button button--primary button--small topbar__account" onLogin={() => openLogin()} withMenu />
          </nav>
          {/* A link to the menu, so that it opens without JavaScript (#site-menu); with script it is a toggle button. */}
          <a
            ref={menuButton}
            href={`#${MOBILE_MENU_ID}`}
            role="button"
            className="topbar__menu-button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
            onKeyDown={(event) => {
              // A button opens with Space too.
              if (event.key !== ' ') return;
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Menu'}</span>
          </a>
        </div>
        <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
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
              <Link to={paths.courses.landing} className={isCoursePath(location.pathname) ? 'active' : undefined}>
                Courses
              </Link>
              <ul className="mobile-menu__sub" aria-label="Course pages">
                {courses.map((course) => (
                  <li key={course.path}>
                    <NavLink to={course.path} end>
                      {course.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <AccountLink onLogin={() => openLogin()} />
            </li>
            <LearnerPageLinks />
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
      {/* Its code loads the first time the visitor asks for it. */}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal open initialView={loginView} reason={loginOptions.reason} returnTo={loginOptions.returnTo} onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
      <ScrollOnNavigate />
    </div>
    </LearnerSessionProvider>
  );
}

/**
 * Login in the header: a link to the account page (which works without script), that opens the login dialog instead
 * when the page's script runs and nobody is signed in; "My account" with the learner's name once signed in.
 */
function AccountLink({ className, onLogin, withMenu = false }: { className?: string; onLogin: () => void; withMenu?: boolean }) {
  const { learner } = useLearnerSession();
  // While the session is being asked for, a browser that says someone is signed in shows My account (a plain link to
  // the account page), not a Login that would flash for a second on every page a signed-in learner opens. Read after
  // hydration: the server's page (cached for everyone) says Login.
  const [markedSignedIn, setMarkedSignedIn] = useState(false);
  useEffect(() => setMarkedSignedIn(hasSignedInMark()), []);
  if (learner === undefined && markedSignedIn) {
    return (
      <Link to={paths.account.home} className={className}>
        My account
      </Link>
    );
  }
  if (learner) {
    const link = (
      <Link to={paths.account.home} className={className} title={`Signed in as ${learner.name}`}>
        My account<span className="visually-hidden">: {learner.name}</span>
      </Link>
    );
    return withMenu ? <AccountMenu>{link}</AccountMenu> : link;
  }
  return (
    <a
      href={paths.account.home}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onLogin();
      }}
    >
      Login
    </a>
  );
}

/** The signed-in learner's own pages, in the mobile menu under My account. */
function LearnerPageLinks() {
  const { learner } = useLearnerSession();
  if (!learner) return null;
  return (
    <>
      <li>
        <NavLink to={paths.account.applications}>My applications</NavLink>
      </li>
      <li>
        <NavLink to={paths.account.saved}>Saved jobs</NavLink>
      </li>
    </>
  );
}

/** The learner's pages, in the order the account menu lists them. */
const ACCOUNT_MENU_ITEMS = [
  { to: paths.account.applications, label: 'My applications' },
  { to: paths.account.saved, label: 'Saved jobs' },
  { to: paths.account.home, label: 'My account', end: true },
] as const;

/**
 * My account in the top bar, with a button beside it that opens the learner's pages (My applications, Saved jobs): a
 * disclosure like the Courses menu.
 */
function AccountMenu({ children }: { children: ReactNode }) {
  return <TopbarDisclosure className="topbar__courses topbar__account-menu" link={children} toggleLabel="Your pages" menuClassName="topbar__courses-menu topbar__account-pages" items={ACCOUNT_MENU_ITEMS} />;
}
