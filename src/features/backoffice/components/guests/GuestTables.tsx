import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GuestDetail } from '../../../../../contract/backoffice-guests';
import { formatMoney, formatStayDay } from '../../../../../contract/format';
import { currentLocale } from '../../../../lib/i18n';
import { ListSection, StayCode } from './guest-parts';
import { useGuestLabels } from './use-guest-labels';

export function GuestStays({ stays }: { stays: GuestDetail['stays'] }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useGuestLabels();
  return (
    <ListSection
      id="guest-stays"
      title={t`Stays`}
      shown={stays.items.length}
      total={stays.total}
      empty={<Trans>No stays booked yet.</Trans>}
    >
      <thead>
        <tr>
          <th scope="col">{t`Code`}</th>
          <th scope="col">{t`Unit`}</th>
          <th scope="col">{t`Dates`}</th>
          <th scope="col">{t`Status`}</th>
          <th scope="col">{t`Total`}</th>
        </tr>
      </thead>
      <tbody>
        {stays.items.map((stay) => (
          <tr key={stay.code}>
            <td>
              <StayCode code={stay.code} />
            </td>
            <td>{stay.unit.title}</td>
            <td>
              <Trans>
                {formatStayDay(stay.check_in, lang)} to {formatStayDay(stay.check_out, lang)}
              </Trans>
            </td>
            <td>{labels.status[stay.status]}</td>
            <td>{formatMoney(stay.total, lang)}</td>
          </tr>
        ))}
      </tbody>
    </ListSection>
  );
}

/** "3 stays · 2,200 coins · 1,340 points" under the guest's name. */
export function GuestTotals({ detail }: { detail: GuestDetail }) {
  return (
    <p className="console-count">
      <Plural value={detail.stays.total} one="# stay" other="# stays" /> ·{' '}
      <Plural value={detail.profile.coins} one="# coin" other="# coins" /> ·{' '}
      <Plural value={detail.profile.points} one="# point" other="# points" />
    </p>
  );
}
