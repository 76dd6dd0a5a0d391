import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, type Lang } from '../fixtures';
import { photo } from './photo';

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
