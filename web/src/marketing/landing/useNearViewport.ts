// Whether a section has come near the screen. The carousels' pictures start as loading="lazy", and once their section
// is near they all switch to eager: the browser's own lazy loading never loads a slide hidden sideways by the
// carousel, so each would otherwise appear blank and pop in as it slides into view.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the screen a section starts loading its pictures. */
const MARGIN = '600px 0px';

export function useNearViewport<T extends Element>(): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The `loading` attribute of a carousel picture. */
export const pictureLoading = (near: boolean): 'eager' | 'lazy' => (near ? 'eager' : 'lazy');
