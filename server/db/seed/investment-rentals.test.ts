import { describe, expect, it } from 'vitest';
import { InvestmentPerformanceResponse } from '../../../contract/investment';
import { useTestApp } from '../../test/test-app';
import { INVESTMENTS } from './investment-data';
import { INVESTMENT_RENTALS } from './investment-rentals';

/** The demo must show real figures on the rented offers' pages, and the empty state on the others. */
describe('investment rentals seed', () => {
  const t = useTestApp({ catalogue: true });
  const performance = async (slug: string) => {
    const res = await t.app.inject({ url: `/api/v1/investment/units/${slug}/performance` });
    expect(res.statusCode, res.body).toBe(200);
    return InvestmentPerformanceResponse.parse(res.json()).data.performance;
  };

  it('gives each rented offer a year of stays and leaves the others not rented', async () => {
    const rented = new Set(INVESTMENT_RENTALS.map((r) => r.investment));
    for (const offer of INVESTMENTS) {
      const { actual, projected_yield_bps } = await performance(offer.slug);
      expect(projected_yield_bps).toBe(offer.yieldBps);
      if (!rented.has(offer.slug)) {
        expect(actual, offer.slug).toBeNull();
        continue;
      }
      // Most nights let, at a rate near the unit's base price: figures a visitor can believe.
      expect(actual?.occupancy_bps, offer.slug).toBeGreaterThan(5_000);
      expect(actual?.occupancy_bps, offer.slug).toBeLessThan(9_500);
      expect(actual?.stays, offer.slug).toBeGreaterThan(40);
      expect(actual?.income.amount_minor, offer.slug).toBeGreaterThan(0);
    }
  });
});
