// Where the window scrolls when the public site moves to another page without reloading (the job of React Router's
// <ScrollRestoration>, which needs its data router; the public site uses the declarative one, 18 kB lighter): a new
// page starts at the top, unless its address names an anchor (the page scrolls to it itself); Back and Forward return
// to where the visitor was on that page. Reloads and arrivals from elsewhere keep the browser's own behaviour.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry (React Router's location key), for Back and Forward. */
const positions = new Map<string, number>();

export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const first = useRef(true);

  // One listener for the whole visit, writing to the entry in front of the visitor: a scroll event caused by the
  // move below is counted for the new entry, never for the one just left.
  useEffect(() => {
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
