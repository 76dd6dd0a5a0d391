import type { EventAttributes } from 'ics';
import { joinParts } from '../../../contract/format';
import type { Locale } from '../../../contract/i18n';
import type { Reservation } from '../../../contract/reservations';

const parts = (date: string, time: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return [y, m, d, hh, mm] as [number, number, number, number, number];
};

/**
 * A stay as a calendar event, from check-in time to check-out time in the place's local time. The
 * location is written in the reader's language, with its comma ("الملقا، الرياض" in Arabic).
 */
export function calendarEvent(
  reservation: Reservation,
  locale: Locale,
  text: { title: string; description: string },
): EventAttributes {
  const { unit } = reservation;
  return {
    uid: `${reservation.id}@sakan`,
    ...text,
    location: joinParts([unit.area, unit.city], locale),
    geo: { lat: unit.lat, lon: unit.lng },
    start: parts(reservation.check_in, unit.check_in_time),
    startInputType: 'local',
    startOutputType: 'local',
    end: parts(reservation.check_out, unit.check_out_time),
    endInputType: 'local',
    endOutputType: 'local',
    status: 'CONFIRMED',
  };
}
