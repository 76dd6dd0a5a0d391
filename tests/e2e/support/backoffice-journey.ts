import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, type Lang } from '../fixtures';
import { photo } from './photo';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A unit with two free nights from `offset` days on (each language books its own nights). */
export async function freeStay(request: APIRequestContext, offset: number) {
  const list = await (await request.get('/api/v1/units/filter?guests=2&per_page=30')).json();
  const start = addDays(new Date().toISOString().slice(0, 10), offset);
  for (const unit of list.data.items as { id: number; slug: string }[]) {
    const days = await (
      await request.get(
        `/api/v1/units/available-days?unit_id=${unit.id}&from=${start.slice(0, 7)}&to=${addDays(start, 40).slice(0, 7)}`,
      )
    ).json();
    const free = new Map<string, boolean>(
      (days.data.items as { date: string; available: boolean }[]).map((d) => [d.date, d.available]),
    );
    for (let i = 0; i < 30; i += 1) {
      const checkIn = addDays(start, i);
      if (free.get(checkIn) && free.get(addDays(checkIn, 1)))
        return { slug: unit.slug, checkIn, checkOut: addDays(checkIn, 2) };
    }
  }
  throw new Error('no unit with two free nights');
}

/** What a guest who never opened the site reads as a question's answer on the FAQ page. */
export async function guestAnswer(browser: Browser, baseURL: string, lang: Lang, question: string) {
  const context = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await context.newPage();
  await page.goto(`/${lang}/faq`);
  await page.getByRole('button', { name: question }).click();
  const text = await page.locator('.faq-item', { hasText: question }).locator('.faq-answer').innerText();
  await context.close();
  return text;
}

/**
 * A signed-in owner's property, sent as the list-property form sends it (multipart: the fields as
 * JSON and two photos): its reference, for the console's queue.
 */
export async function sendProperty(request: APIRequestContext, token: string, tag: string) {
  const categories = await (await request.get('/api/v1/categories')).json();
  const category = (categories.data.items as { slug: string }[])[0]!.slug;
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      owner_name: 'Nasser Al-Dosari',
      owner_email: `owner-${tag}@example.com`,
      owner_phone: '+966551234567',
      city: 'riyadh',
      category,
      bedrooms: 2,
      guests: 4,
      address: 'King Fahd Road 12, Riyadh',
      description: `A courtyard house near the old town (${tag}).`,
    }),
  );
  for (const [name, colour] of [
    ['courtyard.jpg', '#b07040'],
    ['majlis.jpg', '#4070b0'],
  ] as const)
    form.append('photos', new Blob([new Uint8Array(await photo(colour))], { type: 'image/jpeg' }), name);
  const response = await request.post('/api/v1/properties', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    multipart: form,
    timeout: 90_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { submission: { reference: string } } }).data.submission
    .reference;
}

/** A signed-in guest's request for the fewest shares the first offer with enough left allows. */
export async function requestShares(request: APIRequestContext, token: string) {
  const list = await (await request.get('/api/v1/investment/units')).json();
  const offers = list.data.items as { slug: string; shares_left: number; minimum_shares: number }[];
  // Twice the minimum left, so the other language's run finds shares to sell as well.
  const offer = offers.find((o) => o.shares_left >= 2 * o.minimum_shares);
  expect(offer, 'an investment offer with shares left').toBeTruthy();
  const response = await request.post('/api/v1/investment/requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      investment_unit: offer!.slug,
      shares: offer!.minimum_shares,
      message: 'The fewest shares, please.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
