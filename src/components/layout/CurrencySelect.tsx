import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text, type Selection } from 'react-aria-components';
import { CURRENCIES, intlLocale } from '../../../contract/i18n';
import { currencySign, saveCurrency } from '../../lib/currency';
import { currentLocale } from '../../lib/i18n';
import { useCurrency } from '../../lib/use-currency';

/**
 * The currency list itself, loaded by CurrencySwitch when a visitor reaches it. Names come from Intl,
 * so they read naturally in both languages without a catalogue entry per currency.
 *
 * A menu with one checked item rather than react-aria's Select: a Select also renders a hidden native
 * <select> for form autofill, whose first option is a blank "nothing chosen". A setting that always
 * has a value, in no form, needs neither, and the blank showed up as the list's first entry.
 */
export default function CurrencySelect() {
  const { t } = useLingui();
  const currency = useCurrency();
  const lang = currentLocale();
  const names = new Intl.DisplayNames([intlLocale(lang)], { type: 'currency' });
  // Each currency as its prices write it ("SAR", "US$"; "ر.س." in Arabic), with its name beside it.
  const options = CURRENCIES.map((code) => ({
    id: code,
    sign: currencySign(code, lang),
    name: names.of(code) ?? code,
  }));
  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key !== undefined) saveCurrency(String(key));
  };
  return (
    <div className="field select currency-switch">
      <MenuTrigger>
        <Button className="field-input select-button" aria-label={t`Currency: ${currency}`}>
          <span>{currencySign(currency, lang)}</span>
          <span aria-hidden="true" className="select-chevron">
            ▾
          </span>
        </Button>
        <Popover className="select-popover">
          <Menu
            className="select-list"
            items={options}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[currency]}
            onSelectionChange={choose}
          >
            {(option) => (
              <MenuItem id={option.id} className="select-option" textValue={option.sign}>
                <Text slot="label">{option.sign}</Text>
                <Text slot="description" className="select-option-description">
                  {option.name}
                </Text>
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
