import { useLingui } from '@lingui/react/macro';
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';

export interface DateRangeValue {
  check_in?: string;
  check_out?: string;
}

const parse = (value?: string): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/**
 * Check-in and check-out as react-aria's date range picker: typed segments or a two-month calendar,
 * in the page's language and direction. Past days cannot be chosen; a stay is at least one night.
 * Loaded lazily (the calendar code is the heaviest part of the search bar).
 */
export default function DatesField({
  value,
  onChange,
  defaultOpen = false,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  /** Open the calendar on mount (when the visitor pressed a stand-in for this field). */
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const start = parse(value.check_in);
  const end = parse(value.check_out);
  const range = start && end && end.compare(start) > 0 ? { start, end } : null;
  return (
    <DateRangePicker
      className="field dates-field"
      value={range}
      minValue={today(getLocalTimeZone())}
      onChange={(next) =>
        onChange(
          next && next.end.compare(next.start) > 0
            ? { check_in: next.start.toString(), check_out: next.end.toString() }
            : { check_in: undefined, check_out: undefined },
        )
      }
      defaultOpen={defaultOpen}
      startName="check_in"
      endName="check_out"
    >
      <Label className="field-label">{t`Dates`}</Label>
      <Group className="field-input date-range">
        <DateInput slot="start" className="date-input" aria-label={t`Check-in`}>
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
        <span aria-hidden="true" className="date-range-dash">
          –
        </span>
        <DateInput slot="end" className="date-input" aria-label={t`Check-out`}>
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
        <Button className="date-range-button" aria-label={t`Open the calendar`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="calendar-popover" placement="bottom">
        <Dialog className="calendar-dialog" aria-label={t`Choose your dates`}>
          <RangeCalendar className="calendar" visibleDuration={{ months: 1 }}>
            <header className="calendar-header">
              <Button slot="previous" className="calendar-nav" aria-label={t`Previous month`}>
                <span aria-hidden="true" className="carousel-arrow carousel-arrow-back" />
              </Button>
              <Heading className="calendar-heading" />
              <Button slot="next" className="calendar-nav" aria-label={t`Next month`}>
                <span aria-hidden="true" className="carousel-arrow" />
              </Button>
            </header>
            <CalendarGrid className="calendar-grid">
              {(date) => <CalendarCell date={date} className="calendar-cell" />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
