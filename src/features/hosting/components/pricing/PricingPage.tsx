import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { DocumentHead } from '../../../../components/layout/DocumentHead';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { pricingQueryOptions } from '../../api/get-pricing';
import { hostUnitQueryOptions } from '../../api/get-unit';
import { RuleOrder } from './RuleOrder';
import { Seasons } from './Seasons';
import { SettingsForm } from './SettingsForm';
import './pricing.css';

/**
 * "Prices and rules" of one unit (/hosting/units/<id>/prices): the order the rules apply in, the
 * settings (weekend price, discounts, stay rules) and the seasons. A unit that is not the host's
 * answers 404, which the page's error screen turns into "We couldn't find this unit".
 */
export function PricingPage({ unitId }: { unitId: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const { data: pricing } = useSuspenseQuery(pricingQueryOptions(unitId));
  // The unit's name only labels the page: it may come after the prices, or from the editor's cache.
  const unit = useQuery(hostUnitQueryOptions(unitId)).data;
  const name = unit ? (lang === 'ar' ? unit.title_ar : unit.title_en) || t`Untitled unit` : null;
  const heading = t`Prices and rules`;
  return (
    <article className="page host-pricing">
      <DocumentHead title={name ? `${heading} · ${name}` : heading} />
      <p>
        <Link to="/$lang/hosting/$" params={{ lang, _splat: `units/${unitId}` }}>
          <Trans>Back to the unit</Trans>
        </Link>
        {' · '}
        <Link to="/$lang/hosting/$" params={{ lang, _splat: `units/${unitId}/calendar` }}>
          <Trans>Calendar and night prices</Trans>
        </Link>
      </p>
      <header className="page-header">
        <h1>{heading}</h1>
        {name && <p className="page-lead">{name}</p>}
      </header>
      {!online && (
        <p role="status" className="host-offline">
          <Trans>
            You’re offline. Saved settings are sent when you’re back online; seasons can be changed once you
            are.
          </Trans>
        </p>
      )}
      <RuleOrder pricing={pricing} />
      <SettingsForm pricing={pricing} />
      <Seasons pricing={pricing} online={online} />
    </article>
  );
}

/** The page while the unit's prices load: says so, in the page's place. */
export function PricingLoading() {
  return (
    <div className="page">
      <p role="status">
        <Trans>Loading the unit’s prices and rules…</Trans>
      </p>
    </div>
  );
}
