import { beforeAll, describe, expect, it } from 'vitest';
import { CheckAvailabilityResponse, UnitListResponse } from '../../../contract/units';
import { freshIp } from '../../test/accounts';
import { quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * A dated listing card shows the stay's total, written by PostgreSQL (card-json.stayTotalSql). It must
 * be the figure the guest then meets: the unit page's preview (check-availability) and the checkout's
 * quote (its SAR total, or the approximate beside it in another currency), for the same unit, dates
 * and currency. The demo catalogue prices Thursday and Friday nights higher, so stays that cross a
 * weekend mix override and base nights.
 */
describe('the total on a dated listing card', () => {
  const t = useTestApp({ catalogue: true });
  let token = '';

  beforeAll(async () => {
    token = (await quickGuest(t.database.db)).token;
  });

  const search = (query: string, currency: string) =>
    t.app.inject({ url: `/api/v1/units/filter?${query}`, headers: { currency }, remoteAddress: freshIp() });

  it.each([
    ['SAR', 3, 1],
    ['USD', 10, 4],
    ['EGP', 21, 7],
    ['AED', 40, 2],
  ])('equals the preview and the quote (%s, day %i, %i nights)', async (currency, offset, nights) => {
    const dates = stay(offset, nights);
    const sorts = ['price_desc', 'price_asc', 'rating'];
    for (const sort of sorts) {
      const res = await search(
        `check_in=${dates.check_in}&check_out=${dates.check_out}&sort=${sort}&per_page=4`,
        currency,
      );
      expect(res.statusCode).toBe(200);
      const cards = UnitListResponse.parse(res.json()).data.items;
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        expect(card.stay?.nights).toBe(nights);
        const body = { unit_id: card.id, ...dates, guests: 1 };
        const preview = await t.app.inject({
          method: 'POST',
          url: '/api/v1/units/check-availability',
          headers: { currency },
          remoteAddress: freshIp(),
          payload: body,
        });
        expect(card.stay?.total).toEqual(CheckAvailabilityResponse.parse(preview.json()).data.total);
        const quoted = await send(t.app, 'POST', '/api/v1/checkout/calculate-price', token, body, {
          currency,
        });
        const quote = (quoted.json() as { data: { quote: { total: unknown; approx_total: unknown } } }).data
          .quote;
        expect(card.stay?.total).toEqual(currency === 'SAR' ? quote.total : quote.approx_total);
        if (currency === 'SAR') expect(quote.approx_total).toBeNull();
      }
    }
  });

  it('is left out of a search without dates, which keeps its cost', async () => {
    const res = await search('per_page=6', 'USD');
    const raw = res.json() as { data: { items: object[] } };
    expect(raw.data.items).toHaveLength(6);
    for (const card of raw.data.items) expect(card).not.toHaveProperty('stay');
  });
});
