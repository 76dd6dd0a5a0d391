import { Trans } from '@lingui/react/macro';
import { intlLocale } from '../../../../contract/i18n';
import { currentLocale } from '../../../lib/i18n';

/** Offline, what is on screen is the copy kept on this device: say how old it is. */
export function CopyAge({ at }: { at: number }) {
  const time = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
  return (
    <p className="offline-note" role="status">
      <Trans>You’re offline: this is what we had on {time}. It updates when you reconnect.</Trans>
    </p>
  );
}
