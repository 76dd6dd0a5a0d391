import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Money } from '../../../../contract/common';
import { Ltr } from '../../../components/ui/Ltr';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/use-online';
import { stayQueryOptions } from '../api/get-stay';
import { CancelStayDialog } from './CancelStayDialog';
import { useStayLabels } from './use-stay-labels';

/** One stay for its host: who and when, the guest's payment line by line, the payout, and cancelling. */
export function StayDetail({ code }: { code: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const labels = useStayLabels();
  const { data: stay, dataUpdatedAt } = useSuspenseQuery(stayQueryOptions(lang, code));
  const money = (m: Money) => formatMoney(m, lang);
  const row = (label: string, amount: Money, minus = false) =>
    amount.amount_minor === 0 && minus ? null : (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{minus ? `−${money(amount)}` : money(amount)}</dd>
      </div>
    );
  const p = stay.payout_line;
  const cancelledText = (by: 'guest' | 'host' | 'staff', date: string) =>
    ({
      guest: t`The guest cancelled on ${date}.`,
      host: t`You cancelled on ${date}.`,
      staff: t`Sakan support cancelled on ${date}.`,
    })[by];

  return (
    <article className="host-stay">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <p>
        <Link
          to="/$lang/hosting/$"
          params={{ lang, _splat: 'reservations' }}
          search={{ tab: stay.tab ?? 'upcoming', page: 1 }}
        >
          <Trans>All reservations</Trans>
        </Link>
      </p>
      <p className="trip-state">
        {stay.tab ? labels.tab[stay.tab] : null} ·{' '}
        <Trans>
          Code <Ltr>{stay.code}</Ltr>
        </Trans>
      </p>
      <section className="host-card" aria-labelledby="stay-who">
        <h2 id="stay-who">{stay.unit.title}</h2>
        <dl className="facts">
          <div>
            <dt>
              <Trans>Guest</Trans>
            </dt>
            <dd>
              {stay.guest_first_name} · <Plural value={stay.guests} one="# guest" other="# guests" />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Check-in</Trans>
            </dt>
            <dd>
              {formatDate(stay.check_in, lang)} · <Ltr>{stay.check_in_time}</Ltr>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Check-out</Trans>
            </dt>
            <dd>
              {formatDate(stay.check_out, lang)} · <Ltr>{stay.check_out_time}</Ltr>
            </dd>
          </div>
        </dl>
      </section>
      <section className="host-card" aria-labelledby="stay-contact">
        <h2 id="stay-contact">
          <Trans>Contact</Trans>
        </h2>
        {stay.contact ? (
          <dl className="facts">
            <div>
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd>{stay.contact.name}</dd>
            </div>
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${stay.contact.phone}`}>
                  <Ltr>{stay.contact.phone}</Ltr>
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${stay.contact.email}`}>
                  <Ltr>{stay.contact.email}</Ltr>
                </a>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="host-empty">
            <Trans>
              The guest’s contact details are shown from 48 hours before check-in of a confirmed stay.
            </Trans>
          </p>
        )}
      </section>
      <section className="host-card" aria-labelledby="stay-amounts">
        <h2 id="stay-amounts">
          <Trans>What the guest paid</Trans>
        </h2>
        <dl className="receipt-lines">
          {row(t`Nights`, stay.lines.nights)}
          {stay.lines.extras.map((e) => row(`${e.name} × ${e.quantity}`, e.amount))}
          {row(t`Cleaning fee`, stay.lines.cleaning_fee)}
          {row(t`Discount`, stay.lines.discount, true)}
          {row(t`VAT`, stay.lines.vat)}
          {row(t`Paid with coins`, stay.lines.coins)}
          {row(t`Paid in total`, p.paid)}
          {row(t`Refunded to the guest`, p.refunded, true)}
        </dl>
        <h3>
          <Trans>Your payout</Trans>
        </h3>
        <dl className="receipt-lines">
          {row(t`Platform fee`, p.platform_fee, true)}
          {row(t`VAT on the fee`, p.vat_on_fee, true)}
          <div className="receipt-total">
            <dt>
              <Trans>Payout</Trans>
            </dt>
            <dd>{money(p.payout)}</dd>
          </div>
        </dl>
        {p.due_at && (
          <p className="field-description">
            <Trans>Paid to you 24 hours after check-in.</Trans>
          </p>
        )}
      </section>
      {stay.cancellation ? (
        <section className="host-card" aria-labelledby="stay-cancelled">
          <h2 id="stay-cancelled">
            <Trans>Cancelled</Trans>
          </h2>
          <p>
            {cancelledText(stay.cancellation.by, formatDate(stay.cancellation.at.slice(0, 10), lang))}{' '}
            {stay.cancellation.reason &&
              (labels.reason[stay.cancellation.reason] ?? stay.cancellation.reason)}
          </p>
        </section>
      ) : (
        stay.status === 'confirmed' && <CancelStayDialog code={stay.code} payout={p.payout} />
      )}
    </article>
  );
}
