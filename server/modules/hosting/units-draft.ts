import type { NewHostUnitBody } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import * as repo from './units-repository';
import { invalid } from './units-service';
import * as write from './units-write-repository';
import { countryCentre } from './units-place';

/**
 * A new draft of the caller's, from a city and a category; the editor fills in the rest. Used when the city has no published
 * unit to take a middle price from: 500 SAR a night.
 */
const FALLBACK_PRICE_MINOR = 50_000;

export async function createDraft(db: Database, hostId: string, body: NewHostUnitBody): Promise<number> {
  const city = await repo.cityBySlug(db, body.city);
  if (!city) throw invalid('city', 'hosting_units.unknown_city');
  const category = await repo.categoryBySlug(db, body.category);
  if (!category) throw invalid('category', 'hosting_units.unknown_category');
  const suggestion = await repo.draftSuggestion(db, city.id, category.id);
  const centre = countryCentre(city.country_code);
  // Whole riyals: a suggested price of 437.25 reads as computed, not chosen.
  const price =
    suggestion.price === null
      ? FALLBACK_PRICE_MINOR
      : Math.max(100, Math.round(suggestion.price / 100) * 100);
  return write.insertDraft(db, {
    hostId,
    citySlug: body.city,
    cityId: city.id,
    categoryId: category.id,
    priceMinor: price,
    lat: suggestion.lat ?? centre.lat,
    lng: suggestion.lng ?? centre.lng,
  });
}
