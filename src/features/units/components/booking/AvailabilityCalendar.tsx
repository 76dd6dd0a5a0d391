import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useId, useMemo, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  RangeCalendar,
  RangeCalendarStateContext,
} from 'react-aria-components';
import { intlLocale } from '../../../../../contract/i18n';
import { currentLocale } from '../../../../lib/i18n';
import { useCurrency } from '../../../../lib/use-currency';
import { useBlockedNights } from '../../api/get-available-days';
import { monthOf, nextMonth, unavailableDays } from './stay';

interface Props {
  unitId: number;
  checkIn?: string;
  checkOut?: string;
  onChange: (checkIn: string, checkOut: string) => void;
}

/**
 * The unit's calendar: one month at a time (it sits in the booking card), nights that are taken
 * disabled, past days disabled. Availability is fetched two months at a time from the month in view,
 * so turning one page forward is already loaded.
 */
export function AvailabilityCalendar({ unitId, checkIn, checkOut, onChange }: Props) {
  const { t } = useLingui();
  const lang = currentLocale();
  const first = useMemo(() => today(getLocalTimeZone()), []);
  // The focused day decides the month in view (one month is shown), so tracking it is enough to
  // know which months to fetch, without reading react-aria's internal state.
  const [focused, setFocused] = useState<CalendarDate>(() => (checkIn ? parseDate(checkIn) : first));
  const [months, setMonths] = useState(() => [monthOf(focused.toString())]);
  const windows = useMemo(() => months.map((from) => ({ from, to: nextMonth(from) })), [months]);
  const { blocked, isLoading, isError } = useBlockedNights(unitId, windows, useCurrency());
  const isUnavailable = useMemo(() => unavailableDays(blocked, checkOut), [blocked, checkOut]);
  const value = checkIn && checkOut ? { start: parseDate(checkIn), end: parseDate(checkOut) } : null;
  const labelId = useId();

  return (
    // Arabic month names and right-to-left, but always the Gregorian calendar: stays are booked by
    // Gregorian dates, and some Arabic locales (ar-SA) default to the Islamic one in Intl.
    <I18nProvider locale={intlLocale(lang, 'gregory')}>
      {/* Named by reference, not aria-label: react-aria joins an aria-label to the month with a Latin
          ", " ("تواريخ إقامتك, نوفمبر 2026"); a reference adds the month with a plain space. */}
      <span id={labelId} hidden>
        {t`Dates of your stay`}
      </span>
      <RangeCalendar
        className="booking-calendar"
        aria-labelledby={labelId}
        value={value}
        minValue={first}
        focusedValue={focused}
        onFocusChange={(date) => {
          setFocused(date);
          const month = monthOf(date.toString());
          setMonths((seen) => (seen.includes(month) ? seen : [...seen, month]));
        }}
        isDateUnavailable={(date, anchor) => isUnavailable(date.toString(), anchor?.toString() ?? null)}
        onChange={(range) => {
          const start = range.start.toString();
          const end = range.end.toString();
          // Picking the same day twice is no stay at all: keep the previous one.
          if (end > start) onChange(start, end);
        }}
      >
        <header className="booking-calendar-header">
          <Button
            slot="previous"
            className="booking-calendar-nav booking-calendar-prev"
            aria-label={t`Previous month`}
          >
            <span aria-hidden="true" className="booking-chevron" />
          </Button>
          <Heading className="booking-calendar-heading" />
          <Button
            slot="next"
            className="booking-calendar-nav booking-calendar-next"
            aria-label={t`Next month`}
          >
            <span aria-hidden="true" className="booking-chevron" />
          </Button>
        </header>
        {/* Room for six weeks whatever the month, so turning a page never moves what follows. */}
        <div className="booking-calendar-body">
          <CalendarGrid className="booking-calendar-grid" data-loading={isLoading || undefined}>
            {(date) => <CalendarCell date={date} className="booking-day" data-date={date.toString()} />}
          </CalendarGrid>
        </div>
        <SelectionHint />
      </RangeCalendar>
      {isError && (
        <p className="booking-note">
          <Trans>
            We couldn’t load which nights are free. Your dates are still checked when you pick them.
          </Trans>
        </p>
      )}
    </I18nProvider>
  );
}

/** Says what the next click does, and is read out after each pick (react-aria knows the anchor). */
function SelectionHint() {
  const state = useContext(RangeCalendarStateContext);
  let hint = null;
  if (state?.anchorDate) hint = <Trans>Now choose your check-out date.</Trans>;
  else if (!state?.value) hint = <Trans>Choose your check-in date.</Trans>;
  // Always rendered, so screen readers already know the region when its text changes.
  return (
    <p className="booking-calendar-hint" aria-live="polite">
      {hint}
    </p>
  );
}
