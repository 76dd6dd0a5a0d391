import type { Locale } from '../../../contract/common';
import { formatMoney, formatStayDay } from '../../../contract/format';
import type { NotificationItem, NotificationType } from '../../../contract/notifications';
import { NotificationType as Types } from '../../../contract/notifications';
import { translate, type MessageKey } from '../../i18n/translate';
import type { NotificationRow } from './repository';

const KNOWN = new Set<string>(Types.options);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** How amounts were stored before notices kept them as minor units: "2941.25 SAR". */
const OLD_AMOUNT = /^(\d+)\.(\d{2}) ([A-Z]{3})$/;

/**
 * A parameter may come in both languages, `unit_en` and `unit_ar`: the reader's one fills `{unit}`, so a
 * unit's name follows the reader's language too. A plain `unit` is used as it is (a reference, a count).
 * Amounts (`amount_minor` with `currency`) and calendar days (`2026-12-18`) are stored as values and
 * formatted here in the reader's language, like the pages format them (contract/format.ts).
 */
export function paramsFor(locale: Locale, params: Record<string, string | number>) {
  const out: Record<string, string | number> = { ...params };
  const suffix = `_${locale}`;
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(suffix)) out[name.slice(0, -suffix.length)] = value;
    if (typeof value === 'string' && CALENDAR_DAY.test(value)) out[name] = formatStayDay(value, locale);
  }
  const { amount_minor: minor, currency } = params;
  if (typeof minor === 'number' && typeof currency === 'string') {
    out.amount = formatMoney({ amount_minor: minor, currency }, locale);
  } else if (typeof params.amount === 'string') {
    const old = OLD_AMOUNT.exec(params.amount);
    if (old)
      out.amount = formatMoney(
        { amount_minor: Number(old[1]) * 100 + Number(old[2]), currency: old[3]! },
        locale,
      );
  }
  return out;
}

/** `notifications.<type>.title` / `.body`: one pair of keys per type, in both catalogues. */
export function renderText(locale: Locale, type: NotificationType, params: Record<string, string | number>) {
  const values = paramsFor(locale, params);
  return {
    title: translate(locale, `notifications.${type}.title` as MessageKey, values),
    body: translate(locale, `notifications.${type}.body` as MessageKey, values),
  };
}

/** A stored row as the reader sees it, in the reader's language at read time. */
export function toItem(row: NotificationRow, locale: Locale): NotificationItem {
  // A type removed from the code later still reads as something, rather than failing the whole list.
  const type = (KNOWN.has(row.type) ? row.type : 'booking_confirmed') as NotificationType;
  return {
    id: String(row.id),
    type,
    ...renderText(locale, type, row.params),
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
