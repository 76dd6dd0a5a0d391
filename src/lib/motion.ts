import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor asked the system for less motion (animations should then be skipped). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

function onMotionChange(listener: () => void): () => void {
  const media = window.matchMedia?.(REDUCED_MOTION);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/** Live, for render; false on the server, so hydration starts from the markup the server sent. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(onMotionChange, prefersReducedMotion, () => false);
}
