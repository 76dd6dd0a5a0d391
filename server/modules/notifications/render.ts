import type { Locale } from '../../../contract/common';
import type { NotificationItem, NotificationType } from '../../../contract/notifications';
import { NotificationType as Types } from '../../../contract/notifications';
import { translate, type MessageKey } from '../../i18n/translate';
import type { NotificationRow } from './repository';

const KNOWN = new Set<string>(Types.options);

/**
 * A parameter may come in both languages, `unit_en` and `unit_ar`: the reader's one fills `{unit}`, so a
 * unit's name follows the reader's language too. A plain `unit` is used as it is (a reference, a count).
 */
export function paramsFor(locale: Locale, params: Record<string, string | number>) {
  const out: Record<string, string | number> = { ...params };
  const suffix = `_${locale}`;
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(suffix)) out[name.slice(0, -suffix.length)] = value;
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
