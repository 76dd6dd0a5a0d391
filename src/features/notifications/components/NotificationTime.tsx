import { intlLocale } from '../../../../contract/i18n';
import { currentLocale } from '../../../lib/i18n';

export function NotificationTime({ at }: { at: string }) {
  const text = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
  return (
    <time className="notification-time" dateTime={at}>
      {text}
    </time>
  );
}
