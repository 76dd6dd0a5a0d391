import { lazy } from 'react';

/**
 * Error and not-found screens are rarely needed, so they load on demand: the shell's first paint does
 * not pay for them (nor for the button and image code they use).
 */
export const NotFoundScreen = lazy(() =>
  import('./NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);
export const RouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));
