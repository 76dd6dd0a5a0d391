import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Spec, business constants: 3 px high, shown only after 200 ms of loading (throttle), creeping to 90 % over 2000 ms. */
export const LOADING_BAR = { heightPx: 3, throttleMs: 200, durationMs: 2000 } as const;

export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  // Whether the bar is on screen; only timers change it, so quick navigations never flash it.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = loading
      ? window.setTimeout(() => setShown(true), LOADING_BAR.throttleMs)
      : window.setTimeout(() => setShown(false), 400);
    return () => window.clearTimeout(timer);
  }, [loading]);

  const phase = !shown ? 'idle' : loading ? 'loading' : 'done';
  return (
    <div
      className="loading-bar"
      data-phase={phase}
      // Decorative: the page's own content tells assistive technology when it has changed.
      aria-hidden="true"
      style={{
        blockSize: `${LOADING_BAR.heightPx}px`,
        transitionDuration: phase === 'loading' ? `${LOADING_BAR.durationMs}ms` : undefined,
      }}
    />
  );
}
