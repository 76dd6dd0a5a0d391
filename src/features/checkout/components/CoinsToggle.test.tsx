import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../../../contract/checkout';
import { coinsQueryOptions, type getCoins } from '../api/get-coins';
import { CoinsToggle } from './CoinsToggle';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
// CoinsToggle reads only the balance and how much of it this stay can take.
const empty = { coins_available: 0, coins_usable: 0 } as Quote;

type Ledger = Awaited<ReturnType<typeof getCoins>>;
const ledgerOf = (ever_had: boolean): Ledger => ({
  is_success: true,
  message: '',
  balance: 0,
  worth: sar(0),
  coin_value: sar(10),
  ever_had,
});

function renderWithLedger(ledger: Ledger) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(coinsQueryOptions().queryKey, ledger);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CoinsToggle quote={empty} on={false} onChange={() => undefined} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('CoinsToggle with no coins (issue 29)', () => {
  it('says the balance is empty, not "no coins yet", to a guest who spent them all', () => {
    renderWithLedger(ledgerOf(true));
    expect(screen.getByText(/Your coin balance is empty/)).toBeTruthy();
    expect(screen.queryByText(/no coins yet/)).toBeNull();
  });

  it('says "no coins yet" to a guest who never had one', () => {
    renderWithLedger(ledgerOf(false));
    expect(screen.getByText(/You have no coins yet/)).toBeTruthy();
  });
});
