import { Trans } from '@lingui/react/macro';
import { currentLocale } from '../../../lib/i18n';
import { intlLocale } from '../../../../contract/i18n';

/** "You're offline: showing your saved stays as of 14:02." The age of the copy on screen. */
export function SavedAge({ at }: { at: number }) {
  const time = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
  return (
    <p className="offline-note" role="status">
      <Trans>You’re offline: these are your saved stays as of {time}.</Trans>
    </p>
  );
}
