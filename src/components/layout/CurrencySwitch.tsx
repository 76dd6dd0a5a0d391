import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, LOCALE_TAGS } from '../../../contract/i18n';
import { saveCurrency } from '../../lib/currency';
import { currentLocale } from '../../lib/i18n';
import { useCurrency } from '../../lib/use-currency';
import { Select } from '../ui/Select';
import { Island } from './Island';

/**
 * The currency prices are shown in (§3, §7: sent as the `currency` header). Names come from Intl, so
 * they read naturally in both languages without a catalogue entry per currency.
 *
 * On a server-rendered page the Select hydrates only when reached: rendering it is a long task on a
 * phone, on every page, for a control few visitors touch. The island sits inside this lazily loaded
 * module, not around it, so its code is here before the gate can open: a press then hydrates it on
 * the spot and lands on it, instead of waiting for a chunk and being lost.
 */
export function CurrencySwitch() {
  return (
    <Island hydrate="reached">
      <CurrencySelect />
    </Island>
  );
}

function CurrencySelect() {
  const { t } = useLingui();
  const currency = useCurrency();
  const names = new Intl.DisplayNames([LOCALE_TAGS[currentLocale()]], { type: 'currency' });
  return (
    <Select
      className="currency-switch"
      label={t`Currency`}
      value={currency}
      options={CURRENCIES.map((code) => ({ id: code, label: code, description: names.of(code) }))}
      onChange={saveCurrency}
    />
  );
}
