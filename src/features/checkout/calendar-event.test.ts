import { createEvent } from 'ics';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../contract/reservations';
import { calendarEvent } from './calendar-event';

const stay = (area: string, city: string) =>
  ({
    id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    code: 'SKN-7K3P9Q',
    unit: { area, city, lat: 24.8, lng: 46.6, check_in_time: '16:00', check_out_time: '12:00' },
    check_in: '2027-03-03',
    check_out: '2027-03-05',
  }) as Reservation;

const ics = (reservation: Reservation, locale: 'en' | 'ar') =>
  createEvent(calendarEvent(reservation, locale, { title: 'Stay', description: 'Code' })).value ?? '';

describe('calendarEvent', () => {
  it('writes the place with the Arabic comma in Arabic, never a Latin one', () => {
    const file = ics(stay('الملقا', 'الرياض'), 'ar');
    expect(file).toContain('LOCATION:الملقا، الرياض');
    expect(file).not.toMatch(/الملقا\\?,/);
  });

  it('writes the place with a comma in English, from check-in to check-out time', () => {
    const file = ics(stay('Al Malqa', 'Riyadh'), 'en');
    expect(file).toContain('LOCATION:Al Malqa\\, Riyadh');
    expect(file).toContain('DTSTART:20270303T160000');
    expect(file).toContain('DTEND:20270305T120000');
  });
});
