import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GuestDetail } from '../../../../../contract/backoffice-guests';
import { formatCount, formatMoment } from '../../../../../contract/format';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { ListSection, signed, StayCode } from './guest-parts';
import { useGuestLabels } from './use-guest-labels';

interface LedgerRow {
  id: string;
  created_at: string;
  delta: number;
  balance_after: number;
  code: string | null;
  /** Why, in words; the staff member's note beside it for a change made in the console. */
  why: string;
  note?: string | null;
}

/** One ledger (coins or points): each change with when, how much, the balance after and why. */
function Ledger({
  id,
  title,
  empty,
  entries,
  total,
}: {
  id: string;
  title: string;
  empty: ReactNode;
  entries: LedgerRow[];
  total: number;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  return (
    <ListSection id={id} title={title} shown={entries.length} total={total} empty={empty}>
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          <th scope="col">{t`Change`}</th>
          <th scope="col">{t`Balance after`}</th>
          <th scope="col">{t`Why`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatMoment(new Date(entry.created_at), lang)}</td>
            <td className="guest-delta">
              <Ltr>{signed(entry.delta, lang)}</Ltr>
            </td>
            <td>{formatCount(entry.balance_after, lang)}</td>
            <td>
              {entry.why}
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

export function CoinLedger({ coins }: { coins: GuestDetail['coins'] }) {
  const { t } = useLingui();
  const labels = useGuestLabels();
  return (
    <Ledger
      id="guest-coins"
      title={t`Coins ledger`}
      empty={<Trans>No coins yet: nothing was granted, earned or spent.</Trans>}
      entries={coins.items.map((entry) => ({ ...entry, why: labels.coins[entry.reason] }))}
      total={coins.total}
    />
  );
}

export function PointLedger({ points }: { points: GuestDetail['points'] }) {
  const { t } = useLingui();
  const labels = useGuestLabels();
  return (
    <Ledger
      id="guest-points"
      title={t`Points ledger`}
      empty={<Trans>No points yet: they are earned when a stay is completed.</Trans>}
      entries={points.items.map((entry) => ({ ...entry, why: labels.points[entry.reason] }))}
      total={points.total}
    />
  );
}
