import { Plural, Trans } from '@lingui/react/macro';
import type { HostNight } from '../../../../../contract/hosting-calendar';
import { formatStayDay } from '../../../../../contract/format';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { formatPlace } from '../../../../lib/numbers';
import { hijriDay } from './month-names';
import { useNightLabels } from './use-night-labels';

/**
 * The night under the keyboard or pointer in words: its date (and Hijri date in Arabic), price and the
 * rule that set it, its status with the guest or the other site, and the shortest stay from it. Read
 * out as focus moves, since a calendar cell's own name is only its date.
 */
export function NightDetails({ night }: { night: HostNight | undefined }) {
  const lang = currentLocale();
  const labels = useNightLabels();
  return (
    <section className="host-night-details" aria-live="polite" aria-atomic="true">
      {night ? (
        <Details night={night} labels={labels} lang={lang} />
      ) : (
        <p>
          <Trans>Move through the calendar to see each night here.</Trans>
        </p>
      )}
    </section>
  );
}

function Details({
  night,
  labels,
  lang,
}: {
  night: HostNight;
  labels: ReturnType<typeof useNightLabels>;
  lang: ReturnType<typeof currentLocale>;
}) {
  const hijri = hijriDay(night.date, lang);
  const price = formatMoney({ amount_minor: night.price_minor, currency: 'SAR' }, lang);
  const rule = night.season ? `${labels.rule.season}: ${night.season}` : labels.rule[night.rule];
  const sources = formatPlace(night.sources, lang);
  const min = night.effective_min_nights;
  return (
    <>
      <p className="host-night-date">
        <strong>{formatStayDay(night.date, lang)}</strong>
        {hijri && <span className="host-night-hijri"> · {hijri}</span>}
      </p>
      <p>
        <Ltr>{price}</Ltr> · {rule}
      </p>
      <p data-status={night.status}>
        {labels.status[night.status]}
        {night.stay && (
          <>
            {' · '}
            <Link to="/$lang/hosting/$" params={{ lang, _splat: `reservations/${night.stay.code}` }}>
              {night.stay.first_name} · <Ltr>{night.stay.code}</Ltr>
            </Link>
          </>
        )}
        {sources && <> · {sources}</>}
      </p>
      {night.conflict && (
        <p className="host-range-conflict">
          <Trans>Booked here and also taken on another site: cancel one of the two bookings.</Trans>
        </p>
      )}
      <p>
        <Plural
          value={min}
          zero="Stays starting this night: any length."
          one="Stays starting this night: at least # night."
          other="Stays starting this night: at least # nights."
        />
        {night.min_nights !== null && (
          <>
            {' '}
            <Trans>You set this on this night.</Trans>
          </>
        )}
      </p>
    </>
  );
}
