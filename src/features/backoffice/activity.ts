import { reportUntouched } from '../../lib/api-client';

/**
 * When the person last pressed a key, touched or scrolled the page. Started by the console (its
 * layout), from when on every API call carries the seconds since then: a staff sign-in idle for 30
 * minutes ends even though the console polls on its own. Once per page load.
 */
let lastInput = 0;

export function trackActivity(): void {
  if (lastInput !== 0) return;
  lastInput = Date.now();
  const touched = () => {
    lastInput = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel'] as const) {
    window.addEventListener(type, touched, { capture: true, passive: true });
  }
  reportUntouched(() => Math.max(0, Math.floor((Date.now() - lastInput) / 1000)));
}
