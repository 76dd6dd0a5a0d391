import { LOCALE_TAGS, type Locale } from '../../contract/common';
import { formatNumber } from '../../contract/format';
import { ar } from './ar';
import { en, type MessageKey } from './en';

/**
 * A plain message, or plural forms keyed by Intl.PluralRules category. `{count}` picks the form, or the
 * parameter named by `by` where the message counts something stored under its own name (`shares`).
 */
export type Message =
  string | ({ other: string; by?: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type MessageParams = Record<string, string | number>;
export type { MessageKey };

const catalogues: Record<Locale, Record<MessageKey, Message>> = { en, ar };
const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules(LOCALE_TAGS.en),
  ar: new Intl.PluralRules(LOCALE_TAGS.ar),
};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const message = catalogues[locale][key];
  const count = typeof message === 'string' ? undefined : params[message.by ?? 'count'];
  const template =
    typeof message === 'string'
      ? message
      : ((typeof count === 'number' ? message[pluralRules[locale].select(count)] : undefined) ??
        message.other);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // Numbers go through the client's own formatter (contract/format.ts), so both sides print digits alike.
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}
