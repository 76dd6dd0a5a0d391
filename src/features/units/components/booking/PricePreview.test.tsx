import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckAvailabilityRequest } from '../../../../../contract/units';
import {
  checkAvailabilityQueryOptions,
  usePricePreview,
  type PricePreview as Preview,
} from '../../api/check-availability';
import { PricePreview } from './PricePreview';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
const body: CheckAvailabilityRequest = {
  unit_id: 1,
  check_in: '2030-05-01',
  check_out: '2030-05-04',
  guests: 2,
  extras: [3],
};
const answer: Preview = {
  available: true,
  reasons: [],
  nights: 3,
  lines: [
    { date: '2030-05-01', price: sar(45_000), source: 'base' },
    { date: '2030-05-02', price: sar(54_000), source: 'override' },
    { date: '2030-05-03', price: sar(45_000), source: 'base' },
  ],
  extras: [{ id: 3, name: 'Breakfast for two', pricing: 'per_night', quantity: 3, amount: sar(27_000) }],
  cleaning_fee: sar(10_000),
  vat: sar(27_150),
  total: sar(208_150),
  charge: sar(208_150),
};

/** The real hook and component, with the server's answer already in the cache (no network in jsdom). */
function renderPreview(data: Preview) {
  const client = new QueryClient();
  client.setQueryData(checkAvailabilityQueryOptions(body, 'en', 'SAR').queryKey, data);
  function Harness() {
    return <PricePreview query={usePricePreview(body)} hasStay />;
  }
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('PricePreview', () => {
  it('groups nights by price and itemises the fee and extras', () => {
    renderPreview(answer);
    expect(screen.getByText('SAR 450 × 2 nights')).toBeTruthy();
    expect(screen.getByText('SAR 900')).toBeTruthy();
    expect(screen.getByText('SAR 540 × 1 night')).toBeTruthy();
    expect(screen.getByText('Special rate: Thu, May 2')).toBeTruthy();
    expect(screen.getByText('Cleaning fee')).toBeTruthy();
    expect(screen.getByText('Breakfast for two × 3 nights')).toBeTruthy();
    expect(screen.getByText('VAT (15%)')).toBeTruthy();
    expect(screen.getByText('SAR 271.50')).toBeTruthy();
  });

  it('announces the total politely', () => {
    renderPreview(answer);
    const total = screen.getByText('SAR 2,081.50').closest('[aria-live]');
    expect(total?.getAttribute('aria-live')).toBe('polite');
    // Intl puts a no-break space between the code and the amount.
    expect(total?.textContent).toMatch(/^Total SAR\s2,081\.50$/);
  });

  it('says before checkout that the charge is in riyals when prices show in another currency', () => {
    const usd = (amount_minor: number) => ({ amount_minor, currency: 'USD' as const });
    renderPreview({ ...answer, vat: usd(7_240), total: usd(55_507), charge: sar(208_150) });
    expect(screen.getByText(/^Checkout charges SAR\s2,081\.50 in Saudi riyals\./).textContent).toMatch(
      /US Dollar amounts are approximate\.$/,
    );
  });

  it('adds no note when prices show in riyals', () => {
    renderPreview(answer);
    expect(screen.queryByText(/Checkout charges/)).toBeNull();
  });

  it('says why a stay cannot be booked', () => {
    const reason = { code: 'blocked' as const, message: 'Some of these nights are already booked.' };
    renderPreview({ ...answer, available: false, reasons: [reason] });
    expect(screen.getByRole('alert').textContent).toBe(reason.message);
  });
});
