import { isServer } from '#page-environment';

/**
 * When the person last pressed a key or touched the page. API calls carry the seconds since then
 * (`Idle-Seconds`), so a staff sign-in left open ends after 30 idle minutes even though the console
 * keeps polling on its own (server/plugins/auth.ts).
 */
let lastInput = Date.now();

if (!isServer) {
  const touched = () => {
    lastInput = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel'] as const) {
    window.addEventListener(type, touched, { capture: true, passive: true });
  }
}

export const untouchedSeconds = (): number => Math.max(0, Math.floor((Date.now() - lastInput) / 1000));
