import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod/mini';
import type { StayBrief } from '../../../../contract/hosting-stays';
import { Ltr } from '../../../components/ui/Ltr';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';

/** A short list of stays on the dashboard, each opening its reservation; its empty state says so. */
export function StayBriefList({
  items,
  empty,
  labelledBy,
}: {
  items: z.infer<typeof StayBrief>[];
  empty: string;
  labelledBy: string;
}) {
  const lang = currentLocale();
  if (items.length === 0) return <p className="host-empty">{empty}</p>;
  return (
    <ul className="host-briefs" aria-labelledby={labelledBy}>
      {items.map((stay) => (
        <li key={stay.code} className="host-brief">
          <Link to="/$lang/hosting/$" params={{ lang, _splat: `reservations/${stay.code}` }}>
            <Ltr>{stay.code}</Ltr>
          </Link>{' '}
          <span className="host-brief-guest">
            {stay.guest_first_name} · <Plural value={stay.guests} one="# guest" other="# guests" />
          </span>
          <span className="host-brief-unit">{stay.unit_title}</span>
          <span className="host-brief-dates">
            <Trans>
              {formatDate(stay.check_in, lang)} to {formatDate(stay.check_out, lang)}
            </Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}
