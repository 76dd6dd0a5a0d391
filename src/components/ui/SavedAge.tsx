import { useState, type ReactNode } from 'react';
import { intlLocale } from '../../../contract/i18n';
import { formatAge } from '../../lib/dates';
import { currentLocale } from '../../lib/i18n';

/**
 * The note above a saved copy shown offline, with its age, so a guest knows how fresh it is: the
 * wishlist's saved stays, the listing's last results. The words are the caller's (`children` gets the
 * time and the age in words), so they stay in its feature's catalogue rather than the shell's.
 */
export function SavedAge({
  at,
  children,
}: {
  at: number;
  children: (when: { time: string; age: string }) => ReactNode;
}) {
  const lang = currentLocale();
  const time = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
  // The age when the note first shows; a copy read offline is not re-dated on every render.
  const [now] = useState(() => Date.now());
  return (
    <p className="offline-note" role="status">
      {children({ time, age: formatAge(at, now, lang) })}
    </p>
  );
}
