import { Trans, useLingui } from '@lingui/react/macro';
import type { HostUnitSummary } from '../../../../contract/hosting-units';
import { Link } from '../../../components/ui/Link';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useUnitLabels } from './use-unit-labels';

/** One of the host's units: cover, title, city, status with its reason, and the nightly price. */
export function UnitCard({ unit }: { unit: HostUnitSummary }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useUnitLabels();
  const reason = labels.reason(unit);
  const price = formatMoney(unit.price_per_night, lang);
  return (
    <li className="trip-card host-unit-card">
      {unit.cover ? (
        <ResponsiveImage
          imageKey={unit.cover.key}
          alt={unit.cover.alt}
          sizes="(min-width: 48rem) 20rem, 100vw"
          className="trip-photo"
        />
      ) : (
        <div className="trip-photo host-unit-nophoto" aria-hidden="true" />
      )}
      <div className="trip-card-body">
        <h2 className="trip-card-title">
          <Link
            to="/$lang/hosting/$"
            params={{ lang, _splat: `units/${unit.id}` }}
            className="trip-card-link"
          >
            {unit.title || t`Untitled unit`}
          </Link>
        </h2>
        <p className="trip-card-place">{unit.city}</p>
        <p>
          <span className={`trip-state host-status-${unit.status}`}>{labels.status[unit.status]}</span>
        </p>
        {reason && <p className="host-unit-reason">{reason}</p>}
        <p className="trip-card-meta">
          <Trans>{price} a night</Trans>
        </p>
      </div>
    </li>
  );
}
