import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALE_TAGS } from '../../../contract/i18n';
import { formatAge } from '../../lib/dates';
import { currentLocale } from '../../lib/i18n';

/**
 * The age of a saved copy shown offline, so a guest knows how fresh it is: the wishlist's saved stays
 * ("You're offline: these are your saved stays as of 14:02.") or the listing's last results, which
 * also say they may not be this search's.
 */
export function SavedAge({ at, of }: { at: number; of: 'saved-stays' | 'last-search' }) {
  const lang = currentLocale();
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
  // The age when the note first shows; a copy read offline is not re-dated on every render.
  const [now] = useState(() => Date.now());
  const age = formatAge(at, now, lang);
  return (
    <p className="offline-note" role="status">
      {of === 'saved-stays' ? (
        <Trans>You’re offline: these are your saved stays as of {time}.</Trans>
      ) : (
        <Trans>
          You’re offline. These are the last stays you searched, saved {age} ({time}); they may not match this
          search.
        </Trans>
      )}
    </p>
  );
}
