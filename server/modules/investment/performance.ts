import type { InvestmentPerformance } from '../../../contract/investment';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/days';
import { convertFromSar, type Rate } from '../../lib/money';
import { actualFigures, findRental } from './performance-repository';

/**
 * An offer's projected yield beside what its rentable unit actually earned over the last 12 months.
 * Figures are summed in SAR and each converted once, so the income shown is the converted total,
 * not a sum of converted nights.
 */
export async function getInvestmentPerformance(
  db: Database,
  slug: string,
  rate: Rate,
  now = new Date(),
): Promise<InvestmentPerformance> {
  const rental = await findRental(db, slug, now);
  if (!rental) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  const projected = rental.expectedYieldBps;
  if (rental.unitId === null) return { projected_yield_bps: projected, actual: null };
  const figures = await actualFigures(db, rental.unitId, rental.firstNight, rental.endDay);
  return {
    projected_yield_bps: projected,
    actual: {
      first_night: rental.firstNight,
      last_night: addDays(rental.endDay, -1),
      window_nights: figures.windowNights,
      occupied_nights: figures.occupiedNights,
      occupancy_bps: figures.occupancyBps,
      stays: figures.stays,
      average_nightly_rate: figures.adrMinor === null ? null : convertFromSar(figures.adrMinor, rate),
      income: convertFromSar(figures.incomeMinor, rate),
    },
  };
}
