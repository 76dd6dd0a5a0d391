import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MySubmission } from '../../../../contract/hosting';
import { mySubmissionsQueryOptions } from '../api/get-my-submissions';
import { HostingLayout } from './HostingLayout';

const request = (over: Partial<MySubmission>): MySubmission => ({
  reference: 'P-AAAAAAAA',
  status: 'submitted',
  city: 'Riyadh',
  created_at: '2026-11-20T09:00:00.000Z',
  decided_at: null,
  decision_reason: null,
  unit_id: null,
  ...over,
});

/** /en/hosting with the answer of /hosting/submissions already in the cache (or none: signed out). */
function renderHosting(path: string, answer?: { items: MySubmission[]; isHost: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (answer) {
    document.cookie = 'token=t; path=/';
    client.setQueryData(mySubmissionsQueryOptions('en').queryKey, answer);
  }
  const root = createRootRoute();
  // As in the app: one route for /hosting and below, the layout around the section it names.
  const hosting = createRoute({
    getParentRoute: () => root,
    path: '/$lang/hosting/$',
    component: function Section() {
      const { _splat } = hosting.useParams();
      return <HostingLayout>{_splat === 'units' ? <h2>The host’s units</h2> : <h2>Today</h2>}</HostingLayout>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([hosting]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.stubGlobal('scrollTo', () => undefined);
});
afterEach(() => {
  cleanup();
  document.cookie = 'token=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('HostingLayout', () => {
  it('explains hosting to a signed-out visitor, with the ways in', async () => {
    renderHosting('/en/hosting');
    await screen.findByRole('heading', { level: 1, name: 'Hosting on Sakan' });
    expect(screen.getByRole('link', { name: 'List your property' }).getAttribute('href')).toBe(
      '/en/list-property',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/sign-in?redirect=%2Fen%2Fhosting',
    );
    expect(screen.queryByRole('navigation', { name: 'Hosting' })).toBeNull();
  });

  it('shows a person who is not a host each of their requests and what to do next', async () => {
    renderHosting('/en/hosting', {
      isHost: false,
      items: [
        request({ reference: 'P-NEWNEWNE' }),
        request({ reference: 'P-ACCEPTED', status: 'approved', unit_id: 42 }),
        request({ reference: 'P-REJECTED', status: 'rejected', decision_reason: 'Outside our cities.' }),
      ],
    });
    const items = await screen.findAllByRole('listitem');
    const [waiting, accepted, rejected] = items.filter((item) => item.className.includes('hosting-request'));
    expect(waiting!.textContent).toContain('Under review');
    expect(waiting!.textContent).toContain('A property in Riyadh, sent on Nov 20, 2026.');
    expect(within(accepted!).getByRole('link', { name: 'Complete your listing' }).getAttribute('href')).toBe(
      '/en/hosting/units/42',
    );
    expect(rejected!.textContent).toContain('The reason: Outside our cities.');
  });

  it('gives a host the sections, the current one marked, around the page', async () => {
    renderHosting('/en/hosting/units', { isHost: true, items: [] });
    await screen.findByRole('heading', { name: 'The host’s units' });
    const nav = screen.getByRole('navigation', { name: 'Hosting' });
    expect(within(nav).getByRole('link', { name: 'Units' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Earnings' }).getAttribute('href')).toBe(
      '/en/hosting/earnings',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      '/en/hosting/messages',
    );
    expect(screen.queryByRole('heading', { name: 'Hosting on Sakan' })).toBeNull();
  });
});
