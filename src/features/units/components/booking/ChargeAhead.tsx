import { Trans } from '@lingui/react/macro';
import type { Money } from '../../../../../contract/common';
import { currentLocale } from '../../../../lib/i18n';
import { currencyName, formatMoney } from '../../../../lib/money';

/**
 * Before checkout (the unit page, the extras page), where prices show in the chosen currency: what
 * checkout will charge, in SAR, the currency cards are charged in. Nothing when that is the one shown.
 */
export function ChargeAhead({ charge, shown }: { charge: Money; shown: string }) {
  const lang = currentLocale();
  if (shown === charge.currency) return null;
  const charged = formatMoney(charge, lang);
  const name = currencyName(shown, lang);
  return (
    <p className="charge-note">
      <Trans>
        Checkout charges {charged} in Saudi riyals. {name} amounts are approximate.
      </Trans>
    </p>
  );
}
