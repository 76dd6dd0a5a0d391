import type { Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page: it claims the page once it has precached the app
 * (some 300 files), which the app starts only when the page has settled (src/lib/settled.ts).
 *
 * Event-driven on purpose. Polling with `page.waitForFunction` runs its check on every animation
 * frame, and a page drawing frames back to back never gives requestIdleCallback the 40 ms idle
 * period the app waits for: the worker was registered only at the app's 10 s cap, and each such test
 * lost about 8 s to the wait itself. On a timeout the registration's state is in the error, so a
 * failed install (a redundant worker) tells itself apart from a slow one.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async (ms) => {
    const container = navigator.serviceWorker;
    if (container.controller) return;
    await new Promise<void>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        void container.getRegistration().then((r) => {
          const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
          // The manifest is linked just before the worker registers (src/startup.ts): without it the
          // app never got that far; with it and no registration, registering failed.
          const settled = document.querySelector('link[rel="manifest"]') ? 'settled' : 'not settled';
          const what = r
            ? `installing ${state(r.installing)}, waiting ${state(r.waiting)}, active ${state(r.active)}`
            : `no registration, page ${settled}`;
          reject(new Error(`no service worker controlled the page within ${ms} ms (${what})`));
        });
      }, ms);
      container.addEventListener(
        'controllerchange',
        () => {
          window.clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }, timeoutMs);
}
