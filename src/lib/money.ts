import { intlLocale, type Locale } from '../../contract/i18n';

// Shared with the server's notifications and mails (contract/format.ts), so both print money alike.
export { formatMoney } from '../../contract/format';

/** A currency's name in the page's language ("US Dollar", "دولار أمريكي"), from Intl. */
export function currencyName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'currency' }).of(code) ?? code;
}
