import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { InvestmentRequestResponse } from '../../../contract/investment';
import * as s from '../../db/schema/index';
import { translate } from '../../i18n/translate';
import { bearer, post, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('POST /api/v1/investment/requests', () => {
  const t = useTestApp({ catalogue: true });
  const guest = { name: 'Omar Farouk', email: 'omar@example.com', phone: '+966501234567' };
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    post(t.app, '/api/v1/investment/requests', payload, { headers });
  const problems = async (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(422);
    return AnyEnvelope.parse(res.json()).meta.errors;
  };
  const storedRow = async (reference: string) => {
    const id = Number(reference.slice('INV-'.length));
    const [row] = await t.database.db
      .select()
      .from(s.investmentRequests)
      .where(eq(s.investmentRequests.id, id));
    return row;
  };

  it('takes a guest’s request by slug and stores it with the contact details', async () => {
    const res = await send(
      { investment_unit: 'hittin-serviced-apartments', shares: 5, message: '  Call after 5 pm.  ', ...guest },
      { currency: 'USD' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data } = InvestmentRequestResponse.parse(res.json());
    expect(data.request.reference).toMatch(/^INV-\d{6}$/);
    expect(data.message).toContain(data.request.reference);
    expect(data.request).toMatchObject({
      investment: { slug: 'hittin-serviced-apartments', title: 'Serviced apartments in Hittin' },
      shares: 5,
      // 5 × 1,000 SAR = 5,000 SAR = 1,333.335 USD, converted once and rounded half up.
      amount: { amount_minor: 133_334, currency: 'USD' },
      status: 'new',
    });
    expect(await storedRow(data.request.reference)).toMatchObject({
      ...guest,
      userId: null,
      shares: 5,
      message: 'Call after 5 pm.',
      locale: 'en',
      status: 'new',
    });
  });

  it('fills a signed-in user’s contact details from the profile, and takes the unit by id', async () => {
    const account = await registerAccount(t.app, { phone: '+971501112233' });
    const [unit] = await t.database.db
      .select({ id: s.investmentUnits.id })
      .from(s.investmentUnits)
      .where(eq(s.investmentUnits.slug, 'obhur-beach-chalets'));
    const res = await send(
      { investment_unit: unit?.id, shares: 4 },
      { ...bearer(account.token), 'accept-language': 'ar' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data } = InvestmentRequestResponse.parse(res.json());
    expect(data.request.investment.title).toBe('شاليهات شاطئية في أبحر');
    expect(await storedRow(data.request.reference)).toMatchObject({
      userId: account.userId,
      name: account.input.name,
      email: account.input.email,
      phone: '+971501112233',
      locale: 'ar',
    });
  });

  it('asks a member without a phone on file for one, and refuses a stale token', async () => {
    const account = await registerAccount(t.app);
    const res = await send({ investment_unit: 'obhur-beach-chalets', shares: 4 }, bearer(account.token));
    expect(await problems(res)).toEqual([{ field: 'phone', message: 'This field is required.' }]);
    const stale = await send(
      { investment_unit: 'obhur-beach-chalets', shares: 4, ...guest },
      bearer('a.b.c'),
    );
    expect(stale.statusCode).toBe(401);
  });

  it('requires every contact field from a guest, reporting them together', async () => {
    const res = await send({ investment_unit: 'hittin-serviced-apartments', shares: 5 });
    expect((await problems(res)).map((e) => e.field)).toEqual(['name', 'email', 'phone']);
  });

  it('says how many shares are left when a request asks for more', async () => {
    // Soudah: 3,000 shares, 2,640 sold.
    const body = { investment_unit: 'soudah-mountain-cabins', shares: 361, ...guest };
    expect(await problems(await send(body))).toEqual([
      { field: 'shares', message: 'Only 360 shares are left. Ask for 360 or fewer.' },
    ]);
    const ar = await problems(await send(body, { 'accept-language': 'ar' }));
    expect(ar).toEqual([
      { field: 'shares', message: translate('ar', 'investment.shares_left', { count: 360 }) },
    ]);
    expect(ar[0]?.message).toMatch(/^لم تتبقَّ إلا .+ حصة/);
    expect((await send({ ...body, shares: 360 })).statusCode).toBe(201);
  });

  it('refuses fewer shares than the minimum investment, but sells the last few below it', async () => {
    const body = { investment_unit: 'zamalek-nile-flats', shares: 9, ...guest };
    expect(await problems(await send(body))).toEqual([
      { field: 'shares', message: 'The minimum investment is 10 shares. Ask for at least 10.' },
    ]);
    await t.database.db
      .update(s.investmentUnits)
      .set({ soldShares: 9_998 })
      .where(eq(s.investmentUnits.slug, 'zamalek-nile-flats'));
    expect((await send({ ...body, shares: 2 })).statusCode).toBe(201);
  });

  it.each([
    ['naama-bay-resort-suites', 'investment.closed'],
    ['malqa-family-villas', 'investment.closed'],
    ['al-balad-heritage-house', 'investment.not_open_yet'],
  ] as const)('answers 409 for %s, in the caller’s language', async (slug, key) => {
    const res = await send({ investment_unit: slug, shares: 5, ...guest }, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(409);
    const { meta, data } = AnyEnvelope.parse(res.json());
    expect(meta.error_code).toBe('CONFLICT');
    expect(data.message).toBe(translate('ar', key));
  });

  it('answers 404 for an unknown unit', async () => {
    const res = await send({ investment_unit: 'no-such-offer', shares: 1, ...guest });
    expect(res.statusCode).toBe(404);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
    expect((await send({ investment_unit: 999_999, shares: 1, ...guest })).statusCode).toBe(404);
  });

  it('refuses unknown fields, a malformed phone, zero shares and a long message', async () => {
    const base = { investment_unit: 'hittin-serviced-apartments', shares: 5, ...guest };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, user_id: 'x' }, 'user_id'],
      [{ ...base, phone: '050123' }, 'phone'],
      [{ ...base, shares: 0 }, 'shares'],
      [{ ...base, shares: 2.5 }, 'shares'],
      [{ ...base, message: 'x'.repeat(1001) }, 'message'],
      [{ ...base, email: 'not-an-email' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      expect((await problems(await send(payload))).map((e) => e.field)).toEqual([field]);
    }
    expect(await problems(await send({ ...base, user_id: 'x' }))).toEqual([
      { field: 'user_id', message: 'This field is not allowed.' },
    ]);
  });
});
