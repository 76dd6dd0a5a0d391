import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Reservation } from '../../../../contract/reservations';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { formatPlace } from '../../../lib/numbers';

const parts = (date: string, time: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return [y, m, d, hh, mm] as [number, number, number, number, number];
};

/**
 * "Add to calendar": an .ics file made by the `ics` library (loaded on press, so the page does not
 * carry it), from check-in time to check-out time in the place's local time.
 */
export function AddToCalendar({ reservation }: { reservation: Reservation }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    const { createEvent } = await import('ics');
    const { error, value } = createEvent({
      uid: `${reservation.id}@sakan`,
      title: t`Stay at ${reservation.unit.title}`,
      description: t`Reservation ${reservation.code}. Check-in from ${reservation.unit.check_in_time}, check-out by ${reservation.unit.check_out_time}.`,
      location: formatPlace([reservation.unit.area, reservation.unit.city], currentLocale()),
      geo: { lat: reservation.unit.lat, lon: reservation.unit.lng },
      start: parts(reservation.check_in, reservation.unit.check_in_time),
      startInputType: 'local',
      startOutputType: 'local',
      end: parts(reservation.check_out, reservation.unit.check_out_time),
      endInputType: 'local',
      endOutputType: 'local',
      status: 'CONFIRMED',
    });
    if (error || !value) {
      setFailed(true);
      return;
    }
    const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `sakan-${reservation.code}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => void download().catch(() => setFailed(true))}>
        <Trans>Add to calendar</Trans>
      </Button>
      {failed && <p role="alert">{t`The calendar file couldn’t be made. Please try again.`}</p>}
    </>
  );
}
