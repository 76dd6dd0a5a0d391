import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { RootLayout } from '../components/layout/RootLayout';
import { NotFoundScreen, RouteError } from '../components/layout/lazy-screens';
import { cachedRouteRules } from '../features/content/api/cached-route-rules';
import { runGuards } from '../lib/guards';
import { cataloguesFor } from '../lib/catalogues';
import { activateLocale } from '../lib/i18n';
import { detectBrowserLocale, localeFromPath } from '../lib/locale';
import { readSession } from '../lib/session';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const prefixed = localeFromPath(location.pathname);
    const locale = prefixed ?? detectBrowserLocale();
    await activateLocale(locale, cataloguesFor(location.pathname));
    const outcome = runGuards({
      pathname: location.pathname,
      search: location.searchStr,
      session: readSession(),
      rules: cachedRouteRules(context.queryClient),
    });
    if (outcome?.kind === 'external') throw redirect({ href: outcome.href });
    if (outcome?.kind === 'redirect') throw redirect({ href: outcome.to, replace: true });
    // Pages live under a language prefix; an unprefixed path opens in the visitor's language.
    if (!prefixed && location.pathname !== '/') {
      throw redirect({
        href: `/${locale}${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
  },
  component: RootLayout,
  notFoundComponent: () => <NotFoundScreen />,
  errorComponent: RouteError,
});
