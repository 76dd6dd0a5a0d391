import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** Text as the catalogues have it; prices and dates are matched by shape, not by value. */
const T = {
  // Two nights may be one line or two (a weekend night has its own price).
  en: {
    reserve: 'Reserve',
    moreGuests: 'More guests',
    continue: 'Continue',
    nights: / × [12] nights?/,
    calendar: /^\S+ \d{4} Dates of your stay$/,
  },
  ar: {
    reserve: 'احجز',
    moreGuests: 'ضيوف أكثر',
    continue: 'متابعة',
    nights: / × (ليلة واحدة|ليلتان)/,
    // The month and the label with no Latin comma between them (react-aria joins an aria-label with ", ").
    calendar: /^\S+ \d{4} تواريخ إقامتك$/,
  },
} as const;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));

interface Candidate {
  slug: string;
  /** The first taken night of a stretch, in the check-in's month; the two nights before it are free. */
  blocked: string;
  checkIn: string;
}

/**
 * A unit that sleeps two, offers extras, and has a taken stretch soon with two free nights before it,
 * read from the API so the test follows the seeded calendar instead of hard-coding a day.
 */
async function findUnit(request: APIRequestContext): Promise<Candidate> {
  const today = new Date().toISOString().slice(0, 10);
  const from = today.slice(0, 7);
  const to = addDays(`${from}-01`, 75).slice(0, 7);
  const list = await (await request.get('/api/v1/units/filter?guests=2&per_page=50')).json();
  for (const unit of list.data.items as { id: number; slug: string }[]) {
    const extras = await (await request.get(`/api/v1/units/${unit.id}/extras`)).json();
    if (extras.data.items.length === 0) continue;
    const calendar = await (
      await request.get(`/api/v1/units/available-days?unit_id=${unit.id}&from=${from}&to=${to}`)
    ).json();
    const free = new Map<string, boolean>(
      (calendar.data.items as { date: string; available: boolean }[]).map((d) => [d.date, d.available]),
    );
    for (const [date, available] of free) {
      const checkIn = addDays(date, -2);
      // Check-in and the taken day share a month, so both are on show at once whatever today's date.
      const sameMonth = monthsBetween(checkIn, date) === 0;
      if (!available && sameMonth && checkIn > today && free.get(checkIn) && free.get(addDays(date, -1))) {
        return { slug: unit.slug, blocked: date, checkIn };
      }
    }
  }
  throw new Error('No seeded unit has extras and a taken stretch in the next two months');
}

/** A day of the month on show (the grid also draws neighbouring months' days, hidden). */
const day = (page: Page, date: string) =>
  page.locator(`.booking-calendar [data-date="${date}"]:not([data-outside-month])`);

async function showMonth(page: Page, date: string) {
  const shown = page.locator('.booking-calendar [data-date]:not([data-outside-month])').first();
  const current = (await shown.getAttribute('data-date')) ?? date;
  for (let i = monthsBetween(current, date); i > 0; i -= 1) {
    await page.locator('.booking-calendar-next').click();
  }
  await expect(day(page, date)).toBeVisible();
}

test('pick dates and guests, reserve, add an extra and continue to sign-in', async ({
  page,
  lang,
  t,
  request,
}) => {
  const text = T[lang];
  const { slug, blocked, checkIn } = await findUnit(request);
  await page.goto(`/${lang}/units/${slug}`);
  const reserve = page.getByRole('link', { name: text.reserve });
  await expect(reserve).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('application', { name: text.calendar })).toBeVisible();

  await showMonth(page, checkIn);
  // Nothing picked yet: a taken night cannot start a stay.
  await expect(day(page, blocked)).toHaveAttribute('aria-disabled', 'true');
  await day(page, checkIn).click();
  // After the check-in, the first taken day is a valid check-out (its night is not slept)…
  await expect(day(page, blocked)).not.toHaveAttribute('aria-disabled', 'true');
  // …but no stay may run through it.
  const after = addDays(blocked, 1);
  if (monthsBetween(blocked, after) === 0) {
    await expect(day(page, after)).toHaveAttribute('aria-disabled', 'true');
  }
  await day(page, blocked).click();
  await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${blocked}`));

  const preview = page.locator('.price-preview');
  await expect(preview.locator('.price-line').first()).toContainText(text.nights);
  await expect(page.locator('.price-total')).toHaveText(/[0-9٠-٩]/);
  await page.getByRole('button', { name: text.moreGuests }).click();
  await expect(page).toHaveURL(/guests=2/);
  await expect(reserve).not.toHaveAttribute('aria-disabled');
  await expectAccessible(page);

  await reserve.click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/units/${slug}/extras\\?`));
  await expect(page).toHaveURL(/guests=2/);
  const total = page.locator('.price-total strong');
  await expect(total).toHaveText(/[0-9٠-٩]/);
  const before = await total.textContent();
  // The checkbox input is visually hidden inside its label, which is what a visitor clicks.
  await page.locator('.extra-option').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page).toHaveURL(/extras=\d+/);
  await expect(total).not.toHaveText(before ?? '');
  await expectAccessible(page);

  await page.getByRole('link', { name: text.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  const back = new URL(redirect, page.url());
  expect(back.pathname).toBe(`/${lang}/units/${slug}/extras`);
  expect(back.searchParams.get('check_in')).toBe(checkIn);
  expect(back.searchParams.get('check_out')).toBe(blocked);
  expect(back.searchParams.get('guests')).toBe('2');
  expect(back.searchParams.get('extras')).toMatch(/^\d+$/);
});

test('signed in, Continue keeps the selection on the way to the confirmation page', async ({
  page,
  lang,
  context,
  baseURL,
  request,
}) => {
  const { slug, checkIn } = await findUnit(request);
  await signIn(context, baseURL ?? '');
  const query = `check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&guests=1`;
  await page.goto(`/${lang}/units/${slug}/extras?${query}`);
  await expect(page.locator('.price-total strong')).toHaveText(/[0-9٠-٩]/);
  await expect(page.getByRole('link', { name: T[lang].continue })).toHaveAttribute(
    'href',
    `/${lang}/confirmation/${slug}?${query}`,
  );
});

test('the extras page without dates sends the visitor back to choose them', async ({
  page,
  lang,
  request,
}) => {
  const { slug } = await findUnit(request);
  await page.goto(`/${lang}/units/${slug}/extras?guests=2`);
  const message = page.getByRole('alert');
  await expect(message).toBeVisible();
  await expect(message.getByRole('link')).toHaveAttribute('href', `/${lang}/units/${slug}?guests=2`);
  await expectAccessible(page);
});
