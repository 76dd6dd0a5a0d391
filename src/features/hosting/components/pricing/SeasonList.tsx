import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { HostSeason } from '../../../../../contract/hosting-pricing';
import { Button } from '../../../../components/ui/Button';
import { currentLocale } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/numbers';
import { seasonEffect } from './pricing-format';
import { SeasonDates } from './SeasonDates';

/** The shortest and longest stay a season sets, in words; nothing when it keeps the unit's. */
function StayLengths({ min, max }: { min: number | null; max: number | null }) {
  const lang = currentLocale();
  if (min !== null && max !== null) {
    const low = formatCount(min, lang);
    return <Plural value={max} one={`Stays of ${low} to # night`} other={`Stays of ${low} to # nights`} />;
  }
  if (min !== null)
    return <Plural value={min} one="Stays of at least # night" other="Stays of at least # nights" />;
  if (max !== null)
    return <Plural value={max} one="Stays of at most # night" other="Stays of at most # nights" />;
  return null;
}

/** The unit's seasons, earliest first, each with its dates, its price or change, and its actions. */
export function SeasonList({
  seasons,
  online,
  onEdit,
  onDelete,
}: {
  seasons: HostSeason[];
  online: boolean;
  onEdit: (season: HostSeason) => void;
  onDelete: (season: HostSeason) => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const sorted = [...seasons].sort((a, b) => a.first_night.localeCompare(b.first_night));
  return (
    <ul className="host-pricing-seasons">
      {sorted.map((season) => {
        const effect = <bdi>{seasonEffect(season, lang)}</bdi>;
        return (
          <li key={season.id} className="host-pricing-season">
            <h3>{season.name}</h3>
            <p>
              <SeasonDates first={season.first_night} last={season.last_night} locale={lang} />
            </p>
            <p>
              {season.price_minor !== null ? (
                <Trans>Price a night: {effect}</Trans>
              ) : (
                <Trans>Usual price changed by {effect}</Trans>
              )}
            </p>
            {(season.min_nights !== null || season.max_nights !== null) && (
              <p>
                <StayLengths min={season.min_nights} max={season.max_nights} />
              </p>
            )}
            <div className="host-pricing-actions">
              <Button
                variant="secondary"
                isDisabled={!online}
                aria-label={t`Edit ${season.name}`}
                onPress={() => onEdit(season)}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                variant="ghost"
                isDisabled={!online}
                aria-label={t`Delete ${season.name}`}
                onPress={() => onDelete(season)}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
