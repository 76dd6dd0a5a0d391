import { useLingui } from '@lingui/react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { LOCALE_TAGS } from '../../../contract/common';
import { currentLocale } from '../../lib/i18n';
import { useAppliedTheme } from '../../lib/use-theme';
import { LazyToaster } from '../ui/LazyToaster';
import { LoadingBar } from './LoadingBar';

/**
 * The root of every page: react-aria's locale (for dates, numbers and RTL-aware behaviour) follows
 * Lingui's, react-aria links navigate through the router, and the theme a page forces wins.
 */
export function RootLayout() {
  useLingui();
  const router = useRouter();
  const forcedTheme = useRouterState({
    select: (s) => s.matches.map((m) => m.staticData?.theme).findLast(Boolean),
  });
  useAppliedTheme(forcedTheme);
  return (
    <I18nProvider locale={LOCALE_TAGS[currentLocale()]}>
      <RouterProvider navigate={(href) => void router.navigate({ href })} useHref={(href) => href}>
        <LoadingBar />
        <Outlet />
        <LazyToaster />
      </RouterProvider>
    </I18nProvider>
  );
}
