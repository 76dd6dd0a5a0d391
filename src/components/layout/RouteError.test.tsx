import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { RouteError } from './RouteError';

/** A page whose loader fails once with the given error, then succeeds. */
function renderFailingPage(error: Error, staticData: StaticDataRouteOption = {}) {
  let calls = 0;
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData,
    loader: () => {
      calls += 1;
      if (calls === 1) throw error;
    },
    component: () => <h1>Loaded</h1>,
    errorComponent: RouteError,
  });
  const $lang = createRoute({ getParentRoute: () => root, path: '/$lang', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, $lang]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { calls: () => calls };
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', () => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RouteError (spec, screens, routes and guards: error screen)', () => {
  it('shows the generic title with the message mapped from the error code, and retries', async () => {
    const failure = new ApiError({
      meta: { code: 500, errors: [{ message: 'db down' }], error_code: 'INTERNAL' },
      data: { is_success: false, message: 'An error occurred' },
      pagination: null,
    });
    const page = renderFailingPage(failure);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(screen.queryByText('404')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(page.calls()).toBe(2);
  });

  it('shows an unknown error with its own message', async () => {
    renderFailingPage(new Error('The booking service timed out'));
    expect(await screen.findByText('The booking service timed out')).toBeTruthy();
  });

  it('shows the not-found screen for a 404 answer', async () => {
    renderFailingPage(
      new ApiError({
        meta: { code: 404, errors: [{ message: 'x' }], error_code: 'NOT_FOUND' },
        data: { is_success: false, message: 'Not found' },
        pagination: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    // An expected not-found is a warning, as the not-found screen logs it, never a console error.
    // (React's own report of the caught error starts with a format string; the screen's would be the error.)
    expect(vi.mocked(console.error).mock.calls.filter(([first]) => first instanceof ApiError)).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('offline with nothing saved, says what the page keeps instead of the generic error, and retries once back online', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const kept = {
      id: 'test.kept',
      message: 'Your trips are kept on this device once you open them online.',
    };
    const page = renderFailingPage(
      new ApiError({
        meta: { code: 500, errors: [{ message: 'Failed to fetch' }], error_code: 'NETWORK' },
        data: { is_success: false, message: 'An error occurred' },
        pagination: null,
      }),
      { offline: kept },
    );
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeTruthy();
    expect(screen.getByText(kept.message)).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(vi.mocked(console.error).mock.calls.filter(([first]) => first instanceof ApiError)).toEqual([]);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(page.calls()).toBe(2);
  });

  it('offline, a chunk that could not be fetched shows the offline screen and does not reload the page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderFailingPage(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ThemeSwitch.js'),
    );
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
