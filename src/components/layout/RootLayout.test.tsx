import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './RootLayout';

/** A router with one page that forces the dark theme and one that leaves the choice to the visitor. */
function renderAt(path: string) {
  const root = createRootRoute({ component: RootLayout });
  const forced = createRoute({
    getParentRoute: () => root,
    path: '/forced',
    staticData: { theme: 'dark' },
    component: () => <h1>Forced</h1>,
  });
  const free = createRoute({ getParentRoute: () => root, path: '/free', component: () => <h1>Free</h1> });
  const router = createRouter({
    routeTree: root.addChildren([forced, free]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('theme', 'light');
  // jsdom has no scrolling; the router restores scroll on every navigation.
  vi.stubGlobal('scrollTo', () => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('RootLayout theme (spec: product)', () => {
  it('applies the saved preference on an ordinary page', async () => {
    renderAt('/free');
    await screen.findByRole('heading', { name: 'Free' });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('lets a page force its theme over the saved preference', async () => {
    renderAt('/forced');
    await screen.findByRole('heading', { name: 'Forced' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
