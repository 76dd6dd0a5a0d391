import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Switch } from 'react-aria-components';
import type { Quote } from '../../../../contract/checkout';
import { COIN_VALUE_MINOR } from '../../../../contract/checkout-rules';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { coinsQueryOptions } from '../api/get-coins';

/** Pay part of the stay with coins: the balance, what it is worth, and how many this stay can take. */
export function CoinsToggle({
  quote,
  on,
  onChange,
}: {
  quote: Quote;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const lang = currentLocale();
  const balance = quote.coins_available;
  const worth = formatMoney({ amount_minor: balance * COIN_VALUE_MINOR, currency: 'SAR' }, lang);
  const usable = formatMoney({ amount_minor: quote.coins_usable * COIN_VALUE_MINOR, currency: 'SAR' }, lang);
  // Only an empty balance asks the ledger whether there ever were coins.
  const ledger = useQuery({ ...coinsQueryOptions(), enabled: balance === 0 });
  if (balance === 0) {
    return (
      <p className="coins-none">
        {ledger.data?.ever_had === false ? (
          <Trans>You have no coins yet. You earn them with stays and rewards.</Trans>
        ) : (
          <Trans>Your coin balance is empty. You earn more with stays and rewards.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="coins-toggle">
      <Switch className="switch" isSelected={on} onChange={onChange} isDisabled={quote.coins_usable === 0}>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span>
          <Trans>Pay with coins</Trans>
        </span>
      </Switch>
      <p className="coins-note">
        <Plural
          value={balance}
          one={`You have # coin, worth ${worth}.`}
          other={`You have # coins, worth ${worth}.`}
        />{' '}
        <Trans>Up to {usable} of this stay can be paid with coins.</Trans>
      </p>
    </div>
  );
}
