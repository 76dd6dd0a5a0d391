import type { HostPricing, PricingSettingsBody, SeasonBody } from '../../../contract/hosting-pricing';
import { PRICE_RULES } from '../../../contract/units-nights';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgErrorCode } from '../checkout/pg-error';
import * as repository from './pricing-repository';

/**
 * A host's pricing rules: read, and written whole (the settings, or one season). A unit that is not the
 * caller's answers 404; a season over another of the same unit is a 422 on its dates (the exclusion
 * constraint decides, so two saves at once cannot both land).
 */

const notFound = () => new AppError('NOT_FOUND', 404, 'errors.not_found');

export async function pricingOf(db: Database, hostId: string, unitId: number): Promise<HostPricing> {
  const pricing = await repository.findPricing(db, hostId, unitId);
  if (!pricing) throw notFound();
  return { ...pricing, rule_order: [...PRICE_RULES] };
}

export async function saveSettings(db: Database, hostId: string, unitId: number, body: PricingSettingsBody) {
  if (!(await repository.saveSettings(db, hostId, unitId, body))) throw notFound();
}

async function seasonWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23P01') {
      throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
        { field: 'first_night', messageKey: 'pricing.season_overlap' },
      ]);
    }
    throw err;
  }
}

export async function addSeason(db: Database, hostId: string, unitId: number, body: SeasonBody) {
  const id = await seasonWrite(() => repository.insertSeason(db, hostId, unitId, body));
  if (id === null) throw notFound();
}

export async function replaceSeason(
  db: Database,
  hostId: string,
  ids: { unitId: number; seasonId: number },
  body: SeasonBody,
) {
  if (!(await seasonWrite(() => repository.updateSeason(db, hostId, ids, body)))) throw notFound();
}

export async function removeSeason(db: Database, hostId: string, ids: { unitId: number; seasonId: number }) {
  if (!(await repository.deleteSeason(db, hostId, ids))) throw notFound();
}
