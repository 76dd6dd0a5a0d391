import { Trans } from '@lingui/react/macro';
import { notFound } from '@tanstack/react-router';
import { SectionPage as HostPage } from '../../../components/layout/SectionPage';
import { withCatalogues } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import type { HostSearch } from '../host-search';
import { hostStaysSearch } from '../search';
import { EarningsError } from './EarningsError';
import { EarningsLoading, EarningsPage } from './EarningsPage';
import { CalendarLoading } from './calendar/CalendarLoading';
import { HostCalendarPage } from './calendar/HostCalendarPage';
import { EditorLoading } from './editor/EditorLoading';
import { UnitEditor } from './editor/UnitEditor';
import { HostingError } from './HostingError';
import { HostingStaysError } from './HostingStaysError';
import { PricingLoading, PricingPage } from './pricing/PricingPage';
import { HostDashboardPage, HostStayPage, HostStaysPage } from './pages';
import { UnitsLoading, UnitsPage } from './UnitsPage';

// The messages section is the messages feature's own pages, loaded with its catalogue when opened.
const HostMessages = lazyPart(() =>
  withCatalogues(['messages'], () => import('../../messages/components/HostMessages')),
);

/** `?page=` as a whole page number, 1 when absent or malformed. */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/** A unit id is a whole number; a stay code is the receipt's; anything else is a page that does not exist. */
const UNIT = /^units\/([1-9]\d{0,9})$/;
const UNIT_CALENDAR = /^units\/([1-9]\d{0,9})\/calendar$/;
const UNIT_PRICES = /^units\/([1-9]\d{0,9})\/prices$/;
const STAY = /^reservations\/([A-Z0-9-]{4,20})$/;

/** The host section a path below /hosting names (nothing: Today), each with its own loading and error screens. */
export function HostSections({ path, search }: { path: string; search: HostSearch }) {
  const section = path.replace(/\/+$/, '');
  if (section === '')
    return (
      <HostPage error={HostingStaysError}>
        <HostDashboardPage />
      </HostPage>
    );
  if (section === 'units')
    return (
      <HostPage loading={<UnitsLoading />} error={HostingError}>
        <UnitsPage page={pageOf(search.page)} />
      </HostPage>
    );
  const unit = UNIT.exec(section);
  if (unit)
    return (
      <HostPage loading={<EditorLoading />} error={HostingError}>
        <UnitEditor id={Number(unit[1])} />
      </HostPage>
    );
  const calendar = UNIT_CALENDAR.exec(section);
  if (calendar)
    return (
      <HostPage loading={<CalendarLoading />} error={HostingError}>
        <HostCalendarPage id={Number(calendar[1])} />
      </HostPage>
    );
  const prices = UNIT_PRICES.exec(section);
  if (prices)
    return (
      <HostPage loading={<PricingLoading />} error={HostingError}>
        <PricingPage unitId={Number(prices[1])} />
      </HostPage>
    );
  if (section === 'reservations')
    return (
      <HostPage error={HostingStaysError}>
        <HostStaysPage search={hostStaysSearch(search as Record<string, unknown>)} />
      </HostPage>
    );
  const stay = STAY.exec(section);
  if (stay)
    return (
      <HostPage error={HostingStaysError}>
        <HostStayPage code={stay[1] ?? ''} />
      </HostPage>
    );
  if (section === 'messages' || section.startsWith('messages/'))
    return (
      <HostPage
        loading={
          <p role="status" className="hosting-state">
            <Trans>Loading your messages…</Trans>
          </p>
        }
        error={HostingError}
      >
        <HostMessages path={section} search={search as Record<string, unknown>} />
      </HostPage>
    );
  if (section === 'earnings')
    return (
      <HostPage loading={<EarningsLoading />} error={EarningsError}>
        <EarningsPage />
      </HostPage>
    );
  throw notFound();
}
