import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { connectDatabase } from '../../../server/db/client';
import { credentials, units, users } from '../../../server/db/schema/index';
import { hashPassword } from '../../../server/modules/auth/password';
import { E2E_ADMIN_URL, E2E_DATABASE } from './env';

export const CALENDAR_HOST_PASSWORD = 'olive-grove-at-dusk';

/** A day `n` days from today (UTC), as the server's clock counts. */
export const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A host of their own with one published unit, copied from a seeded one (city, category, photos),
 * with no pricing rules, a base price of 400.00 SAR and stays of one night or more, so every price and
 * refusal the test sees comes from what the host does in it.
 */
export async function hostWithPublishedUnit(lang: 'en' | 'ar') {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const { db, pool } = connectDatabase(url.toString());
  try {
    const id = randomUUID();
    const tag = id.slice(0, 8);
    const email = `cal-host-${lang}-${tag}@example.com`;
    await db.insert(users).values({
      id,
      email,
      name: lang === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi',
      phone: '+966500000668',
      type: 'email',
      accountReady: true,
      emailVerified: true,
      locale: lang,
      roles: ['host'],
    });
    await db
      .insert(credentials)
      .values({ userId: id, passwordHash: await hashPassword(CALENDAR_HOST_PASSWORD) });
    const [model] = await db
      .select()
      .from(units)
      .where(eq(units.status, 'published'))
      .orderBy(asc(units.id))
      .limit(1);
    if (!model) throw new Error('no published units seeded');
    const { id: _id, unavailable: _taken, ...rest } = model;
    const title = lang === 'ar' ? `شقة التقويم ${tag}` : `Calendar flat ${tag}`;
    const [unit] = await db
      .insert(units)
      .values({
        ...rest,
        slug: `calendar-${tag}`,
        titleEn: title,
        titleAr: title,
        hostId: id,
        basePriceMinor: 40_000,
        minNights: 1,
        guests: 4,
      })
      .returning({ id: units.id, slug: units.slug });
    if (!unit) throw new Error('unit not written');
    return { email, password: CALENDAR_HOST_PASSWORD, unitId: unit.id, slug: unit.slug, title };
  } finally {
    await pool.end();
  }
}

/**
 * Another site's calendar, served over HTTP on 127.0.0.1 as Airbnb or Booking.com serve theirs: one
 * event per stay, DTEND the check-out day. The end-to-end server may fetch loopback feeds
 * (CALENDAR_FEEDS_PRIVATE=allow); any other server refuses them.
 */
export async function serveFeed(
  stays: { checkIn: string; checkOut: string }[],
): Promise<{ url: string; server: Server }> {
  const compact = (day: string) => day.replaceAll('-', '');
  const events = stays.map(
    (stay, n) =>
      `BEGIN:VEVENT\r\nUID:e2e-${n}@other.example\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${compact(stay.checkIn)}\r\nDTEND;VALUE=DATE:${compact(stay.checkOut)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
  );
  const body = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other.example//e2e//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/calendar.ics`, server };
}

const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));

/** A day of the unit page's calendar (the grid also draws neighbouring months' days, hidden). */
export const guestDay = (page: Page, date: string) =>
  page.locator(`.booking-calendar [data-date="${date}"]:not([data-outside-month])`);

/** Turns the unit page's one-month calendar forward to the month of `date`. */
export async function showGuestMonth(page: Page, date: string) {
  const shown = page.locator('.booking-calendar [data-date]:not([data-outside-month])').first();
  await shown.waitFor();
  const current = (await shown.getAttribute('data-date')) ?? date;
  for (let i = monthsBetween(current, date); i > 0; i -= 1) {
    await page.locator('.booking-calendar-next').click();
  }
  await guestDay(page, date).waitFor();
}

/** A night of the host's calendar. */
export const hostNight = (page: Page, date: string) =>
  page.locator(`.host-calendar [data-date="${date}"]:not([data-outside-month])`);
