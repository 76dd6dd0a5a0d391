import { BOOKING_WINDOW_DAYS } from '../../contract/units-nights';
import { AppError } from './app-error';
import { addDays, today } from './days';

/** The last check-in that can be booked on `now`'s day (contract/units-nights.ts). */
export function lastBookableCheckIn(now = new Date()): string {
  return addDays(today(now), BOOKING_WINDOW_DAYS);
}

/** A translated 422 on `check_in` for a stay that starts beyond the booking window. */
export function assertInBookingWindow(checkIn: string, now = new Date()): void {
  if (checkIn > lastBookableCheckIn(now)) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'check_in', messageKey: 'units.beyond_booking_window' },
    ]);
  }
}
