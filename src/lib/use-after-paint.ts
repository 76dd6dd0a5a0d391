import { useEffect, useState } from 'react';

/**
 * False until the browser is idle after the first paint (or 1.5 s at most). Lazy parts that are not
 * the page's point (currency and theme switches, the newsletter) wait for it, so their chunks do not
 * compete with the page's own code, data and first image on a slow connection. `already`: true from
 * the start (for parts a server-rendered page shows at once), with no re-render to get there.
 */
export function useAfterPaint(already = false): boolean {
  const [ready, setReady] = useState(already);
  useEffect(() => {
    if (ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, [ready]);
  return ready;
}
