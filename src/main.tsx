import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { SSR_STATE_ID } from '../contract/ssr';
import { cataloguesFor } from './lib/catalogues';
import { activateLocale } from './lib/i18n';
import { LinguiProvider } from './lib/lingui-provider';
import { detectBrowserLocale, localeFromPath } from './lib/locale';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles/index.css';

const container = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const hydrating = Boolean(serverState && container.firstElementChild);

/**
 * A server-rendered page is readable and its links work while its code starts, so that start is cut
 * into tasks the browser can answer a tap between: evaluating the modules and building the router are
 * each a long task on a phone, and together they would be a longer one.
 */
const betweenSteps = () => (hydrating ? nextTask() : Promise.resolve());

/**
 * Startup runs in a function rather than at the module's top level: a top-level await anywhere in the
 * graph turns off the bundler's chunk merging (rolldown's chunkOptimization), which left the pages
 * asking for several times as many scripts, most under a kilobyte.
 */
async function start(): Promise<void> {
  const queryClient = createQueryClient();
  await betweenSteps();
  const router = createAppRouter(queryClient);
  await betweenSteps();

  // Lingui renders nothing until a locale is active, so the catalogue loads before the first render.
  const { pathname } = window.location;
  await activateLocale(localeFromPath(pathname) ?? detectBrowserLocale(), cataloguesFor(pathname));

  const app = (
    <StrictMode>
      <LinguiProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LinguiProvider>
    </StrictMode>
  );
  if (hydrating && serverState) {
    const { hydrateServerPage } = await import('./ssr/hydrate');
    await hydrateServerPage({ container, app, queryClient, router, state: serverState });
  } else {
    // Imported here, not at the top: evaluating react-dom's client is a few milliseconds of the
    // module-evaluation task that opens every start, and a server-rendered page pays it later, in a
    // task of its own, when its hydration code (ssr/hydrate.ts) loads.
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(app);
  }

  // An update the visitor ignored takes over on the next navigation (spec: states and transitions).
  // The update code loads with the start-up chunk after the first paint, not in the entry.
  router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (pathChanged)
      void import('./lib/pwa').then((pwa) => pwa.applyUpdateOnNavigation(() => router.state.location.href));
  });

  // With a deadline: an idle callback alone may wait for as long as the page keeps the thread busy,
  // and all that follows the first paint (the offline copy, the service worker) starts from here.
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(cb, { timeout: 10_000 })
      : window.setTimeout(cb, 200);
  idle(() => void import('./startup').then((m) => m.startAfterFirstPaint(queryClient, router)));
}

void start();
