import { lazy } from 'react';
import { withCatalogues } from '../../lib/i18n';

/**
 * Error, not-found and offline screens are rarely needed, so they load on demand with their own
 * catalogue: the shell's first paint pays for neither their code (nor the button and image code they
 * use) nor their strings.
 */
export const NotFoundScreen = lazy(() =>
  withCatalogues(['errors'], () => import('./NotFoundScreen')).then((m) => ({ default: m.NotFoundScreen })),
);
export const RouteError = lazy(() =>
  withCatalogues(['errors'], () => import('./RouteError')).then((m) => ({ default: m.RouteError })),
);
