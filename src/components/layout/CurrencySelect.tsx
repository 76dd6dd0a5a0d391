import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, intlLocale } from '../../../contract/i18n';
import { currencySign, saveCurrency } from '../../lib/currency';
import { currentLocale } from '../../lib/i18n';
import { useCurrency } from '../../lib/use-currency';
import { Select } from '../ui/Select';

/**
 * The currency list itself, loaded by CurrencySwitch when a visitor reaches it. Names come from Intl,
 * so they read naturally in both languages without a catalogue entry per currency.
 */
export default function CurrencySelect() {
  const { t } = useLingui();
  const currency = useCurrency();
  const lang = currentLocale();
  const names = new Intl.DisplayNames([intlLocale(lang)], { type: 'currency' });
  return (
    <Select
      className="currency-switch"
      label={t`Currency`}
      value={currency}
      options={CURRENCIES.map((code) => ({
        id: code,
        label: currencySign(code, lang),
        description: names.of(code),
      }))}
      onChange={saveCurrency}
    />
  );
}
