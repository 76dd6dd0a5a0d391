import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CancellationQuote, ReservationDetail } from '../../../../contract/reservations-account';
import { cancellationQueryOptions } from '../api/get-reservation';
import { CancelStay } from './CancelStay';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
/** Check-in at 16:00 in Riyadh is 13:00 UTC, the zone these tests run in (CONVENTIONS §8). */
const quote: CancellationQuote = {
  can_cancel: true,
  reason: null,
  policy: 'flexible',
  refund_bp: 10_000,
  refund: sar(120_000),
  coins_refunded: 2200,
  paid: sar(120_000),
  coins_spent: 2200,
  check_in_at: '2027-01-10T13:00:00.000Z',
};
// CancelStay reads only the trip's id and policy.
const trip = { id: 'r-1', cancellation_policy: 'flexible' } as ReservationDetail;

afterEach(cleanup);

describe('CancelStay (issue 29: one stay, two check-in times)', () => {
  it('counts the refund steps from the stay’s local check-in time, never restated in the reader’s zone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(cancellationQueryOptions('u-1', trip.id).queryKey, quote);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <CancelStay userId="u-1" trip={trip} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'See my refund and cancel' }));
    const form = await screen.findByRole('form', { name: 'Confirm the cancellation' });
    expect(form.textContent).toContain('in the place’s local time');
    expect(form.textContent).not.toMatch(/1:00\s?PM|13:00|Jan 10/);
    // Counts are grouped like every other number (the receipt's "2,200 coins").
    expect(form.textContent).toContain('2,200 coins go back to your balance.');
  });
});
