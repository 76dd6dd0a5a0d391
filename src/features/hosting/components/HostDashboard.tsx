import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatCount, formatPercent } from '../../../lib/numbers';
import { useCurrency } from '../../../lib/use-currency';
import { useOnline } from '../../../lib/use-online';
import { overviewQueryOptions } from '../api/get-overview';
import { StayBriefList } from './StayBriefList';

/** hosting/: today at the host's units, the next 30 days, this month's figures and the units' state. */
export function HostDashboard() {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const { data: o, dataUpdatedAt } = useSuspenseQuery(overviewQueryOptions(lang, useCurrency()));
  const today = [
    { id: 'arrivals', title: t`Arriving today`, items: o.arrivals, empty: t`No guests arrive today.` },
    { id: 'departures', title: t`Leaving today`, items: o.departures, empty: t`No guests leave today.` },
    { id: 'in-house', title: t`In house`, items: o.in_house, empty: t`No guests are staying right now.` },
  ];
  return (
    <div className="host-dashboard">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <section className="host-card host-today" aria-labelledby="host-today">
        <h2 id="host-today">
          <Trans>Today</Trans>
        </h2>
        {today.map((part) => (
          <div key={part.id} className="host-today-part">
            <h3 id={`host-${part.id}`}>{part.title}</h3>
            <StayBriefList items={part.items} empty={part.empty} labelledBy={`host-${part.id}`} />
          </div>
        ))}
      </section>
      <section className="host-card" aria-labelledby="host-next">
        <h2 id="host-next">
          <Trans>Arriving in the next 30 days</Trans>
        </h2>
        <StayBriefList
          items={o.next_30_days}
          empty={t`No arrivals in the next 30 days. Check your units’ calendars and prices.`}
          labelledBy="host-next"
        />
      </section>
      <section className="host-card host-month" aria-labelledby="host-month">
        <h2 id="host-month">
          <Trans>This month</Trans>
        </h2>
        <dl className="host-figures">
          <div>
            <dt>
              <Trans>Occupancy</Trans>
            </dt>
            <dd>{formatPercent(o.month.occupancy_bp, lang)}</dd>
            <dd className="host-figure-note">
              <Trans>
                {formatCount(o.month.nights_booked, lang)} of {formatCount(o.month.nights_available, lang)}{' '}
                nights booked
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Earnings</Trans>
            </dt>
            <dd>{formatMoney(o.month.earnings, lang)}</dd>
            {o.month.earnings_approx && (
              <dd className="host-figure-note">
                <Trans>About {formatMoney(o.month.earnings_approx, lang)}</Trans>
              </dd>
            )}
          </div>
        </dl>
        <p className="field-description">
          <Trans>Earnings are your payouts for stays that check in this month, after the platform fee.</Trans>
        </p>
      </section>
      <section className="host-card" aria-labelledby="host-units">
        <h2 id="host-units">
          <Trans>Your units</Trans>
        </h2>
        <p>
          <Trans>
            {formatCount(o.units.published, lang)} of {formatCount(o.units.total, lang)} units published.
          </Trans>{' '}
          {o.units.needs_attention > 0 ? (
            <Plural
              value={o.units.needs_attention}
              one="# unit needs your attention."
              other="# units need your attention."
            />
          ) : (
            <Trans>None needs your attention.</Trans>
          )}
        </p>
        {o.host_cancellations > 0 && (
          <p className="host-warning">
            <Trans>
              Stays you cancelled in the last 12 months: {formatCount(o.host_cancellations, lang)}. Each one
              counts against you.
            </Trans>
          </p>
        )}
        <p className="host-links">
          <a href={`/${lang}/hosting/units`} className="btn btn-secondary">
            <Trans>Manage your units</Trans>
          </a>{' '}
          <Link
            to="/$lang/hosting/$"
            params={{ lang, _splat: 'reservations' }}
            search={{ tab: 'upcoming', page: 1 }}
            className="btn btn-secondary"
          >
            <Trans>All reservations</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
