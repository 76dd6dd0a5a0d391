import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GuestDetail } from '../../../../../contract/backoffice-guests';
import { formatCount, formatMoment, formatMoney, formatStayDay } from '../../../../../contract/format';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { useGuestLabels } from './use-guest-labels';

/** A heading, how many of how many are shown, and the table (or what an empty list means). */
function ListSection({
  id,
  title,
  shown,
  total,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  shown: number;
  total: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    // The table's own region carries the name; the section named too would be a second region of it.
    <section className="guest-section">
      <h2 id={id}>{title}</h2>
      {total === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <>
          {shown < total && <LatestOf shown={shown} total={total} />}
          <div className="console-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
            <table className="console-table guest-table">{children}</table>
          </div>
        </>
      )}
    </section>
  );
}

function LatestOf({ shown, total }: { shown: number; total: number }) {
  const lang = currentLocale();
  const latest = formatCount(shown, lang);
  const all = formatCount(total, lang);
  return (
    <p className="console-count">
      <Trans>
        The latest {latest} of {all}.
      </Trans>
    </p>
  );
}

const signed = (delta: number, lang: 'en' | 'ar') =>
  `${delta > 0 ? '+' : '−'}${formatCount(Math.abs(delta), lang)}`;

/** A stay's code, linked to its page in the console's reservations. */
function StayCode({ code }: { code: string | null }) {
  const lang = currentLocale();
  if (!code) return null;
  return (
    <Link to="/$lang/admin/$" params={{ lang, _splat: `reservations/${code}` }}>
      <Ltr>{code}</Ltr>
    </Link>
  );
}

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

export function CoinLedger({ coins }: { coins: GuestDetail['coins'] }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useGuestLabels();
  return (
    <ListSection
      id="guest-coins"
      title={t`Coins ledger`}
      shown={coins.items.length}
      total={coins.total}
      empty={<Trans>No coins yet: nothing was granted, earned or spent.</Trans>}
    >
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          <th scope="col">{t`Change`}</th>
          <th scope="col">{t`Balance after`}</th>
          <th scope="col">{t`Why`}</th>
        </tr>
      </thead>
      <tbody>
        {coins.items.map((entry) => (
          <tr key={entry.id}>
            <td>{formatMoment(new Date(entry.created_at), lang)}</td>
            <td className="guest-delta">
              <Ltr>{signed(entry.delta, lang)}</Ltr>
            </td>
            <td>{formatCount(entry.balance_after, lang)}</td>
            <td>
              {labels.coins[entry.reason]}
              {entry.note && <span className="guest-note">{entry.note}</span>}
              {entry.code && (
                <>
                  {' '}
                  <StayCode code={entry.code} />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ListSection>
  );
}

export function PointLedger({ points }: { points: GuestDetail['points'] }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useGuestLabels();
  return (
    <ListSection
      id="guest-points"
      title={t`Points ledger`}
      shown={points.items.length}
      total={points.total}
      empty={<Trans>No points yet: they are earned when a stay is completed.</Trans>}
    >
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          <th scope="col">{t`Change`}</th>
          <th scope="col">{t`Balance after`}</th>
          <th scope="col">{t`Why`}</th>
        </tr>
      </thead>
      <tbody>
        {points.items.map((entry) => (
          <tr key={entry.id}>
            <td>{formatMoment(new Date(entry.created_at), lang)}</td>
            <td className="guest-delta">
              <Ltr>{signed(entry.delta, lang)}</Ltr>
            </td>
            <td>{formatCount(entry.balance_after, lang)}</td>
            <td>
              {labels.points[entry.reason]} {entry.code ? <StayCode code={entry.code} /> : null}
            </td>
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
