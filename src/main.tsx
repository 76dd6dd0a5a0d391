import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ID } from '../contract/ssr';
import { cataloguesFor } from './lib/catalogues';
import { activateLocale } from './lib/i18n';
import { LinguiProvider } from './lib/lingui-provider';
import { detectBrowserLocale, localeFromPath } from './lib/locale';
import { applyUpdateOnNavigation } from './lib/pwa';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles/index.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

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
const container = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
if (serverState && container.firstElementChild) {
  // A page the server rendered (server/plugins/page-render.ts): start from its data and matched routes,
  // then hydrate its markup. As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is interactive.
  (await import('./lib/server-state')).restoreServerState(queryClient, serverState);
  // Marks the router as hydrating server markup: it then renders the same boundaries as on the server
  // and does not load the route again on mount (it is loaded here, from the data just restored).
  router.ssr = { manifest: undefined };
  await router.load();
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration fell back to client rendering:', error),
    });
  });
} else {
  createRoot(container).render(app);
}

// An update the visitor ignored takes over on the next navigation (§4).
router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
  if (pathChanged) applyUpdateOnNavigation(() => router.state.location.href);
});

const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
idle(() => void import('./lib/startup').then((m) => m.startAfterFirstPaint(queryClient, router)));
