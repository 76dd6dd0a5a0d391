import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DocumentHead } from '../../../../components/layout/DocumentHead';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { hostCalendarQueryOptions } from '../../api/get-calendar';
import { hostUnitQueryOptions } from '../../api/get-unit';
import { nightsIn } from './calendar-range';
import type { EditResult } from './CalendarEditForm';
import { CalendarLegend } from './CalendarLegend';
import { NightDetails } from './NightDetails';
import { NightsCalendar, type NightRange } from './NightsCalendar';
import { RangeActions } from './RangeActions';
import { UndoBar } from './UndoBar';
import './host-calendar.css';

/**
 * A unit's calendar for its host: twelve months of nights with their prices and statuses, a range to
 * block, unblock, price or give a shortest stay, and an undo of the last change.
 */
export function HostCalendarPage({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const { data: unit } = useSuspenseQuery(hostUnitQueryOptions(id));
  const { data: calendar, isFetching } = useSuspenseQuery(hostCalendarQueryOptions(id));
  const [range, setRange] = useState<NightRange | null>(null);
  const [focused, setFocused] = useState(calendar.today);
  const [last, setLast] = useState<EditResult | null>(null);
  const byDate = useMemo(
    () => new Map(calendar.nights.map((night) => [night.date, night])),
    [calendar.nights],
  );
  const title = (lang === 'ar' ? unit.title_ar : unit.title_en) || t`Untitled unit`;
  const selected = range ? nightsIn(calendar.nights, range.first, range.last) : [];
  return (
    <article className="page host-calendar-page">
      <DocumentHead title={`${t`Calendar`} · ${title}`} />
      <p>
        <Link to="/$lang/hosting/$" params={{ lang, _splat: `units/${id}` }}>
          <Trans>Back to the unit</Trans>
        </Link>
        {' · '}
        <Link to="/$lang/hosting/$" params={{ lang, _splat: `units/${id}/prices` }}>
          <Trans>Prices and rules</Trans>
        </Link>
      </p>
      <header className="page-header">
        <h1>
          <Trans>Calendar: {title}</Trans>
        </h1>
        <p className="page-lead">
          <Trans>
            Pick nights to block them, set their price or the shortest stay starting on them. Prices shown are
            a night’s price before stay-length and booking-time discounts.
          </Trans>
        </p>
      </header>
      {!online && (
        <p role="status" className="host-offline">
          <Trans>
            You’re offline. This is the calendar as last loaded; changes wait until you’re back online.
          </Trans>
        </p>
      )}
      <CalendarLegend />
      <div className="host-calendar-layout" aria-busy={isFetching || undefined}>
        <NightsCalendar
          calendar={calendar}
          byDate={byDate}
          value={range}
          onChange={setRange}
          onFocus={setFocused}
        />
        {/* On a phone this panel stays at the foot of the screen while the months scroll under it, so
            what a tap selected and what can be done with it are always in view. */}
        <div className="host-calendar-side" role="region" aria-label={t`Selected nights`} tabIndex={0}>
          <UndoBar unitId={id} last={last} onUndone={setLast} />
          <NightDetails night={byDate.get(focused)} />
          {range ? (
            <RangeActions
              key={`${range.first}:${range.last}:${calendar.nights.length}`}
              unitId={id}
              range={range}
              nights={selected}
              onDone={setLast}
              onClear={() => setRange(null)}
            />
          ) : (
            <p className="host-range-hint">
              <Trans>
                Select nights: drag across them, or pick the first and the last night (with the keyboard,
                press Enter on each).
              </Trans>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
