import { parseDate } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { CalendarCell, CalendarGrid, I18nProvider, RangeCalendar } from 'react-aria-components';
import type { HostCalendar, HostNight } from '../../../../../contract/hosting-calendar';
import { intlLocale } from '../../../../../contract/i18n';
import { formatNumber } from '../../../../lib/numbers';
import { currentLocale } from '../../../../lib/i18n';
import { monthsOf, startsStay } from './calendar-range';
import { gregorianMonth, hijriMonths } from './month-names';
import './host-nights.css';

export interface NightRange {
  first: string;
  last: string;
}

interface Props {
  calendar: HostCalendar;
  /** The calendar's nights by date (the page builds it once for the grid and the details). */
  byDate: ReadonlyMap<string, HostNight>;
  value: NightRange | null;
  onChange: (range: NightRange) => void;
  /** The night under the keyboard or pointer, for the details the page reads out. */
  onFocus: (date: string) => void;
}

/**
 * Twelve months of nights in one react-aria range calendar, so a selection may cross months and the
 * arrow keys walk from one month into the next (mirrored in Arabic). A range is picked by dragging,
 * by a click on its first night and another on its last, with Enter at each end, or grown to a night
 * with shift-click. Each night shows its price and is coloured by its status; the exact words are in
 * the details beside the calendar.
 */
export function NightsCalendar({ calendar, byDate, value, onChange, onFocus }: Props) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labelId = useId();
  const months = monthsOf(calendar);
  const frame = useShiftExtend(value, onChange);
  return (
    <I18nProvider locale={intlLocale(lang, 'gregory')}>
      <span id={labelId} hidden>
        {t`Nights to edit`}
      </span>
      <div ref={frame}>
        <RangeCalendar
          aria-labelledby={labelId}
          className="host-calendar"
          visibleDuration={{ months: months.length }}
          minValue={parseDate(calendar.today)}
          maxValue={parseDate(calendar.last_editable)}
          defaultFocusedValue={parseDate(calendar.today)}
          value={value ? { start: parseDate(value.first), end: parseDate(value.last) } : null}
          onChange={(range) => onChange({ first: range.start.toString(), last: range.end.toString() })}
          onFocusChange={(date) => onFocus(date.toString())}
        >
          {months.map((first, offset) => (
            <section key={first} className="host-month">
              <h2 className="host-month-heading">
                {gregorianMonth(first, lang)}
                <span className="host-month-hijri">{hijriMonths(first, lang)}</span>
              </h2>
              <CalendarGrid offset={{ months: offset }} className="host-month-grid" weekdayStyle="short">
                {(date) => {
                  const night = byDate.get(date.toString());
                  return (
                    <CalendarCell
                      date={date}
                      className="host-night"
                      data-status={night?.status}
                      data-rule={night?.rule}
                      data-season={night?.season ? '' : undefined}
                      data-date={date.toString()}
                    >
                      {({ formattedDate, isOutsideMonth }) =>
                        isOutsideMonth ? null : (
                          <NightFace
                            day={formattedDate}
                            night={night}
                            starts={night ? startsStay(byDate, night) : false}
                          />
                        )
                      }
                    </CalendarCell>
                  );
                }}
              </CalendarGrid>
            </section>
          ))}
        </RangeCalendar>
      </div>
    </I18nProvider>
  );
}

/**
 * What a night's cell shows: its day, its price in whole riyals, and a guest's name on their first night.
 * The cell's name is its date (react-aria's), and voice control says what it sees: the price and the
 * name are drawn by CSS from data-text (not text a name must contain), and read out in the night's
 * details as focus arrives.
 */
function NightFace({ day, night, starts }: { day: string; night?: HostNight; starts: boolean }) {
  const lang = currentLocale();
  return (
    <>
      <span className="host-night-day">{day}</span>
      {night && (
        <span
          className="host-night-price"
          data-text={formatNumber(Math.round(night.price_minor / 100), lang, { maximumFractionDigits: 0 })}
        />
      )}
      {night && starts && night.stay && (
        <span className="host-night-guest" data-text={night.stay.first_name} />
      )}
      {night?.min_nights && <span className="host-night-mark host-night-min" aria-hidden="true" />}
    </>
  );
}

/**
 * Shift-click on a night grows the selection to it, as in a spreadsheet or a channel manager's
 * calendar (react-aria's range calendar would start a new range). Listened for in the capture phase on
 * the calendar's frame, before react-aria's own press handling sees the pointer.
 */
function useShiftExtend(value: NightRange | null, onChange: (range: NightRange) => void) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const dateOf = (event: Event) =>
      (event.target as Element | null)
        ?.closest('[data-date]:not([data-disabled])')
        ?.getAttribute('data-date');
    const extend = (event: MouseEvent) => {
      const date = dateOf(event);
      if (!event.shiftKey || !value || !date) return;
      event.stopPropagation();
      event.preventDefault();
      if (event.type !== 'pointerdown') return;
      onChange(date < value.first ? { first: date, last: value.last } : { first: value.first, last: date });
    };
    element.addEventListener('pointerdown', extend, true);
    element.addEventListener('pointerup', extend, true);
    element.addEventListener('click', extend, true);
    return () => {
      element.removeEventListener('pointerdown', extend, true);
      element.removeEventListener('pointerup', extend, true);
      element.removeEventListener('click', extend, true);
    };
  }, [value, onChange]);
  return frame;
}
