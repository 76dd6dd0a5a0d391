import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * The trips specs' fixtures, all through the server's own API: an account made and signed in the way
 * the app does it (the refresh cookie from the API, the page's session cookies), and a stay booked and
 * paid through checkout with the built-in test gateway. Nothing is mocked.
 */

export interface Guest {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function envelope<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { data: T };
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/** A new account with a complete profile (checkout needs a phone), signed in in `context`. */
export async function newGuest(context: BrowserContext, baseURL: string): Promise<Guest> {
  const email = `trips.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'olive-grove-at-dusk';
  const name = 'Huda Al-Saud';
  const reg = await envelope<{ token: string; user: { id: string } }>(
    await context.request.post('/api/v1/register', { data: { name, email, password } }),
  );
  const auth = { Authorization: `Bearer ${reg.token}` };
  await envelope(
    await context.request.post('/api/v1/profile/update', { data: { phone: '+966500000123' }, headers: auth }),
  );
  const guest = { id: reg.user.id, email, password, name, token: reg.token };
  await setSession(context, baseURL, guest);
  return guest;
}

/** Signs an existing account in: the refresh cookie from the login call, the page's session cookies. */
export async function signInAs(
  context: BrowserContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<Guest> {
  const data = await envelope<{ token: string; user: { id: string; name: string } }>(
    await context.request.post('/api/v1/login', { data: account }),
  );
  const guest = { id: data.user.id, name: data.user.name, token: data.token, ...account };
  await setSession(context, baseURL, guest);
  return guest;
}

async function setSession(context: BrowserContext, baseURL: string, guest: Omit<Guest, 'password'>) {
  const user = { id: guest.id, name: guest.name, email: guest.email, type: 'email', account_ready: true };
  await context.addCookies(
    [
      ['token', guest.token],
      ['token_mode', 'bearer'],
      ['user', encodeURIComponent(JSON.stringify(user))],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
}

export interface BookedStay {
  id: string;
  code: string;
  unitTitle: string;
}

/**
 * Books and pays a two-night stay through checkout: the first seeded unit free on those nights gets a
 * quote, a hold, a payment with the test gateway's success card, and is confirmed by its webhook.
 */
export async function bookStay(
  request: APIRequestContext,
  guest: Guest,
  lang: 'en' | 'ar',
  offset = 40,
): Promise<BookedStay> {
  const headers = { Authorization: `Bearer ${guest.token}`, 'Accept-Language': lang };
  const list = await envelope<{ items: { id: number }[] }>(
    await request.get('/api/v1/units/filter?guests=2&per_page=50&sort=price_asc', { headers }),
  );
  for (const unit of list.items) {
    const booked = await bookUnitStay(request, guest, lang, unit.id, offset);
    if (booked) return booked;
  }
  throw new Error('No seeded unit could be booked for the trips spec');
}

/** Books and pays two nights from `offset` days ahead on one unit; null when it is not free then. */
export async function bookUnitStay(
  request: APIRequestContext,
  guest: Guest,
  lang: 'en' | 'ar',
  unitId: number,
  offset: number,
): Promise<BookedStay | null> {
  const headers = { Authorization: `Bearer ${guest.token}`, 'Accept-Language': lang };
  const stay = { check_in: day(offset), check_out: day(offset + 2), guests: 2 };
  const priced = await request.post('/api/v1/checkout/calculate-price', {
    headers,
    data: { unit_id: unitId, ...stay },
  });
  if (!priced.ok()) return null;
  const { available, quote } = (await priced.json()).data as {
    available: boolean;
    quote: { fingerprint: string };
  };
  if (!available) return null;
  const held = await request.post('/api/v1/checkout', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      unit_id: unitId,
      ...stay,
      quote_fingerprint: quote.fingerprint,
      guest: { name: guest.name, email: guest.email, phone: '+966500000123' },
    },
  });
  if (held.status() === 409) return null;
  const { reservation } = await envelope<{
    reservation: { id: string; code: string; unit: { title: string } };
  }>(held);
  const intent = await envelope<{ payment_id: string }>(
    await request.post('/api/v1/checkout/create-payment-intent', {
      headers,
      data: { reservation_id: reservation.id },
    }),
  );
  const paid = await envelope<{ outcome: string }>(
    await request.post('/api/v1/checkout/test-gateway/pay', {
      headers,
      data: {
        payment_id: intent.payment_id,
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      },
    }),
  );
  expect(paid.outcome).toBe('succeeded');
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/reservations/${reservation.id}`, { headers });
      return ((await res.json()) as { data: { reservation?: { status: string } } }).data.reservation?.status;
    })
    .toBe('confirmed');
  return { id: reservation.id, code: reservation.code, unitTitle: reservation.unit.title };
}
