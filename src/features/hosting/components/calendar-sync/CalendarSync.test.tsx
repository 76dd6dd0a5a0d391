import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../../../contract/hosting-calendar-sync';
import { calendarSyncQueryOptions } from '../../api/get-calendar-sync';
import { CalendarSync } from './CalendarSync';

const feed = (over: Partial<CalendarFeed>): CalendarFeed => ({
  id: 1,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  created_at: '2026-11-01T10:00:00.000Z',
  last_attempt_at: '2026-11-01T10:00:00.000Z',
  last_success_at: '2026-11-01T10:00:00.000Z',
  last_error: null,
  events_imported: 2,
  nights_blocked: 5,
  conflicts: [],
  ...over,
});

function renderWith(feeds: CalendarFeed[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(calendarSyncQueryOptions(7).queryKey, {
    exportUrl: 'https://sakan.example/api/v1/hosting/feeds/abc.ics',
    feeds,
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CalendarSync unitId={7} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria's Modal calls to look up a CSP nonce meta tag; browsers do.
// This stand-in escapes what a quoted attribute value needs, enough for those fixed keys.
if (!(globalThis as { CSS?: { escape?: unknown } }).CSS?.escape) {
  Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } });
}

describe('CalendarSync', () => {
  it('shows the export link and each feed’s health, its error in plain words and its conflicts', () => {
    renderWith([
      feed({}),
      feed({
        id: 2,
        name: 'Booking.com',
        last_error: 'not_calendar',
        conflicts: [
          {
            reservation_code: 'SKN-ABC123',
            first_night: '2027-01-10',
            last_night: '2027-01-11',
            detected_at: '',
          },
        ],
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Calendar sync' })).toBeTruthy();
    expect(screen.getByText('https://sakan.example/api/v1/hosting/feeds/abc.ics')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('calendar-sync-feed'));
    expect(items).toHaveLength(2);
    const [airbnb, booking] = items as [HTMLElement, HTMLElement];
    expect(airbnb.textContent).toContain('2 events imported, 5 nights blocked here.');
    expect(within(booking).getAllByRole('alert')[0]?.textContent).toContain(
      'This link opens a page, not a calendar.',
    );
    expect(booking.textContent).toContain('SKN-ABC123');
    expect(screen.getByRole('form', { name: 'Import a calendar' })).toBeTruthy();
  });

  it('says what to do when nothing is imported yet', () => {
    renderWith([]);
    expect(screen.getByText(/No calendars imported yet/)).toBeTruthy();
  });

  it('asks before rotating the link, and can be left without rotating', async () => {
    renderWith([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
    expect(dialog.textContent).toContain('stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current link' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
