import { useEffect, useState, type RefObject } from 'react';

/** A screen and a half ahead on a phone: the part's code has time to arrive before it scrolls in. */
const NEAR = '1200px 0px';

/**
 * False until the element comes near the viewport, or the visitor reaches into it first (keyboard
 * focus, a pointer); then true for good. For parts far below the fold that need code of their own:
 * they wait for the visitor instead of loading with every page.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const reached = () => setNear(true);
    if (typeof window.IntersectionObserver !== 'function') return reached();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && reached(),
      { rootMargin: NEAR },
    );
    observer.observe(element);
    element.addEventListener('focusin', reached);
    element.addEventListener('pointerdown', reached);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', reached);
      element.removeEventListener('pointerdown', reached);
    };
  }, [near, ref]);
  return near;
}
