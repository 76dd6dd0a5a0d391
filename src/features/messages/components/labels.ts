import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '../../../../contract/i18n';
import type { Message, MessageMark, ReportReason } from '../../../../contract/messages';
import { currentLocale } from '../../../lib/i18n';

/** The words for a message's author, its marks and the report reasons, in the page's language. */
export function useMessageLabels() {
  const { t } = useLingui();
  const mark: Record<MessageMark, string> = {
    sent: t({ message: 'Sent', context: 'message mark' }),
    delivered: t({ message: 'Delivered', context: 'message mark' }),
    read: t({ message: 'Read', context: 'message mark' }),
  };
  const reason: Record<ReportReason, string> = {
    spam: t`Spam or advertising`,
    abuse: t`Rude or threatening`,
    contact_details: t`Asks to pay or talk outside Sakan`,
    scam: t`Looks like a scam`,
    other: t`Something else`,
  };
  const author = (message: Pick<Message, 'mine' | 'sender' | 'author'>) =>
    message.mine ? t`You` : message.sender === 'staff' ? t`Sakan support` : message.author;
  return { mark, reason, author };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A message's time, e.g. "Mar 10, 2027, 14:05", in the reader's zone and digits. */
export function messageTime(iso: string): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
