import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** §9: 3 px high, shown only after 200 ms of loading (throttle), creeping to 90 % over 2000 ms. */
export const LOADING_BAR = { heightPx: 3, throttleMs: 200, durationMs: 2000 } as const;

type Phase = 'idle' | 'loading' | 'done';

export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('loading'), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((p) => (p === 'loading' ? 'done' : 'idle'));
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [loading]);

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
