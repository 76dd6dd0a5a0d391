import { useLingui } from '@lingui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { intlLocale } from '../../../contract/i18n';
import { currentLocale } from '../../lib/i18n';
import { useAppliedTheme } from '../../lib/use-theme';
import { LazyToaster } from '../ui/LazyToaster';
import { LoadingBar } from './LoadingBar';

/**
 * The root of every page: react-aria's locale (dates, numbers, RTL-aware keyboard behaviour) follows
 * Lingui's, and the theme a page forces wins over the visitor's preference.
 */
export function RootLayout() {
  useLingui();
  const forcedTheme = useRouterState({
    select: (s) => s.matches.map((m) => m.staticData?.theme).findLast(Boolean),
  });
  useAppliedTheme(forcedTheme);
  // `<html data-ready>`: the app is in charge of the page (hydrated, or rendered); tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <I18nProvider locale={intlLocale(currentLocale())}>
      <LoadingBar />
      <Outlet />
      <LazyToaster />
    </I18nProvider>
  );
}
