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
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestDetail } from '../../../../../contract/backoffice-guests';
import type { StaffRole } from '../../../../../contract/roles';
import { guestQueryOptions } from '../../api/get-guest';
import { consoleMeQueryOptions } from '../../api/get-me';
import { GuestPage } from './GuestPage';

// jsdom has no CSS.escape, which react-aria's popover calls when the select opens.
globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as typeof CSS;

const ID = '5a4a0000-0000-4000-8000-00000000de30';
const detail: GuestDetail = {
  profile: {
    id: ID,
    name: 'Noura Al-Harbi',
    email: 'demo@sakan.example',
    phone: '+966500000030',
    type: 'email',
    locale: 'en',
    email_verified: true,
    created_at: '2026-01-02T10:00:00.000Z',
    roles: [],
    coins: 40,
    points: 1_340,
    blocked: null,
  },
  stays: {
    items: [
      {
        code: 'SKN-7K3P9Q',
        unit: { id: 4, title: 'Dune Villa' },
        check_in: '2026-02-01',
        check_out: '2026-02-04',
        status: 'completed',
        total: { amount_minor: 120_000, currency: 'SAR' },
      },
    ],
    total: 1,
  },
  coins: {
    items: [
      {
        id: '9',
        delta: 40,
        balance_after: 40,
        reason: 'adjust',
        note: 'Late check-in',
        code: null,
        created_at: '2026-02-05T09:00:00.000Z',
      },
    ],
    total: 1,
  },
  points: { items: [], total: 0 },
};

/** The guest page on a console route, its data already loaded, for a caller holding `roles`. */
function renderPage(roles: StaffRole[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(guestQueryOptions('en', ID).queryKey, detail);
  client.setQueryData(consoleMeQueryOptions().queryKey, { roles, counts: {} });
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/$lang/admin/$',
    component: () => <GuestPage id={ID} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/en/admin/guests/${ID}`] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuestPage', () => {
  it('shows the profile, the stay linked to its reservation page and the staff line of the ledger', async () => {
    renderPage(['support']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Noura Al-Harbi' })).toBeTruthy();
    const stay = screen.getByRole('link', { name: 'SKN-7K3P9Q' });
    expect(stay.getAttribute('href')).toBe('/en/admin/reservations/SKN-7K3P9Q');
    const coins = screen.getByRole('region', { name: 'Coins ledger' });
    expect(within(coins).getByRole('row', { name: /Changed by staff/ }).textContent).toContain(
      'Late check-in',
    );
    expect(screen.getByText('No points yet: they are earned when a stay is completed.')).toBeTruthy();
    // Support may block; the limit of a support change is said under the field.
    expect(screen.getByRole('button', { name: 'Block…' })).toBeTruthy();
    expect(screen.getByText('Up to 5,000 at once.')).toBeTruthy();
  });

  it('refuses, before sending, a removal larger than the balance', async () => {
    renderPage(['finance']);
    await screen.findByRole('heading', { level: 1, name: 'Noura Al-Harbi' });
    // Finance changes coins but does not block.
    expect(screen.queryByRole('button', { name: 'Block…' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Remove coins' }));
    expect(screen.getByText('The guest has 40; you can remove up to 40.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coins' }), '41');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Granted twice');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coins' }));
    expect(await screen.findByText('Enter at most 40.')).toBeTruthy();
  });
});
