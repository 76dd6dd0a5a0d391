import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { DocumentHead } from '../../../../components/layout/DocumentHead';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { hostChoicesQueryOptions } from '../../api/get-choices';
import { hostUnitQueryOptions } from '../../api/get-unit';
import { CalendarSync } from '../calendar-sync/CalendarSync';
import { UnitPhotos } from '../photos/UnitPhotos';
import { CapacitySection } from './CapacitySection';
import { LicenceSection } from './LicenceSection';
import { PlaceSection } from './PlaceSection';
import { PricesSection } from './PricesSection';
import { StatusBar } from './StatusBar';
import { TextsSection } from './TextsSection';

/**
 * The unit editor: a status bar with what is missing, and one tab per section, each its own form
 * saved on its own. react-aria's tabs take arrow keys (mirrored in Arabic), Home and End.
 */
export function UnitEditor({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const { data: unit } = useSuspenseQuery(hostUnitQueryOptions(id));
  const choices = useQuery(hostChoicesQueryOptions(lang));
  const title = (lang === 'ar' ? unit.title_ar : unit.title_en) || t`Untitled unit`;
  const mark = (done: boolean) => (done ? t`complete` : t`incomplete`);
  const waiting = (
    <p role="status">
      {choices.isError
        ? t`The lists to choose from couldn’t be loaded. Reload the page to try again.`
        : t`Loading…`}
    </p>
  );
  return (
    <article className="page host-editor">
      <DocumentHead title={`${title} · ${t`My units`}`} />
      <p>
        <Link to="/$lang/hosting/$" params={{ lang, _splat: 'units' }}>
          <Trans>All my units</Trans>
        </Link>
      </p>
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{unit.city}</p>
        <p>
          <Link
            to="/$lang/hosting/$"
            params={{ lang, _splat: `units/${unit.id}/calendar` }}
            className="btn btn-secondary"
          >
            <Trans>Calendar and night prices</Trans>
          </Link>
        </p>
      </header>
      {!online && (
        <p role="status" className="host-offline">
          <Trans>You’re offline. Saving waits until you’re back online.</Trans>
        </p>
      )}
      <StatusBar unit={unit} />
      <Tabs className="host-tabs">
        <TabList aria-label={t`Sections`} className="host-tab-list">
          <Tab id="texts" className="host-tab">
            <Trans>Texts</Trans>
            <span className="visually-hidden">
              {' '}
              ({t`English`}: {mark(unit.languages.en)}, {t`Arabic`}: {mark(unit.languages.ar)})
            </span>
          </Tab>
          <Tab id="place" className="host-tab">
            <Trans>Place</Trans>
          </Tab>
          <Tab id="capacity" className="host-tab">
            <Trans>Capacity and amenities</Trans>
          </Tab>
          <Tab id="prices" className="host-tab">
            <Trans>Prices and extras</Trans>
          </Tab>
          <Tab id="licence" className="host-tab">
            <Trans>Licence</Trans>
          </Tab>
          <Tab id="photos" className="host-tab">
            <Trans>Photos</Trans>
          </Tab>
          <Tab id="sync" className="host-tab">
            <Trans>Calendar sync</Trans>
          </Tab>
        </TabList>
        <TabPanel id="texts" className="host-tab-panel">
          <TextsSection unit={unit} />
        </TabPanel>
        <TabPanel id="place" className="host-tab-panel">
          {choices.data ? <PlaceSection unit={unit} cities={choices.data.cities} /> : waiting}
        </TabPanel>
        <TabPanel id="capacity" className="host-tab-panel">
          {choices.data ? (
            <CapacitySection
              unit={unit}
              categories={choices.data.categories}
              amenities={choices.data.amenities}
            />
          ) : (
            waiting
          )}
        </TabPanel>
        <TabPanel id="prices" className="host-tab-panel">
          <p className="host-note">
            <Trans>
              Weekend prices, seasons, discounts and stay rules build on this price:{' '}
              <Link to="/$lang/hosting/$" params={{ lang, _splat: `units/${unit.id}/prices` }}>
                Prices and rules
              </Link>
            </Trans>
          </p>
          <PricesSection unit={unit} />
        </TabPanel>
        <TabPanel id="licence" className="host-tab-panel">
          <LicenceSection unit={unit} />
        </TabPanel>
        <TabPanel id="photos" className="host-tab-panel">
          <UnitPhotos unit={unit} />
        </TabPanel>
        <TabPanel id="sync" className="host-tab-panel">
          <CalendarSync unitId={unit.id} />
        </TabPanel>
      </Tabs>
    </article>
  );
}
