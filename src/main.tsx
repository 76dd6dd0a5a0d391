import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cataloguesFor } from './lib/catalogues';
import { activateLocale } from './lib/i18n';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);

// An update the visitor ignored takes over on the next navigation (§4).
router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
  if (pathChanged) applyUpdateOnNavigation(() => router.state.location.href);
});

const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
idle(() => void import('./lib/startup').then((m) => m.startAfterFirstPaint(queryClient, router)));
