import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { formatDate, formatMoment } from '../../../../../contract/format';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { consoleMeQueryOptions } from '../../api/get-me';
import { staffReservationQueryOptions } from '../../api/staff-reservations';
import { useReservationLabels } from './labels';
import { StaffCancelForm } from './StaffCancelForm';

const TITLE = msg`Reservation`;

/** One stay for staff: who, where, what was paid, each step of its money and notices, and cancelling. */
export function ReservationDetailPage({ code }: { code: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useReservationLabels();
  const { data: stay } = useSuspenseQuery(staffReservationQueryOptions(lang, code));
  const roles = useQuery(consoleMeQueryOptions()).data?.roles ?? [];
  const money = roles.includes('admin') || roles.includes('finance');
  return (
    <Page title={TITLE} lead={msg`Code ${stay.code}, ${labels.status[stay.status]}`}>
      <p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'reservations' }}>
          <Trans>All reservations</Trans>
        </Link>
      </p>
      <dl className="console-facts">
        <dt>{t`Guest`}</dt>
        <dd>
          {stay.guest.name} · <Ltr>{stay.guest.email}</Ltr> · <Ltr>{stay.guest.phone}</Ltr>
        </dd>
        <dt>{t`Unit`}</dt>
        <dd>
          <a href={`/${lang}/units/${stay.unit.slug}`}>{stay.unit.title}</a>
          {stay.host && (
            <>
              {' · '}
              <Trans>
                hosted by {stay.host.name} (<Ltr>{stay.host.email}</Ltr>)
              </Trans>
            </>
          )}
        </dd>
        <dt>{t`Stay`}</dt>
        <dd>
          <Trans>
            {formatDate(stay.check_in, lang)} to {formatDate(stay.check_out, lang)}
          </Trans>{' '}
          · <Plural value={stay.nights} one="# night" other="# nights" /> ·{' '}
          <Plural value={stay.guests} one="# guest" other="# guests" />
        </dd>
        <dt>{t({ message: 'Charged', context: 'amount charged' })}</dt>
        <dd>
          {formatMoney(stay.total, lang)}
          {stay.paid && (
            <>
              {' · '}
              <Trans>paid by card {formatMoney(stay.paid, lang)}</Trans>
            </>
          )}
          {stay.coins_spent > 0 && (
            <>
              {' · '}
              <Plural value={stay.coins_spent} one="# coin spent" other="# coins spent" />
            </>
          )}
          {stay.promo_code && (
            <>
              {' · '}
              <Trans>
                code <Ltr>{stay.promo_code}</Ltr> took off {formatMoney(stay.discount, lang)}
              </Trans>
            </>
          )}
        </dd>
        {stay.cancelled_by && (
          <>
            <dt>{t`Cancelled`}</dt>
            <dd>
              {labels.by[stay.cancelled_by] ?? stay.cancelled_by}
              {stay.cancel_reason && ` · ${stay.cancel_reason}`}
            </dd>
          </>
        )}
      </dl>
      <h2>
        <Trans>Timeline</Trans>
      </h2>
      <ol className="console-timeline">
        {stay.timeline.map((entry, index) => (
          <li key={`${entry.at}:${entry.kind}:${index}`}>
            <time dateTime={entry.at}>{formatMoment(new Date(entry.at), lang)}</time>{' '}
            <strong>{labels.kind[entry.kind]}</strong>
            {entry.status &&
              ` · ${labels.status[entry.status as keyof typeof labels.status] ?? entry.status}`}
            {entry.amount && ` · ${formatMoney(entry.amount, lang)}`}
            {entry.detail && (
              <>
                {' · '}
                <Ltr>{entry.detail}</Ltr>
              </>
            )}
          </li>
        ))}
      </ol>
      {stay.cancel.can_cancel ? (
        <StaffCancelForm code={stay.code} preview={stay.cancel} canOverride={money} />
      ) : (
        <p className="field-description">
          <Trans>
            This stay cannot be cancelled here: only a confirmed stay can, until its check-out day.
          </Trans>
        </p>
      )}
    </Page>
  );
}

/** The stay while it loads. */
export function ReservationLoading() {
  return (
    <Page title={TITLE}>
      <p role="status">
        <Trans>Loading the reservation…</Trans>
      </p>
    </Page>
  );
}
