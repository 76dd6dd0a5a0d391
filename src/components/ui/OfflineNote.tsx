import { Trans } from '@lingui/react/macro';
import { intlLocale } from '../../../contract/i18n';
import { currentLocale } from '../../lib/i18n';

/**
 * "Offline, last updated at …" above data read from the saved copy, so a guest knows how fresh it is
 * and why actions that need the network are switched off.
 */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  const when = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(updatedAt);
  return (
    <p className="offline-note" role="status">
      <Trans>
        You’re offline. This is your saved copy, last updated at {when}. It refreshes when you’re back online.
      </Trans>
    </p>
  );
}
