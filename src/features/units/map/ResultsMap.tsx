import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { UnitCard } from '../../../../contract/units';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import type { StaySearch } from '../../../lib/stay-search';
import { mapSettingsQueryOptions } from '../api/get-map-settings';
import LeafletMap, { type MapMarker } from './LeafletMap';

/** The listing's page of results on a map: a price marker per unit at its approximate position. */
export default function ResultsMap({ items, stay }: { items: UnitCard[]; stay: StaySearch }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const router = useRouter();
  const navigate = useNavigate();
  const settings = useQuery(mapSettingsQueryOptions()).data;
  const markers = useMemo(
    () =>
      items.map((unit): MapMarker => {
        const price = formatMoney(unit.price_per_night, lang);
        const title = unit.title;
        const params = { lang, slug: unit.slug };
        return {
          slug: unit.slug,
          ...unit.position,
          text: price,
          name: t`${title}, ${price} a night`,
          href: router.buildLocation({ to: '/$lang/units/$slug', params, search: stay }).href,
        };
      }),
    [items, lang, router, stay, t],
  );
  if (!settings) return <div className="map-canvas" />;
  return (
    <LeafletMap
      label={t`Map of these stays`}
      locale={lang}
      tiles={settings.tiles}
      zoomIn={t`Zoom in`}
      zoomOut={t`Zoom out`}
      markers={markers}
      onOpen={(slug) => void navigate({ to: '/$lang/units/$slug', params: { lang, slug }, search: stay })}
    />
  );
}
